import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore, type SearchPage, type SearchResult } from '@craft/shared';
import { aBuyer, aCatalogueService, aCategory, answerError, answerJson, receivedRequests, server } from '@craft/shared/testing';
import { answerAppBasics } from '../../testing/fake-api';
import { currentLocation, renderApp } from '../../testing/render-app';
import { buyerLinks } from '../../testing/remote-config';
import { jsonLdDocuments } from '@craft/shared/seo/schema-org-check';

const categories = [
  aCategory({ id: 5, name: 'Plumbing' }),
  aCategory({ id: 2, name: 'Drywall' }),
  aCategory({ id: 3, name: 'Surface treatment' }),
  aCategory({ id: 1, name: 'Painter' }),
  aCategory({ id: 9, name: 'Roofing' }),
];
const tap: SearchResult = { ...aCatalogueService({ id: 21, title: 'Replace a tap', price: 119, seller_company_name: 'Schulz Haustechnik' }), category_id: 5 };
/** Every category but Roofing has hits. */
const counts = [
  { category_id: 5, count: 4 },
  { category_id: 1, count: 1 },
  { category_id: 2, count: 2 },
  { category_id: 3, count: 1 },
];
const page = (overrides: Partial<SearchPage> = {}): SearchPage => ({ items: [tap], page: 1, size: 12, total: 1, category_counts: counts, ...overrides });
const searches = () => receivedRequests('get', '/services/search').map((request) => request.query);

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  authStore.signOut();
  answerAppBasics(categories);
  server.use(answerJson('get', '/services/search', page()));
});

