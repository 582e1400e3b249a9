import { screen } from '@testing-library/react';
import { getSellerServices, getService, getServiceReviews, getServiceStats } from '@craft/shared';
import { sellerPaths } from '../../../config/paths';
import { renderWithProviders } from '@craft/shared/testing';
import { makeService } from '../../../testing/data';
import { logInSeller, logOut } from '../../../testing/session';
import { ProductDetailPage } from './ProductDetailPage';
import { RatingProductPage } from './RatingProductPage';
import { ShowProductPage } from './ShowProductPage';

jest.mock('@craft/shared', () => ({
  ...jest.requireActual('@craft/shared'),
  getService: jest.fn(),
  getSellerServices: jest.fn(),
  getServiceReviews: jest.fn(),
  getServiceStats: jest.fn(),
}));

const reviews = [
  { id: 1, order_id: 5, service_id: 41, rating: 4.5, text: 'Clean and quick work', buyer_firstname: 'Anna', created_at: '2026-11-22T10:00:00Z', updated_at: '' },
];

beforeEach(() => {
  logInSeller();
  jest.mocked(getService).mockResolvedValue(makeService());
  jest.mocked(getServiceReviews).mockResolvedValue(reviews);
  jest.mocked(getServiceStats).mockResolvedValue({ order_count: 3, rating_average: 4.5, rating_count: 1 });
  jest.mocked(getSellerServices).mockResolvedValue([makeService(), makeService({ id: 42, title: 'Lay tiles' })]);
});
afterEach(() => {
  jest.clearAllMocks();
  logOut();
});

describe('show-product/{id}', () => {
  it("shows the service with Cancel to the dashboard and 'Edit service'", async () => {
    renderWithProviders(<ShowProductPage />, { route: '/home/craftman/show-product/41', path: sellerPaths.showProduct });
    expect(await screen.findByRole('heading', { name: 'Paint a room' })).toBeInTheDocument();
    expect(screen.getByText('Walls and ceiling')).toBeInTheDocument();
    expect(screen.getByText('250€')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo of Paint a room' })).toHaveAttribute('src', expect.stringContaining('/files/photos/a.webp'));
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/home/craftman');
    expect(screen.getByRole('link', { name: 'Edit service' })).toHaveAttribute('href', '/home/craftman/edit-product/41');
  });

  it("refuses another seller's service", async () => {
    jest.mocked(getService).mockResolvedValue(makeService({ seller_id: 99 }));
    renderWithProviders(<ShowProductPage />, { route: '/home/craftman/show-product/41', path: sellerPaths.showProduct });
    expect(await screen.findByText('This service belongs to another craftsman.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit service' })).not.toBeInTheDocument();
  });
});

describe('product-detail/{id}', () => {
  it("shows photo, title, price, description and the service's real reviews", async () => {
    renderWithProviders(<ProductDetailPage />, { route: '/home/craftman/product-detail/41', path: sellerPaths.productDetail });
    expect(await screen.findByRole('heading', { name: 'Paint a room' })).toBeInTheDocument();
    expect(getService).toHaveBeenCalledWith(41);
    expect(await screen.findByText('Clean and quick work')).toBeInTheDocument();
    expect(getServiceReviews).toHaveBeenCalledWith(41);
    expect(screen.getByText('Anna')).toBeInTheDocument();
  });

  it('says when the service has no reviews yet', async () => {
    jest.mocked(getServiceReviews).mockResolvedValue([]);
    renderWithProviders(<ProductDetailPage />, { route: '/home/craftman/product-detail/41', path: sellerPaths.productDetail });
    expect(await screen.findByText('No reviews yet.')).toBeInTheDocument();
  });
});

describe('rating-product?id=', () => {
  it("shows the chosen service's rating with Edit and Back", async () => {
    renderWithProviders(<RatingProductPage />, { route: '/home/craftman/rating-product?id=41' });
    expect(await screen.findByText('4.5 (1 Rating)')).toBeInTheDocument();
    expect(screen.getByText('· 3 Orders')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/home/craftman/edit-product/41');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/home/craftman');
  });

  it('without an id lets the seller pick one of their services', async () => {
    renderWithProviders(<RatingProductPage />, { route: '/home/craftman/rating-product' });
    expect(await screen.findByRole('link', { name: 'Lay tiles' })).toHaveAttribute('href', '/home/craftman/rating-product?id=42');
  });

  it('says when a service has no ratings yet', async () => {
    jest.mocked(getServiceStats).mockResolvedValue({ order_count: 0, rating_average: null, rating_count: 0 });
    renderWithProviders(<RatingProductPage />, { route: '/home/craftman/rating-product?id=41' });
    expect(await screen.findByText('No ratings yet')).toBeInTheDocument();
  });
});
