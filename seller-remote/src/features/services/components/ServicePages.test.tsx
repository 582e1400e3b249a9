import { screen } from '@testing-library/react';
import { sellerPaths } from '../../../config/paths';
import { answerJson, receivedRequests, renderWithProviders, server } from '@craft/shared/testing';
import { makeService } from '../../../testing/data';
import { logInSeller, logOut } from '../../../testing/session';
import { ServiceReviewsPage } from './ServiceReviewsPage';
import { ServiceRatingPage } from './ServiceRatingPage';
import { ServiceOverviewPage } from './ServiceOverviewPage';

const reviews = [
  { id: 1, order_id: 5, service_id: 41, rating: 4.5, text: 'Clean and quick work', buyer_firstname: 'Anna', created_at: '2026-11-22T10:00:00Z', updated_at: '' },
];

beforeEach(() => {
  logInSeller();
  server.use(
    answerJson('get', '/services/41', makeService()),
    answerJson('get', '/services/41/reviews', reviews),
    answerJson('get', '/services/41/stats', { order_count: 3, rating_average: 4.5, rating_count: 1 }),
    answerJson('get', '/services/seller/7', [makeService(), makeService({ id: 42, title: 'Lay tiles' })]),
  );
});
afterEach(() => {
  jest.clearAllMocks();
  logOut();
});

describe('show-product/{id}', () => {
  it("shows the service with Cancel to the dashboard and 'Edit service'", async () => {
    renderWithProviders(<ServiceOverviewPage />, { route: '/home/craftman/show-product/41', path: sellerPaths.showProduct });
    expect(await screen.findByRole('heading', { name: 'Paint a room' })).toBeInTheDocument();
    expect(screen.getByText('Walls and ceiling')).toBeInTheDocument();
    expect(screen.getByText('250€')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo of Paint a room' })).toHaveAttribute('src', expect.stringContaining('/files/photos/a.webp'));
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/home/craftman');
    expect(screen.getByRole('link', { name: 'Edit service' })).toHaveAttribute('href', '/home/craftman/edit-product/41');
  });

  it("refuses another seller's service", async () => {
    server.use(answerJson('get', '/services/41', makeService({ seller_id: 99 })));
    renderWithProviders(<ServiceOverviewPage />, { route: '/home/craftman/show-product/41', path: sellerPaths.showProduct });
    expect(await screen.findByText('This service belongs to another craftsman.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit service' })).not.toBeInTheDocument();
  });
});

describe('product-detail/{id}', () => {
  it("shows photo, title, price, description and the service's real reviews", async () => {
    renderWithProviders(<ServiceReviewsPage />, { route: '/home/craftman/product-detail/41', path: sellerPaths.productDetail });
    expect(await screen.findByRole('heading', { name: 'Paint a room' })).toBeInTheDocument();
    expect(receivedRequests('get', '/services/41')).toHaveLength(1);
    expect(await screen.findByText('Clean and quick work')).toBeInTheDocument();
    expect(receivedRequests('get', '/services/41/reviews')).toHaveLength(1);
    expect(screen.getByText('Anna')).toBeInTheDocument();
  });

  it('says when the service has no reviews yet', async () => {
    server.use(answerJson('get', '/services/41/reviews', []));
    renderWithProviders(<ServiceReviewsPage />, { route: '/home/craftman/product-detail/41', path: sellerPaths.productDetail });
    expect(await screen.findByText('No reviews yet.')).toBeInTheDocument();
  });
});

describe('rating-product?id=', () => {
  it("shows the chosen service's rating with Edit and Back", async () => {
    renderWithProviders(<ServiceRatingPage />, { route: '/home/craftman/rating-product?id=41' });
    expect(await screen.findByText('4.5 (1 Rating)')).toBeInTheDocument();
    expect(screen.getByText('· 3 Orders')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/home/craftman/edit-product/41');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/home/craftman');
  });

  it('without an id lets the seller pick one of their services', async () => {
    renderWithProviders(<ServiceRatingPage />, { route: '/home/craftman/rating-product' });
    expect(await screen.findByRole('link', { name: 'Lay tiles' })).toHaveAttribute('href', '/home/craftman/rating-product?id=42');
  });

  it('says when a service has no ratings yet', async () => {
    server.use(answerJson('get', '/services/41/stats', { order_count: 0, rating_average: null, rating_count: 0 }));
    renderWithProviders(<ServiceRatingPage />, { route: '/home/craftman/rating-product?id=41' });
    expect(await screen.findByText('No ratings yet')).toBeInTheDocument();
  });
});
