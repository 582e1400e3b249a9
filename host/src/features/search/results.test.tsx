import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@craft/shared';
import { httpError, makeCategory, makeService } from '../../testing/fixtures';
import { mockedApi } from '../../testing/mock-api';
import { currentLocation, renderApp } from '../../testing/render-app';
import { buyerLinks } from '../../testing/remote-config';

jest.mock('@craft/shared', () => jest.requireActual('../../testing/mock-api').mockedShared());
const api = mockedApi();

const categories = [
  makeCategory({ id: 5, name: 'Plumbing' }),
  makeCategory({ id: 2, name: 'Drywall' }),
  makeCategory({ id: 3, name: 'Surface treatment' }),
  makeCategory({ id: 1, name: 'Painter' }),
];
const tap = makeService({ id: 21, title: 'Replace a tap', price: 119, seller_company_name: 'Schulz Haustechnik' });

beforeEach(() => {
  jest.resetAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  authStore.signOut();
  api.getCategories.mockResolvedValue(categories);
  api.searchServices.mockResolvedValue({ items: [tap], page: 1, size: 12, total: 1 });
});

describe('/results', () => {
  it("shows 'Result', tabs with Painter, Drywall, Surface treatment first, and the matching cards", async () => {
    renderApp('/results?q=tap');
    expect(screen.getByRole('heading', { level: 1, name: 'Result' })).toBeInTheDocument();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['All', 'Painter', 'Drywall', 'Surface treatment', 'Plumbing']);
    expect(await screen.findByRole('link', { name: 'Replace a tap' })).toHaveAttribute('href', buyerLinks.service(21));
    expect(screen.getByText('1 service found')).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Schulz Haustechnik');
    expect(api.searchServices).toHaveBeenCalledWith('tap', undefined, 1, 12);
    expect(screen.getByRole('link', { name: 'Browse all categories' })).toHaveAttribute('href', '/menu');
  });

  it('a category tab searches that category and puts it in the URL', async () => {
    renderApp('/results?q=tap');
    await userEvent.click(await screen.findByRole('tab', { name: 'Drywall' }));
    expect(currentLocation()).toBe('/results?q=tap&category=2');
    await screen.findByRole('link', { name: 'Replace a tap' });
    expect(api.searchServices).toHaveBeenLastCalledWith('tap', 2, 1, 12);
  });

  it('a new search keeps the tab and changes the query', async () => {
    renderApp('/results?q=tap&category=1');
    expect(await screen.findByRole('tab', { name: 'Painter' })).toHaveAttribute('aria-selected', 'true');
    const box = within(screen.getByRole('main')).getByRole('searchbox');
    await userEvent.clear(box);
    await userEvent.type(box, 'wall{Enter}');
    expect(currentLocation()).toBe('/results?q=wall&category=1');
  });

  it('says when nothing was found', async () => {
    api.searchServices.mockResolvedValue({ items: [], page: 1, size: 12, total: 0 });
    renderApp('/results?q=zzz');
    expect(await screen.findByRole('heading', { name: 'No services found' })).toBeInTheDocument();
  });

  it('pages through many results', async () => {
    api.searchServices.mockResolvedValue({ items: [tap], page: 2, size: 12, total: 30 });
    renderApp('/results?q=a&page=2');
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Previous/ })).toHaveAttribute('href', '/results?q=a');
    expect(screen.getByRole('link', { name: /Next/ })).toHaveAttribute('href', '/results?q=a&page=3');
  });

  it('a failed search shows an error with a retry', async () => {
    api.searchServices.mockRejectedValueOnce(httpError(null)).mockResolvedValueOnce({ items: [tap], page: 1, size: 12, total: 1 });
    renderApp('/results?q=tap');
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Replace a tap' })).toBeInTheDocument();
  });
});
