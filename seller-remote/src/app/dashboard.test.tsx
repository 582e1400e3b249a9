import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { manifestProblem } from '@craft/shared';
import { sellerPaths } from '../config/paths';
import { answerError, answerJson, renderWithProviders, server } from '@craft/shared/testing';
import { makeService } from '../testing/data';
import { logInSeller, logOut, seller } from '../testing/session';
import { SellerDashboard } from './dashboard';
import { registration } from './register';

beforeEach(() => {
  logInSeller();
  server.use(
    answerJson('get', '/users/7', { ...seller, phone: '030 999' }),
    answerJson('get', '/services/seller/7', [
      makeService({ id: 41, title: 'Paint a room', created_at: '2026-11-22T10:00:00Z' }),
      makeService({ id: 42, title: 'Lay tiles', photo: null, created_at: '2026-01-05T10:00:00Z' }),
    ]),
    answerJson('get', '/orders/received', []),
    answerJson('get', '/users/me/payment-details', { details: null }),
    answerJson('get', '/invoices', []),
    answerJson('get', '/direct-offers/received', []),
    answerJson('get', '/quotation/answered', []),
    answerJson('get', '/sellers/me/onboarding', { complete: false, items: [{ id: 'email', done: true }, { id: 'company', done: false }, { id: 'trader', done: false }, { id: 'service_area', done: false }, { id: 'service', done: true }] }),
    answerJson('get', '/sellers/me/company', { description: null, logo_url: null, master_business: null, founding_year: null }),
    answerJson('get', '/sellers/me/trader', { status: 'none', details: null, message: null, submitted_at: null, verified_at: null }),
    answerJson('get', '/sellers/me/service-area', { post_number: null, radius_km: 30, place: null }),
  );
});
afterEach(() => {
  jest.clearAllMocks();
  logOut();
});

describe('craftman dashboard (/home/craftman)', () => {
  it("shows the first-day checklist above the company information, as the server computed it", async () => {
    renderWithProviders(<SellerDashboard />, { route: sellerPaths.dashboard });
    const steps = await screen.findByRole('region', { name: 'Your first steps' });
    expect(steps.compareDocumentPosition(screen.getByRole('region', { name: 'Company information' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(steps).getByText('2 of 5 done. Customers find and trust you once all are done.')).toBeInTheDocument();
    expect(within(steps).getByRole('link', { name: 'Set your service area' }).closest('li')).toHaveTextContent('Not done yet');
  });

  it('shows the company information: name, email, phone and address', async () => {
    renderWithProviders(<SellerDashboard />, { route: sellerPaths.dashboard });
    expect(screen.getByText('Maurer Bau')).toBeInTheDocument();
    expect(screen.getByText('max@example.com')).toBeInTheDocument();
    expect(screen.getByText('Hauptstr. 1, 10115')).toBeInTheDocument();
    expect(await screen.findByText('030 999')).toBeInTheDocument();
  });

  it('keeps the stored company details when the fresh read fails', async () => {
    server.use(answerError('get', '/users/7', 500));
    renderWithProviders(<SellerDashboard />, { route: sellerPaths.dashboard });
    expect(await screen.findByText('0151 234567')).toBeInTheDocument();
  });

  it('has the tabs Your Service, Review and Rating, Manage Service, Payment, Buyer Offer, Quotation, Your Portfolio, Insights and Messages', async () => {
    renderWithProviders(<SellerDashboard />, { route: sellerPaths.dashboard });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Your Service',
      'Review and Rating',
      'Manage Service',
      'Payment',
      'Buyer Offer',
      'Quotation',
      'Your Portfolio',
      'Insights',
      'Messages',
    ]);
    expect(screen.getByRole('tab', { name: 'Your Service' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('030 999')).toBeInTheDocument();
  });

  it('shows the services as cards with en-US long creation dates, linking to product-detail', async () => {
    renderWithProviders(<SellerDashboard />, { route: sellerPaths.dashboard });
    expect(await screen.findByRole('link', { name: 'Paint a room' })).toHaveAttribute('href', '/home/craftman/product-detail/41');
    expect(screen.getByText('Created November 22, 2026')).toBeInTheDocument();
    expect(screen.getByText('Created January 5, 2026')).toBeInTheDocument();
    expect(screen.getAllByText('250€')).toHaveLength(2);
  });

  it('opens the tab named in ?tab= and switches tabs by click', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SellerDashboard />, { route: '/home/craftman?tab=buyer-offers' });
    expect(screen.getByRole('tab', { name: 'Buyer Offer' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Nothing is waiting for your answer.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Manage Service' }));
    expect(await screen.findByRole('link', { name: 'Add Service' })).toBeInTheDocument();
  });
});

describe('the registration module', () => {
  it('declares every seller path for craftsmen only, with a page for each', async () => {
    const { manifest, pages } = registration;
    expect(manifestProblem(manifest, 'seller')).toBeNull();
    expect(manifest.routes.map((route) => route.path).sort()).toEqual(Object.values(sellerPaths).sort());
    expect(manifest.routes.every((route) => route.access === 'seller')).toBe(true);
    expect(Object.keys(pages).sort()).toEqual(manifest.routes.map((route) => route.id).sort());
    expect((await pages.dashboard!()).default).toBe(SellerDashboard);
  });
});