describe('/results', () => {
  it("shows 'Result', a tab per category with hits (Painter, Drywall, Surface treatment first) and the cards", async () => {
    renderApp('/results?q=tap');
    expect(await screen.findByRole('heading', { level: 1, name: 'Result' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Replace a tap' })).toHaveAttribute('href', buyerLinks.service(21));
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['All', 'Painter', 'Drywall', 'Surface treatment', 'Plumbing']);
    expect(screen.getByText('1 service found')).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Schulz Haustechnik');
    expect(searches()[0]).toEqual({ q: 'tap', page: '1', size: '12', facets: 'categories' });
  });

  it('titles the page by query, category and hits, with a canonical URL of the search alone', async () => {
    renderApp('/results?q=tap&category=5&min_price=10&utm_campaign=x');
    await screen.findByRole('link', { name: 'Replace a tap' });
    await waitFor(() => expect(document.title).toBe('tap in Plumbing – 1 service | Handwerker Marktplatz'));
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      '1 service for tap · Plumbing on Handwerker Marktplatz: compare prices and reviews of craftsmen and book directly.',
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${window.location.origin}/results?q=tap&category=5`);
    expect(jsonLdDocuments(document.documentElement.outerHTML)).toEqual([]);
  });

  it('a category tab searches that category and puts it in the URL', async () => {
    renderApp('/results?q=tap');
    await userEvent.click(await screen.findByRole('tab', { name: 'Drywall' }));
    expect(currentLocation()).toBe('/results?q=tap&category=2');
    await screen.findByRole('link', { name: 'Replace a tap' });
    expect(searches().at(-1)).toMatchObject({ q: 'tap', category: '2' });
  });

  it('a new search keeps the tab and changes the query', async () => {
    renderApp('/results?q=tap&category=1');
    expect(await screen.findByRole('tab', { name: 'Painter' })).toHaveAttribute('aria-selected', 'true');
    const box = within(screen.getByRole('main')).getByRole('searchbox');
    await userEvent.clear(box);
    await userEvent.type(box, 'wall{Enter}');
    expect(currentLocation()).toBe('/results?q=wall&category=1');
  });

  it('postcode, distance, prices and sort go into the URL and the search; each card says how far away it is', async () => {
    server.use(answerJson('get', '/services/search', (request) => page({ items: request.query.postcode ? [{ ...tap, distance_km: 12.3 }] : [tap] })));
    renderApp('/results?q=tap');
    const filters = await screen.findByRole('form', { name: 'Filter results' });
    await userEvent.type(within(filters).getByLabelText('Your postcode'), '10115');
    await userEvent.selectOptions(within(filters).getByLabelText('Distance'), 'up to 30 km');
    await userEvent.type(within(filters).getByLabelText('Price from (€)'), '50');
    await userEvent.type(within(filters).getByLabelText('Price up to (€)'), '500');
    await userEvent.selectOptions(within(filters).getByLabelText('Sort by'), 'Nearest first');
    await userEvent.click(within(filters).getByRole('button', { name: 'Show results' }));
    // The form checks with the API's schema, whose chunk loads on the first submit.
    await waitFor(() => expect(currentLocation()).toBe('/results?q=tap&postcode=10115&radius_km=30&min_price=50&max_price=500&sort=distance'));
    expect(await screen.findByText('12.3 km away')).toBeInTheDocument();
    expect(searches().at(-1)).toMatchObject({ postcode: '10115', radius_km: '30', min_price: '50', max_price: '500', sort: 'distance' });
  });

  it('a bad filter is refused in the form, with what was typed kept and nothing searched', async () => {
    renderApp('/results?q=tap');
    const filters = await screen.findByRole('form', { name: 'Filter results' });
    await userEvent.type(within(filters).getByLabelText('Price from (€)'), '900');
    await userEvent.type(within(filters).getByLabelText('Price up to (€)'), '100');
    await userEvent.click(within(filters).getByRole('button', { name: 'Show results' }));
    expect(await within(filters).findByText('min_price must not be above max_price')).toBeInTheDocument();
    expect(within(filters).getByLabelText('Price from (€)')).toHaveValue('900');
    expect(currentLocation()).toBe('/results?q=tap');
  });

  it("an unknown postcode: the API's message by the postcode field", async () => {
    server.use(answerError('get', '/services/search', 400, 'Unknown postcode: 99999'));
    renderApp('/results?q=tap&postcode=99999');
    const filters = await screen.findByRole('form', { name: 'Filter results' });
    expect(await within(filters).findByText('Unknown postcode: 99999')).toBeInTheDocument();
    expect(within(filters).getByLabelText('Your postcode')).toHaveValue('99999');
  });

  it("a signed-in buyer's postcode is shown and applied; emptied, the search is everywhere and stays so", async () => {
    authStore.signIn('token', aBuyer({ post_number: '80331' }));
    renderApp('/results?q=tap');
    const filters = await screen.findByRole('form', { name: 'Filter results' });
    expect(within(filters).getByLabelText('Your postcode')).toHaveValue('80331');
    await screen.findByRole('link', { name: 'Replace a tap' });
    expect(searches().every((query) => query.postcode === '80331')).toBe(true);

    await userEvent.clear(within(filters).getByLabelText('Your postcode'));
    await userEvent.click(within(filters).getByRole('button', { name: 'Show results' }));
    await waitFor(() => expect(currentLocation()).toBe('/results?q=tap&postcode='));
    await waitFor(() => expect(searches().at(-1)?.postcode).toBeUndefined());
    expect(within(await screen.findByRole('form', { name: 'Filter results' })).getByLabelText('Your postcode')).toHaveValue('');
  });

  it('says when nothing was found', async () => {
    server.use(answerJson('get', '/services/search', page({ items: [], total: 0, category_counts: [] })));
    renderApp('/results?q=zzz');
    expect(await screen.findByRole('heading', { name: 'No services found' })).toBeInTheDocument();
  });

  it('pages through many results', async () => {
    server.use(answerJson('get', '/services/search', page({ page: 2, total: 30 })));
    renderApp('/results?q=a&page=2');
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Previous/ })).toHaveAttribute('href', '/results?q=a');
    expect(screen.getByRole('link', { name: /Next/ })).toHaveAttribute('href', '/results?q=a&page=3');
  });

  it('a failed search shows an error with a retry', async () => {
    server.use(answerError('get', '/services/search', 500, 'failed', { once: true }));
    renderApp('/results?q=tap');
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Replace a tap' })).toBeInTheDocument();
  });
});
