/**
 * The buyer's main screens in German: service detail, the Favorable Offer flow, My jobs and
 * an order, Personal Information. English stays the spec's text (the other tests), and a switch
 * back shows it again without a reload.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@craft/shared/i18n';
import {
  aBuyer,
  aCatalogueService,
  aDirectOffer,
  anOrder,
  aQuotation,
  aReview,
  aService,
  answerJson,
  categoryChoices,
  server,
} from '@craft/shared/testing';
import { ServiceDetailPage } from '../features/service-detail/components/ServiceDetailPage';
import { FavorablePage } from '../features/favorable/components/FavorablePage';
import { QuotationDocumentPage } from '../features/favorable/components/QuotationDocumentPage';
import { QuotationContactPage } from '../features/favorable/components/QuotationContactPage';
import { saveDraft } from '../features/favorable/lib/quotation-draft';
import { OrderDetailPage } from '../features/orders/components/OrderDetailPage';
import { PaymentPage } from '../features/payment/components/PaymentPage';
import { logInBuyer } from '../testing/data';
import { renderPage } from '../testing/render';
import { JobsPage } from './JobsPage';
import { ProfilePage } from './ProfilePage';

const inGerman = () => act(() => setLanguage('de'));
// formatPrice puts a no-break space before the euro sign.
const spaced = (text: string) => text.replace(/\u00a0/g, ' ');

describe('the buyer screens in German', () => {
  it('service detail: order count, rating with a decimal comma, the order card; English again after a switch', async () => {
    server.use(
      answerJson('get', '/services/7', aService()),
      answerJson('get', '/services/7/stats', { order_count: 30, rating_average: 4.75, rating_count: 20 }),
      answerJson('get', '/services/7/reviews', [aReview()]),
      answerJson('get', '/users/3', { id: 3, firstname: 'anna', lastname: 'Becker', role: 'seller', company_name: 'Becker Malerbetrieb' }),
      answerJson('get', '/wishlist', []),
    );
    await inGerman();
    renderPage(<ServiceDetailPage />, { route: '/services/7', path: '/services/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Paint a room up to 20 m²' })).toBeInTheDocument();
    expect(await screen.findByText('30 Aufträge')).toBeInTheDocument();
    expect(screen.getByText('4,8 (20 Bewertungen)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Frage zur Leistung stellen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Mehr über den Betrieb/ })).toHaveAttribute('href', '/sellers/3');
    const card = screen.getByRole('complementary', { name: 'Jetzt beauftragen' });
    expect(within(card).getByRole('link', { name: 'Beauftragen' })).toHaveAttribute('href', '/payment?service=7');
    expect(screen.getByRole('heading', { name: 'Bewertungen' })).toBeInTheDocument();

    await act(() => setLanguage('en'));
    expect(await screen.findByText('30 Offerings')).toBeInTheDocument();
    expect(screen.getByText('4.8 (20 Rating)')).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Make your orders' })).toBeInTheDocument();
  });

  it('Favorable Offer: the three steps, the upload page with German categories and checks, the contact form', async () => {
    server.use(answerJson('get', '/categories', categoryChoices));
    await inGerman();
    const { unmount } = renderPage(<FavorablePage />, { route: '/favorable', path: '/favorable' });
    expect(screen.getByRole('heading', { level: 1, name: 'Günstigeres Angebot' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Angebotsanfrage kostenlos einreichen' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Antworten der Handwerker abwarten' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Vergleichen und auswählen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Angebot hochladen' })).toHaveAttribute('href', '/favorable/document');
    unmount();

    const document = renderPage(<QuotationDocumentPage />, { route: '/favorable/document', path: '/favorable/document' });
    expect(screen.getByRole('heading', { level: 1, name: 'Angebot hochladen' })).toBeInTheDocument();
    const category = await screen.findByRole('combobox', { name: 'Kategorie' });
    expect(within(category).getByRole('option', { name: 'Maler' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Projektbeschreibung' }), 'Zwei Zimmer streichen');
    await userEvent.click(screen.getByRole('button', { name: 'Mit Beschreibung weiter' }));
    expect(await screen.findByText('Bitte wählen Sie eine Kategorie.')).toBeInTheDocument();
    document.unmount();

    saveDraft({ category_id: 1, description: 'Zwei Zimmer streichen' });
    renderPage(<QuotationContactPage />, { route: '/favorable/document/profile', path: '/favorable/document/profile' });
    expect(screen.getByRole('heading', { level: 1, name: 'Günstigstes Angebot erhalten' })).toBeInTheDocument();
    expect(screen.getByText('Ihr Projekt: Zwei Zimmer streichen')).toBeInTheDocument();
    for (const label of ['Vorname', 'Nachname', 'Straße', 'Postleitzahl', 'Telefon', 'E-Mail']) {
      expect(screen.getByLabelText(label, { exact: false })).toBeInTheDocument();
    }
    await userEvent.click(screen.getByRole('button', { name: 'Günstigstes Angebot erhalten' }));
    expect(await screen.findAllByText('Dieses Feld ist erforderlich.')).toHaveLength(6);
  });

  it('My jobs: tabs, statuses and quotation requests with German prices and category names', async () => {
    logInBuyer();
    server.use(
      answerJson('get', '/orders', [anOrder({ service_title: 'Tile the bathroom', status: 'completed' })]),
      answerJson('get', '/direct-offers', [aDirectOffer({ description: 'Fix the garden fence' })]),
      answerJson('get', '/quotation/mine', [
        aQuotation({ answers: [{ id: 41, quotation_id: 31, seller_id: 3, seller_name: 'Becker Malerbetrieb', price: 1590, message: '', status: 'open', seller_rating_average: null, seller_rating_count: 0, created_at: '2026-11-21T10:00:00.000Z', updated_at: '2026-11-21T10:00:00.000Z' }] }),
      ]),
    );
    await inGerman();
    renderPage(<JobsPage />, { route: '/jobs', path: '/jobs' });
    expect(screen.getByRole('heading', { level: 1, name: 'Meine Projekte' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Aufträge' })).toHaveAttribute('aria-selected', 'true');
    const orders = screen.getByRole('tabpanel');
    expect(await within(orders).findByText('Tile the bathroom')).toBeInTheDocument();
    expect(within(orders).getByText('Abgeschlossen')).toBeInTheDocument();
    expect(within(orders).getByRole('link', { name: 'Details ansehen' })).toBeInTheDocument();
    expect(within(orders).getByRole('link', { name: 'Bewertung abgeben' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Angebotsanfragen' }));
    const requests = screen.getByRole('tabpanel');
    expect(await within(requests).findByRole('heading', { name: 'Maler' })).toBeInTheDocument();
    expect(within(requests).getByText('Offen')).toBeInTheDocument();
    expect(within(requests).getByText('20. November 2026')).toBeInTheDocument();
    const accept = within(requests).getByRole('button', { name: /^Angebot von Becker Malerbetrieb über/ });
    expect(spaced(accept.getAttribute('aria-label') ?? '')).toBe('Angebot von Becker Malerbetrieb über 1.590 € annehmen');
    expect(accept).toHaveTextContent('Annehmen');
  });

  it('ordering: payment methods, the Payment dialog and its hint in German', async () => {
    logInBuyer();
    server.use(answerJson('get', '/services/7', aService()));
    await inGerman();
    renderPage(<PaymentPage />, { route: '/payment?service=7', path: '/payment' });
    expect(await screen.findByRole('radio', { name: 'Kreditkarte' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Überweisung' }));
    expect(screen.getByRole('textbox', { name: 'Projektbeschreibung' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zahlung' });
    expect(within(dialog).getByText('Zahlung per Überweisung')).toBeInTheDocument();
    expect(within(dialog).getByText(/Sie bezahlen den Handwerker per Überweisung: Sobald er annimmt, zeigt der Auftrag seine Bankverbindung und einen GiroCode/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Auftrag erteilen' })).toBeInTheDocument();
  });

  it('an order: its facts, the quantity line in German units and prices, the work-done reminder', async () => {
    logInBuyer();
    server.use(
      answerJson(
        'get',
        '/orders/11',
        anOrder({ status: 'work_done', quantity: 3, unit_price: 45, amount: 135, price_unit: 'hour', payment_method: 'bank-transfer', auto_complete_at: '2026-11-27T10:00:00.000Z' }),
      ),
      answerJson('get', '/orders/11/transfer', {
        order_id: 11,
        amount: 135,
        currency: 'EUR',
        reference: 'Auftrag 11',
        account: { holder: 'Malerei Müller', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
        giro_code: { payload: 'BCD', svg: '<svg xmlns="http://www.w3.org/2000/svg"/>' },
      }),
    );
    await inGerman();
    renderPage(<OrderDetailPage />, { route: '/orders/detail?id=11', path: '/orders/detail' });
    expect(await screen.findByText('Arbeit erledigt')).toBeInTheDocument();
    expect(screen.getByText((_, node) => node?.tagName === 'DD' && spaced(node.textContent ?? '') === '3 × 45 € pro Stunde')).toBeInTheDocument();
    expect(screen.getByText('Überweisung')).toBeInTheDocument();
    expect(screen.getByText('endet auf 1234')).toBeInTheDocument();
    expect(screen.getByText(/am 27\. November 2026 automatisch abgeschlossen/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Erledigte Arbeit bestätigen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Auftrag stornieren' })).toBeInTheDocument();
    const transfer = screen.getByRole('region', { name: 'Per Überweisung bezahlen' });
    expect(await within(transfer).findByText('Verwendungszweck')).toBeInTheDocument();
    expect(within(transfer).getByRole('img', { name: 'GiroCode zur Zahlung von 135 € an Malerei Müller, Verwendungszweck Auftrag 11' })).toBeInTheDocument();
  });

  it('Personal Information: the tabs, a wishlist item and the account section; English again after a switch', async () => {
    logInBuyer();
    server.use(
      answerJson('get', '/users/5', aBuyer()),
      answerJson('get', '/orders', [anOrder({ payment_method: 'paypal', amount: 300, status: 'accepted' })]),
      answerJson('get', '/invoices', []),
      answerJson('get', '/wishlist', [{ service_id: 7, added_at: '2026-11-20T10:00:00.000Z', service: aCatalogueService() }]),
      answerJson('get', '/direct-offers', [aDirectOffer()]),
      answerJson('get', '/users/me/mail-preferences', { orders: true, offers: true, reviews: true, quotation_requests: true, messages: true }),
    );
    await inGerman();
    renderPage(<ProfilePage />, { route: '/profile', path: '/profile' });
    const personal = screen.getByRole('region', { name: 'Persönliche Daten' });
    expect(await within(personal).findByText('Mia Wagner')).toBeInTheDocument();
    expect(within(personal).getByRole('button', { name: 'Persönliche Daten bearbeiten' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Zahlung' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('PayPal (endet auf 1234)')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Merkliste' }));
    expect(await screen.findByRole('button', { name: `${aCatalogueService().title} von der Merkliste entfernen` })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Ihre Preisvorschläge' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'E-Mail-Benachrichtigungen' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Passwort ändern' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mein Konto löschen' })).toBeInTheDocument();

    await act(() => setLanguage('en'));
    expect(screen.getByRole('region', { name: 'Personal Information' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Wishlist Item' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete my account' })).toBeInTheDocument();
  });
});
