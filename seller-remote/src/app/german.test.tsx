import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@craft/shared/i18n';
import { answerError, answerJson, aReview, categoryChoices, renderWithProviders, server } from '@craft/shared/testing';
import { sellerPaths } from '../config/paths';
import { ServiceReviewsPage } from '../features/services/components/ServiceReviewsPage';
import { ServiceRatingPage } from '../features/services/components/ServiceRatingPage';
import { makeDirectOffer, makeOrder, makeService } from '../testing/data';
import { logInSeller, logOut, seller } from '../testing/session';
import { SellerDashboard } from './dashboard';
import { manifest } from './manifest';

/** The craftsman's screens in German; the jest setup switches back to English after each test. */

const project = {
  id: 12,
  seller_id: 7,
  name: 'Dach Villa Sonnenhang',
  start_date: '2026-03-01',
  end_date: null,
  description: 'Neues Dach mit Dämmung',
  images: [],
  created_at: '2026-04-03T10:00:00Z',
  updated_at: '2026-04-03T10:00:00Z',
};

const quotation = {
  id: 1,
  category_id: { Int64: 2, Valid: true },
  document_url: { String: '', Valid: false },
  description: { String: 'Flur neu verputzen', Valid: true },
  status: 'open',
  user_id: { Int64: 3, Valid: true },
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
};

beforeEach(() => {
  logInSeller();
  server.use(
    answerJson('get', '/users/7', { ...seller, phone: '030 999' }),
    answerJson('get', '/services/seller/7', [makeService({ id: 41, title: 'Zimmer streichen', created_at: '2026-11-22T10:00:00Z' })]),
    answerJson('get', '/services/41', makeService({ title: 'Zimmer streichen' })),
    answerJson('get', '/services/41/reviews', [
      aReview({ id: 1, order_id: 5, service_id: 41, rating: 4.5, text: 'Sauber und schnell', buyer_firstname: null, created_at: '2026-11-23T10:00:00Z' }),
    ]),
    answerJson('get', '/services/41/stats', { order_count: 3, rating_average: 4.5, rating_count: 1 }),
    answerJson('get', '/reviews/received', [
      aReview({ id: 1, order_id: 5, service_id: 41, rating: 4.5, text: 'Sauber und schnell', buyer_firstname: 'Anna', service_title: 'Zimmer streichen' }),
      aReview({ id: 2, order_id: 6, service_id: 41, rating: 3.5, text: 'Gut', buyer_firstname: 'Ben', service_title: 'Zimmer streichen' }),
    ]),
    answerJson('get', '/orders/received', [makeOrder({ id: 5, service_title: 'Zimmer streichen', payment_method: 'bank-transfer', status: 'pending' })]),
    answerJson('get', '/users/me/payment-details', { details: null }),
    answerJson('get', '/invoices', []),
    answerJson('get', '/direct-offers/received', [makeDirectOffer({ buyer_name: null })]),
    answerJson('get', '/quotation/answered', []),
    answerJson('get', '/quotation', [quotation]),
    answerJson('get', '/categories', categoryChoices),
    answerJson('get', '/quotation/1/answer', { id: 70, quotation_id: 1, seller_id: 7, seller_name: 'Maurer Bau', price: 1590, message: 'Alles inklusive', created_at: '', updated_at: '' }),
    answerJson('get', '/portfolio/seller/7', [project]),
    answerJson('get', '/sellers/me/onboarding', { complete: false, items: [{ id: 'email', done: true }, { id: 'company', done: false }, { id: 'trader', done: false }, { id: 'service_area', done: true }, { id: 'service', done: true }] }),
    answerJson('get', '/sellers/me/company', { description: null, logo_url: null, master_business: null, founding_year: null }),
    answerJson('get', '/sellers/me/trader', { status: 'none', details: null, message: null, submitted_at: null, verified_at: null }),
    answerJson('get', '/sellers/me/service-area', { post_number: '10115', radius_km: 30, place: 'Berlin' }),
  );
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.clearAllMocks();
  logOut();
});

const german = () => act(() => setLanguage('de'));
const dashboardTab = (tab: string) => renderWithProviders(<SellerDashboard />, { route: `${sellerPaths.dashboard}?tab=${tab}` });

