import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@craft/shared';
import { aCatalogueService, aCategory, answerError, answerJson, receivedRequests, server } from '@craft/shared/testing';
import { renderApp } from '../../testing/render-app';
import { filterCategories } from './lib/filter-categories';
import { buyerLinks } from '../../testing/remote-config';
import { jsonLdDocuments, schemaOrgProblems } from '@craft/shared/seo/schema-org-check';

const painter = aCategory({
  id: 1,
  name: 'Painter',
  description: 'Walls and facades',
  services: [
    aCatalogueService({ id: 11, title: 'Facade painting', description: 'Weatherproof paint', price: 1890, seller_firstname: 'anna', seller_company_name: null }),
    aCatalogueService({ id: 12, title: 'Wallpapering', description: 'Woodchip', price: 319, seller_company_name: 'Becker Malerbetrieb' }),
  ],
  service_count: 3,
});
const plumbing = aCategory({
  id: 2,
  name: 'Plumbing',
  description: 'Water and heating',
  services: [aCatalogueService({ id: 21, title: 'Replace a tap', description: 'Leak test included', price: 119, seller_firstname: null, seller_company_name: null })],
});
const drywall = aCategory({ id: 3, name: 'Drywall', description: 'Boards', services: [] });

describe('filterCategories', () => {
  const all = [painter, plumbing, drywall];
  it('keeps everything for blank text', () => {
    expect(filterCategories(all, '  ')).toHaveLength(3);
  });
  it('matches the category name, case-insensitive', () => {
    expect(filterCategories(all, 'PLUMB').map((c) => c.name)).toEqual(['Plumbing']);
  });
  it("matches any service's title", () => {
    expect(filterCategories(all, 'facade').map((c) => c.name)).toEqual(['Painter']);
  });
  it("matches any service's description", () => {
    expect(filterCategories(all, 'leak TEST').map((c) => c.name)).toEqual(['Plumbing']);
  });
  it('drops categories where nothing matches', () => {
    expect(filterCategories(all, 'garden')).toEqual([]);
  });
});

describe('the landing page', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    authStore.signOut();
  });

  it('shows the German hero and the search box', async () => {
    server.use(answerJson('get', '/categories', [painter]));
    renderApp('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Einfach günstigeren Handwerker finden' })).toBeInTheDocument();
    expect(screen.getByText('Finden Sie hochwertige Handwerker zu erschwinglichen Preisen in Ihrer Nähe')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search for services...')).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Painter' });
  });

  it('gives search engines its title, description, canonical URL and a valid schema.org WebSite', async () => {
    server.use(answerJson('get', '/categories', [painter]));
    renderApp('/');
    await screen.findByRole('region', { name: 'Painter' });
    expect(document.title).toBe('Handwerker Marktplatz – find craftsmen near you at fair prices');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^Compare craftsmen/);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${window.location.origin}/`);
    const [website] = jsonLdDocuments(document.documentElement.outerHTML);
    expect(website).toMatchObject({ '@type': 'WebSite', name: 'Handwerker Marktplatz' });
    expect(schemaOrgProblems(website)).toEqual([]);
  });

  it("shows 'Loading...' then one band per category with its cards", async () => {
    server.use(answerJson('get', '/categories', [painter, plumbing]));
    renderApp('/');
    expect(screen.getByText('Loading...')).toHaveAttribute('aria-busy', 'true');
    const band = await screen.findByRole('region', { name: 'Painter' });
    expect(band).toHaveTextContent('Walls and facades');
    const card = within(band).getByRole('link', { name: 'Facade painting' });
    expect(card).toHaveAttribute('href', buyerLinks.service(11));
    expect(band).toHaveTextContent('Anna Company');
    expect(band).toHaveTextContent('Becker Malerbetrieb');
    expect(band).toHaveTextContent('start from:1890€');
    expect(screen.getByRole('region', { name: 'Plumbing' })).toHaveTextContent('Unknown Company');
    expect(receivedRequests('get', '/categories')).toHaveLength(1);
  });

  it('offers all services of a category that has more than shown', async () => {
    server.use(answerJson('get', '/categories', [painter, plumbing]));
    renderApp('/');
    const band = await screen.findByRole('region', { name: 'Painter' });
    expect(within(band).getByRole('link', { name: /See all 3 Painter services/ })).toHaveAttribute(
      'href',
      '/results?q=&category=1',
    );
    expect(within(screen.getByRole('region', { name: 'Plumbing' })).queryByRole('link', { name: /See all/ })).toBeNull();
  });

  it('filters the categories live as the user types', async () => {
    server.use(answerJson('get', '/categories', [painter, plumbing, drywall]));
    renderApp('/');
    await screen.findByRole('region', { name: 'Painter' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search for services' }), 'TAP');
    expect(screen.queryByRole('region', { name: 'Painter' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Plumbing' })).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search for services' }));
    expect(screen.getByRole('region', { name: 'Painter' })).toBeInTheDocument();
  });

  it('says when nothing matches and offers the full search', async () => {
    server.use(answerJson('get', '/categories', [painter]));
    renderApp('/');
    await screen.findByRole('region', { name: 'Painter' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search for services' }), 'garden');
    expect(screen.getByText('No category or service matches "garden".')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search all services' })).toHaveAttribute('href', '/results?q=garden');
  });

  it('a failed load shows an error with a retry instead of Loading... forever', async () => {
    server.use(answerError('get', '/categories', 500, 'failed', { once: true }), answerJson('get', '/categories', [painter], { once: true }));
    renderApp('/');
    expect(await screen.findByText('The marketplace is not reachable right now. Please try again in a moment.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Painter' })).toBeInTheDocument();
  });
});
