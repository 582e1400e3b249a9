import { screen, within } from '@testing-library/react';
import { authStore } from '@craft/shared';
import { aBuyer, aCategory, answerError, server } from '@craft/shared/testing';
import { answerAppBasics } from '../../testing/fake-api';
import { renderApp } from '../../testing/render-app';
import { buyerPaths, sellerPaths } from '../../testing/remote-config';

const categories = [aCategory({ id: 1, name: 'Painter', service_count: 3 }), aCategory({ id: 2, name: 'Garden', service_count: 1 })];

beforeEach(() => {
  jest.resetAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  authStore.signOut();
  answerAppBasics(categories);
});

describe('/home', () => {
  it('greets the buyer and offers search, categories and the Favorable Offer', async () => {
    authStore.signIn('tok', aBuyer({ firstname: 'Mia' }));
    renderApp('/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Mia!' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('search')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Painter/ })).toHaveAttribute('href', '/results?q=&category=1');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Favorable Offer' })).toHaveAttribute('href', buyerPaths.favorable);
  });

  it('points a craftsman to the dashboard', () => {
    authStore.signIn('tok', aBuyer({ role: 'seller' }));
    renderApp('/home');
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', sellerPaths.dashboard);
  });
});

describe('/menu', () => {
  it('lists every category with its service count, linking to its results', async () => {
    renderApp('/menu');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    const painter = await screen.findByRole('link', { name: 'Painter 3 services' });
    expect(painter).toHaveAttribute('href', '/results?q=&category=1');
    expect(screen.getByRole('link', { name: 'Garden 1 service' })).toBeInTheDocument();
  });

  it('a failed load shows an error with a retry', async () => {
    server.use(answerError('get', '/categories', 503));
    renderApp('/menu');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
