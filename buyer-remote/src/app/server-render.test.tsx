/**
 * The buyer remote's server-rendered pages (service, craftsman) with the API stalled: the server
 * gives up on their reads after its limit and renders the unreachable notice where the page would
 * be (not "Loading..."), the page is reported as failed (not cached), and the browser hydrates that
 * notice and then shows the page once the API answers.
 */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { act, screen, waitFor } from '@testing-library/react';
import { sharedText } from '@craft/shared';
import { setLanguage } from '@craft/shared/i18n';
import { queryClient, restoreServerQueries, settleServerQueries, takeServerQueries } from '@craft/shared/query';
import { jsonLdDocuments } from '@craft/shared/seo/schema-org-check';
import { aCategory, aReview, aService, answerJson, answerNever, server, TestProviders } from '@craft/shared/testing';
import { ServiceDetailPage } from '../features/service-detail/components/ServiceDetailPage';
import { SellerPublicPage } from '../features/seller-public/components/SellerPublicPage';
import { renderPage } from '../testing/render';
import { prefetch } from './prefetch';

/** The server's render of one page: HTML, no effects. */
const serverHtml = (ui: ReactElement, route: string, path: string) =>
  renderToString(
    <TestProviders>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
        </Routes>
      </MemoryRouter>
    </TestProviders>,
  );

const aSeller = {
  id: 3,
  firstname: 'anna',
  lastname: 'Becker',
  company_name: 'Becker Malerbetrieb',
  display_name: 'Becker Malerbetrieb',
  services: [aService({ id: 7, title: 'Facade painting' })],
  portfolio: [],
  rating_average: 4.25,
  rating_count: 8,
};

/** The API answering normally, once it is back. */
const apiBack = () =>
  server.use(
    answerJson('get', '/services/7', aService()),
    answerJson('get', '/services/7/stats', { order_count: 30, rating_average: 4.75, rating_count: 20 }),
    answerJson('get', '/services/7/reviews', [aReview()]),
    answerJson('get', '/users/3', { id: 3, firstname: 'anna', lastname: 'Becker', role: 'seller', company_name: 'Becker Malerbetrieb' }),
    answerJson('get', '/categories', [aCategory({ id: 1, name: 'Painter' })]),
    answerJson('get', '/sellers/3', aSeller),
    answerJson('get', '/wishlist', []),
  );

const stalled = () =>
  server.use(
    answerNever('get', '/services/7'),
    answerNever('get', '/services/7/stats'),
    answerNever('get', '/services/7/reviews'),
    answerNever('get', '/categories'),
    answerNever('get', '/sellers/3'),
  );

beforeEach(() => {
  // The failed reads' reports: the server's log, not this test's.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(async () => {
  takeServerQueries();
  queryClient.clear();
  await act(() => setLanguage('en'));
});

describe.each([
  { page: 'service', ui: <ServiceDetailPage />, route: '/services/7', path: '/services/:id', read: () => prefetch.serviceDetail!({ id: '7' }), heading: 'Paint a room up to 20 m²' },
  { page: 'craftsman', ui: <SellerPublicPage />, route: '/sellers/3', path: '/sellers/:id', read: () => prefetch.sellerPublic!({ id: '3' }), heading: 'Becker Malerbetrieb' },
])('the $page page rendered on the server while the API stalls', ({ ui, route, path, read, heading }) => {
  it.each(['en', 'de'] as const)('(%s) sends the unreachable notice after the read limit, uncached, and the browser then shows the page', async (language) => {
    await act(() => setLanguage(language));
    stalled();
    // As the server does (host/src/server/render-page.tsx): the page's prefetch, for at most the read limit (shortened here).
    const started = Date.now();
    await settleServerQueries(read(), 30);
    expect(Date.now() - started).toBeLessThan(2_000);
    const html = serverHtml(ui, route, path);
    expect(html).toContain('role="alert"');
    expect(html).toContain(sharedText('common.unreachable').replace(/'/g, '&#x27;'));
    expect(html).not.toContain(sharedText('common.loading'));
    const { state, failures, failed, notFound } = takeServerQueries();
    // Not a good page: the web tier neither caches it nor answers 404.
    expect(failed).toBe(true);
    expect(notFound).toBe(false);
    expect(failures.map(({ failure }) => failure)).toContain('unreachable');

    // The browser: the hydrating render shows what the server sent, then the page reads again.
    apiBack();
    restoreServerQueries(state, failures);
    renderPage(ui, { route, path });
    expect(screen.getByRole('alert')).toHaveTextContent(sharedText('common.unreachable'));
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

it('a page whose reads answer in time is rendered with its data and nothing failed', async () => {
  apiBack();
  await settleServerQueries(prefetch.serviceDetail!({ id: '7' }), 2_000);
  const html = serverHtml(<ServiceDetailPage />, '/services/7', '/services/:id');
  expect(html).toContain('Paint a room up to 20 m²');
  expect(html).not.toContain('role="alert"');
  const { failures, failed } = takeServerQueries();
  expect(failures).toEqual([]);
  expect(failed).toBe(false);
});

it("the service page's state names its trade without every category's services, and the browser names it from there", async () => {
  apiBack();
  await settleServerQueries(prefetch.serviceDetail!({ id: '7' }), 2_000);
  const html = serverHtml(<ServiceDetailPage />, '/services/7', '/services/:id');
  expect(jsonLdDocuments(html)[0]).toMatchObject({ category: 'Painter' });
  const { state, failures } = takeServerQueries();
  const categories = state.queries.filter((query) => query.queryKey[0] === 'categories');
  expect(categories.map((query) => query.state.data)).toEqual([[{ id: 1, name: 'Painter' }]]);

  restoreServerQueries(state, failures);
  renderPage(<ServiceDetailPage />, { route: '/services/7', path: '/services/:id' });
  await screen.findByRole('heading', { level: 1, name: 'Paint a room up to 20 m²' });
  await waitFor(() => expect(jsonLdDocuments(document.documentElement.outerHTML)[0]).toMatchObject({ category: 'Painter' }));
});

it('a missing service is rendered as not found on the server, and the browser keeps it so without asking again', async () => {
  apiBack();
  server.use(answerJson('get', '/services/7', { error: 'Not found' }, { status: 404 }));
  await settleServerQueries(prefetch.serviceDetail!({ id: '7' }), 2_000);
  const html = serverHtml(<ServiceDetailPage />, '/services/7', '/services/:id');
  expect(html).toContain('Service not found.');
  const { state, failures, notFound } = takeServerQueries();
  expect(notFound).toBe(true);

  apiBack();
  restoreServerQueries(state, failures);
  renderPage(<ServiceDetailPage />, { route: '/services/7', path: '/services/:id' });
  expect(screen.getByText('Service not found.')).toBeInTheDocument();
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(screen.getByText('Service not found.')).toBeInTheDocument();
});