describe('the Handwerker-Bereich in German', () => {
  it('names the page, the company details and every tab in German', async () => {
    await german();
    dashboardTab('services');
    expect(screen.getByRole('heading', { level: 1, name: 'Handwerker-Bereich' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Angaben zum Betrieb' })).toBeInTheDocument();
    expect(screen.getByText('E-Mail-Adresse')).toBeInTheDocument();
    // The first-day checklist: the open item in words, in German.
    const steps = await screen.findByRole('region', { name: 'Ihre ersten Schritte' });
    expect(within(steps).getByText('3 von 5 erledigt. Wenn alles erledigt ist, finden und vertrauen Ihnen Kunden.')).toBeInTheDocument();
    expect(within(steps).getByRole('link', { name: /Firmenprofil vervollständigen/ }).closest('li')).toHaveTextContent('Noch offen');
    expect(screen.getByRole('tablist', { name: 'Bereiche' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Ihre Leistungen',
      'Bewertungen',
      'Leistungen verwalten',
      'Zahlungen',
      'Preisvorschläge',
      'Angebotsanfragen',
      'Ihre Referenzen',
      'Einblicke',
      'Nachrichten',
    ]);
    expect(await screen.findByText('030 999')).toBeInTheDocument();
  });

  it('Ihre Leistungen: the creation date in German', async () => {
    await german();
    dashboardTab('services');
    expect(await screen.findByText('Angelegt am 22. November 2026')).toBeInTheDocument();
  });

  it('Bewertungen: the average with a German decimal comma and plural, each review with its stars', async () => {
    await german();
    dashboardTab('reviews');
    expect(await screen.findByText('Durchschnittliche Bewertung: 4,0 von 5 Sternen (2 Bewertungen)')).toBeInTheDocument();
    expect(screen.getAllByText('für Zimmer streichen')).toHaveLength(2);
    // The kit's stars name themselves after the label they are given: "<label>: <value>".
    expect(screen.getByRole('img', { name: /^Mit 4,5 von 5 Sternen bewertet: / })).toBeInTheDocument();
  });

  it('Leistungen verwalten: the service area and the service rows, their buttons named for the service', async () => {
    await german();
    dashboardTab('manage');
    expect(await screen.findByText('Derzeit: bis zu 30 km um 10115 Berlin.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ihr Einsatzgebiet' })).toBeInTheDocument();
    // The trader details have a postcode field too.
    expect(within(screen.getByRole('region', { name: 'Ihr Einsatzgebiet' })).getByLabelText('Postleitzahl')).toHaveValue('10115');
    expect(screen.getByRole('link', { name: 'Leistung anlegen' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Zimmer streichen ansehen' })).toHaveTextContent('Ansehen');
    expect(screen.getByRole('button', { name: 'Zimmer streichen löschen' })).toHaveTextContent('Löschen');
  });

  it('Zahlungen: labels, the payment method and the order status in German', async () => {
    await german();
    dashboardTab('payment');
    expect(await screen.findByText('Überweisung')).toBeInTheDocument();
    expect(screen.getByText('Zahlungsart')).toBeInTheDocument();
    expect(screen.getByText('Angefragt')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Zahlungsdaten' })).toBeInTheDocument();
    expect(screen.getByLabelText('Steuerstatus')).toHaveDisplayValue('Umsatzsteuerpflichtig (19 % USt. auf Rechnungen)');
    expect(screen.getByRole('button', { name: 'Rechnungen und Zahlungen herunterladen (CSV)' })).toBeInTheDocument();
  });

  it('Preisvorschläge: the stages, the steps and an unnamed customer in German', async () => {
    await german();
    dashboardTab('buyer-offers');
    expect(await screen.findByRole('heading', { name: 'Projekte' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Neu eingegangen' })).toBeInTheDocument();
    expect(screen.getByText('Noch keine Angebotsanfragen gewonnen.')).toBeInTheDocument();
    const order = screen.getByRole('listitem', { name: 'Zimmer streichen' });
    expect(within(order).getByText(/Status: Wartet auf Ihre Antwort/)).toBeInTheDocument();
    expect(within(order).getByRole('button', { name: 'Annehmen' })).toBeInTheDocument();
    expect(within(order).getByRole('link', { name: 'Details ansehen' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Von einem Kunden' })).toBeInTheDocument();
  });

  it('Angebotsanfragen: category, status and the earlier answer in German, the price in German form', async () => {
    await german();
    dashboardTab('quotations');
    const request = (await screen.findByText('Flur neu verputzen')).closest('li') as HTMLElement;
    expect(within(request).getByText('Trockenbau')).toBeInTheDocument();
    expect(within(request).getByText('Offen')).toBeInTheDocument();
    expect(within(request).getByText('20. November 2026')).toBeInTheDocument();
    expect(within(request).getByText('Kein Dokument')).toBeInTheDocument();
    // formatPrice: a dot between thousands, a non-breaking space before the euro sign.
    expect((await within(request).findByRole('heading', { level: 4, name: /^Ihr Angebot: 1\.590/ })).textContent).toBe('Ihr Angebot: 1.590\u00a0€');
    expect(within(request).getByRole('button', { name: 'Preis ändern' })).toBeInTheDocument();
  });

  it('Ihre Referenzen: the project with its German period and actions', async () => {
    await german();
    dashboardTab('portfolio');
    expect(await screen.findByText('1. März 2026 – offen')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Projekt hinzufügen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Details ansehen' })).toBeInTheDocument();
  });

  it('switches to German and back to the spec’s English without a reload', async () => {
    const user = userEvent.setup();
    dashboardTab('services');
    expect(screen.getByRole('tab', { name: 'Your Service' })).toBeInTheDocument();
    await german();
    expect(await screen.findByRole('tab', { name: 'Ihre Leistungen' })).toBeInTheDocument();
    expect(await screen.findByText('Angelegt am 22. November 2026')).toBeInTheDocument();
    await act(() => setLanguage('en'));
    expect(await screen.findByRole('tab', { name: 'Your Service' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Craftman Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('Created November 22, 2026')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Buyer Offer' }));
    expect(await screen.findByRole('heading', { name: 'Incoming' })).toBeInTheDocument();
    expect(screen.getByText('No quotation requests won yet.')).toBeInTheDocument();
  });
});

describe('the product pages in German', () => {
  it('product-detail: photo, date, "ab" before the price and the reviews in German', async () => {
    await german();
    renderWithProviders(<ServiceReviewsPage />, { route: '/home/craftman/product-detail/41', path: sellerPaths.productDetail });
    expect(await screen.findByRole('heading', { name: 'Zimmer streichen' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Foto von Zimmer streichen' })).toBeInTheDocument();
    expect(screen.getByText(/^ab/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Bewertungen' })).toBeInTheDocument();
    expect(await screen.findByText('Ein Kunde')).toBeInTheDocument();
    expect(screen.getByText(/23\. November 2026/)).toBeInTheDocument();
  });

  it('rating-product: the average with a comma, plurals of ratings and orders, Bearbeiten and Zurück', async () => {
    await german();
    renderWithProviders(<ServiceRatingPage />, { route: '/home/craftman/rating-product?id=41' });
    expect(await screen.findByText('4,5 (1 Bewertung)')).toBeInTheDocument();
    expect(screen.getByText('· 3 Aufträge')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bearbeiten' })).toHaveAttribute('href', '/home/craftman/edit-product/41');
    expect(screen.getByRole('link', { name: 'Zurück' })).toHaveAttribute('href', '/home/craftman');
  });

  it('a service of another craftsman is refused in German', async () => {
    server.use(answerError('get', '/services/41', 404));
    await german();
    renderWithProviders(<ServiceReviewsPage />, { route: '/home/craftman/product-detail/41', path: sellerPaths.productDetail });
    expect(await screen.findByText('Leistung nicht gefunden.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zum Handwerker-Bereich' })).toHaveAttribute('href', '/home/craftman');
  });
});

describe('the manifest the host reads before the remote loads', () => {
  it('carries the entry labels in English (the spec) and German', () => {
    expect(manifest.texts).toEqual({
      en: { dashboard: 'Go to your dashboard', messages: 'Messages', jobs: 'Jobs' },
      de: { dashboard: 'Zum Handwerker-Bereich', messages: 'Nachrichten', jobs: 'Projekte' },
    });
  });
});
