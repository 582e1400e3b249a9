import { screen, within } from '@testing-library/react';
import { authStore } from '@craft/shared';
import { httpError, makeCategory, makeUser } from '../../testing/fixtures';
import { mockedApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { buyerPaths, sellerPaths } from '../../testing/remote-config';

jest.mock('@craft/shared', () => jest.requireActual('../../testing/mock-api').mockedShared());
const api = mockedApi();

const categories = [makeCategory({ id: 1, name: 'Painter', service_count: 3 }), makeCategory({ id: 2, name: 'Garden', service_count: 1 })];

beforeEach(() => {
  jest.resetAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  authStore.signOut();
  api.getCategories.mockResolvedValue(categories);
  api.getUser.mockImplementation(async () => authStore.getSession().user ?? makeUser());
});

describe('/home', () => {
  it('greets the buyer and offers search, categories and the Favorable Offer', async () => {
    authStore.signIn('tok', makeUser({ firstname: 'Mia' }));
    renderApp('/home');
    expect(screen.getByRole('heading', { level: 1, name: 'Hello, Mia!' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('search')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Painter/ })).toHaveAttribute('href', '/results?q=&category=1');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Favorable Offer' })).toHaveAttribute('href', buyerPaths.favorable);
  });

  it('points a craftsman to the dashboard', () => {
    authStore.signIn('tok', makeUser({ role: 'seller' }));
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
    api.getCategories.mockRejectedValue(httpError(503));
    renderApp('/menu');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
