import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@craft/shared';
import { currentLanguage, setLanguage } from '@craft/shared/i18n';
import { aBuyer, aCategory, answerJson, receivedRequests, server } from '@craft/shared/testing';
import { answerAppBasics } from '../testing/fake-api';
import { configureRemotes, remoteConfig } from '../testing/remote-config';
import { currentLocation, renderApp } from '../testing/render-app';

// Remote pages stay on 'Loading...': these tests are about the host's own screens.
jest.mock('../federation/remotes', () => ({ loadedRemotePage: () => undefined, loadRemotePage: () => new Promise(() => undefined) }));

const banner = () => within(screen.getByRole('banner'));
const navbar = () => within(screen.getByRole('banner').querySelector('nav') as HTMLElement);
const localeUpdates = () => receivedRequests('put', '/users/me/locale').map((request) => request.body);

beforeEach(() => {
  jest.resetAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  authStore.signOut();
  answerAppBasics([aCategory({ name: 'Painter', service_count: 3 })]);
});

describe('the host in German', () => {
  it('the landing page: navbar, login card, search, category bands and footer', async () => {
    await act(() => setLanguage('de'));
    renderApp('/');
    expect(banner().getByRole('link', { name: 'Startseite' })).toHaveAttribute('href', '/');
    expect(banner().getByRole('link', { name: 'Registrieren' })).toHaveAttribute('href', '/register');
    expect(banner().getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/');
    expect(banner().getByRole('link', { name: 'Handwerker Marktplatz, Startseite' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Einfach günstigeren Handwerker finden' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Leistungen suchen …')).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Anmelden' });
    expect(within(card).getByText('Für alle, die beim Bauen und Renovieren sparen wollen')).toBeInTheDocument();
    expect(within(card).getByLabelText('E-Mail-Adresse')).toHaveAttribute('type', 'email');
    expect(within(card).getByLabelText('Passwort')).toHaveAttribute('type', 'password');
    expect(within(card).getByRole('radio', { name: 'Als Handwerker anmelden' })).not.toBeChecked();
    expect(within(card).getByRole('button', { name: 'Anmelden' })).toBeInTheDocument();
    // Category names come from the shared catalogue.
    expect(await screen.findByRole('region', { name: 'Maler' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alle 3 Leistungen in Maler ansehen →' })).toBeInTheDocument();
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'Über uns' })).toHaveAttribute('href', '/about');
    expect(footer.getByRole('link', { name: 'Hilfe' })).toHaveAttribute('href', '/help');
  });

  it('the landing search says in German when nothing matches', async () => {
    await act(() => setLanguage('de'));
    renderApp('/');
    await screen.findByRole('region', { name: 'Maler' });
    await userEvent.type(screen.getByPlaceholderText('Leistungen suchen …'), 'garten');
    expect(screen.getByText('Keine Kategorie und keine Leistung passt zu „garten“.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alle Ergebnisse für „garten“ anzeigen →' })).toHaveAttribute('href', '/results?q=garten');
  });

  it("the navbar's switch changes the language at once, and back to the spec's English", async () => {
    renderApp('/');
    await act(() => setLanguage('de'));
    const nav = navbar();
    const english = nav.getByRole('button', { name: 'English' });
    expect(english).toHaveAttribute('lang', 'en');
    // By keyboard: focus it and press Enter.
    english.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(currentLanguage()).toBe('en'));
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('craft.language')).toBe('en');
    expect(banner().getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(banner().getByRole('link', { name: 'Register' })).toBeInTheDocument();
    expect(banner().getByRole('link', { name: 'Login' })).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Login' });
    expect(within(card).getByText('We are looking for builders who want to save money')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Forget Password' })).toBeInTheDocument();
    expect(within(card).getByRole('radio', { name: 'Login as craftman' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search for services...')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Painter' })).toBeInTheDocument();
    // And to German again with the other button, without a reload.
    await userEvent.click(navbar().getByRole('button', { name: 'Deutsch' }));
    expect(await screen.findByRole('region', { name: 'Anmelden' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de');
  });

  it('remote entries are labelled from the manifest in the page language, falling back to English', async () => {
    const buyer = remoteConfig().remotes.buyer.manifest;
    if (!buyer) throw new Error('the buyer manifest is missing');
    configureRemotes(
      remoteConfig({ buyer: { texts: { en: buyer.texts.en ?? {}, de: { favorableOffer: 'Günstigeres Angebot' } } } }),
    );
    authStore.signIn('tok', aBuyer({ locale: 'en' }));
    server.use(answerJson('put', '/users/me/locale', () => aBuyer({ locale: 'de' })));
    const { unmount } = renderApp('/about', { configure: false });
    expect(navbar().getByRole('link', { name: 'Favorable Offer' })).toBeInTheDocument();
    await userEvent.click(navbar().getByRole('button', { name: 'Deutsch' }));
    expect(await navbar().findByRole('link', { name: 'Günstigeres Angebot' })).toBeInTheDocument();
    // Not translated by the remote: its English label.
    expect(banner().getByRole('link', { name: 'Upload an offer document' })).toBeInTheDocument();
    await userEvent.click(banner().getByRole('button', { name: 'Kontomenü von Mia' }));
    expect(banner().getByRole('link', { name: 'Personal Information' })).toBeInTheDocument();
    expect(banner().getByRole('link', { name: 'Freunde einladen' })).toBeInTheDocument();
    expect(banner().getByRole('button', { name: 'Abmelden' })).toBeInTheDocument();
    unmount();
  });

  it('the registration form, and the account takes the page language', async () => {
    server.use(
      answerJson('post', '/users', { id: 9 }, { status: 201 }),
      answerJson('post', '/users/login', { access_token: 'tok', user: aBuyer({ locale: 'de' }) }),
    );
    await act(() => setLanguage('de'));
    renderApp('/register');
    expect(await screen.findByRole('heading', { level: 1, name: 'Registrieren' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Als Kunde registrieren' })).toBeChecked();
    const fields: Record<string, string> = {
      Vorname: 'Mia',
      Nachname: 'Wagner',
      Ort: 'Berlin',
      Postleitzahl: '10115',
      'Straße und Hausnummer': 'Hauptstr. 1',
      Telefon: '0301234567',
      'E-Mail-Adresse': 'mia@example.com',
      Passwort: 'secret-password',
    };
    const main = within(screen.getByRole('main'));
    await userEvent.click(main.getByRole('button', { name: 'Registrieren' }));
    expect(await main.findByText('Bitte prüfen Sie die markierten Felder.')).toBeInTheDocument();
    for (const [label, value] of Object.entries(fields)) await userEvent.type(main.getByLabelText(label), value);
    // The consent to the AGB and the privacy notice, in German too.
    await userEvent.click(main.getByRole('checkbox', { name: /Ich akzeptiere die AGB/ }));
    await userEvent.click(main.getByRole('button', { name: 'Registrieren' }));
    expect(await screen.findByRole('heading', { name: 'Registrierung erfolgreich!' })).toBeInTheDocument();
    expect(receivedRequests('post', '/users').map((request) => (request.body as { locale?: string }).locale)).toEqual(['de']);
    await userEvent.click(screen.getByRole('link', { name: 'Los geht’s' }));
    expect(currentLocation()).toBe('/home');
    expect(await screen.findByRole('heading', { name: 'Hallo, Mia!' })).toBeInTheDocument();
  });
});

describe("a signed-in user's language lives in their profile", () => {
  it('a switch is saved with PUT /users/me/locale and in the stored user', async () => {
    authStore.signIn('tok', aBuyer({ locale: 'en' }));
    server.use(answerJson('put', '/users/me/locale', () => aBuyer({ locale: 'de' })));
    const { unmount } = renderApp('/about');
    await userEvent.click(navbar().getByRole('button', { name: 'Deutsch' }));
    await waitFor(() => expect(localeUpdates()).toEqual([{ locale: 'de' }]));
    expect(authStore.getSession().user?.locale).toBe('de');
    expect(await screen.findByRole('heading', { level: 1, name: 'Über uns' })).toBeInTheDocument();
    unmount();
  });

  it('a visitor’s switch stays in the page: nothing is sent', async () => {
    renderApp('/about');
    await userEvent.click(navbar().getByRole('button', { name: 'Deutsch' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Über uns' })).toBeInTheDocument();
    expect(localeUpdates()).toEqual([]);
  });

  it("login adopts the profile's language", async () => {
    server.use(answerJson('post', '/users/login', { access_token: 'tok', user: aBuyer({ locale: 'de' }) }));
    const { unmount } = renderApp('/');
    await userEvent.type(screen.getByLabelText('Email'), 'mia@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-password');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Hallo, Mia!' })).toBeInTheDocument();
    expect(currentLanguage()).toBe('de');
    // Taking the profile's language is no change to save.
    expect(localeUpdates()).toEqual([]);
    unmount();
  });

  it("a stored session speaks its profile's language on the next page load", async () => {
    authStore.signIn('tok', aBuyer({ locale: 'de' }));
    const { unmount } = renderApp('/home');
    expect(await screen.findByRole('heading', { name: 'Hallo, Mia!' })).toBeInTheDocument();
    expect(localeUpdates()).toEqual([]);
    unmount();
  });

  it("'/anmelden' stays German for a signed-in user whose profile says English, and saves the choice", async () => {
    authStore.signIn('tok', aBuyer({ locale: 'en', firstname: 'Mia' }));
    server.use(answerJson('put', '/users/me/locale', () => aBuyer({ locale: 'de' })));
    const { unmount } = renderApp('/anmelden');
    expect(await screen.findByRole('heading', { name: 'Willkommen zurück, Mia!' })).toBeInTheDocument();
    await waitFor(() => expect(localeUpdates()).toEqual([{ locale: 'de' }]));
    expect(currentLanguage()).toBe('de');
    unmount();
  });
});
