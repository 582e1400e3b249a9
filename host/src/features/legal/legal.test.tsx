import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore, type OperatorDetails } from '@craft/shared';
import { setLanguage } from '@craft/shared/i18n';
import { LEGAL_DOCUMENTS } from '@craft/shared/legal';
import { answerJson, receivedRequests, server } from '@craft/shared/testing';
import { answerAppBasics } from '../../testing/fake-api';
import { currentLocation, renderApp } from '../../testing/render-app';
import { configureRemotes, remoteConfig } from '../../testing/remote-config';

/** Impressum, Datenschutzerklärung and AGB, linked from every footer, and the register form's consent. */

const OPERATOR: OperatorDetails = {
  name: 'Beispiel Handwerk',
  legalForm: 'GmbH',
  representative: 'Erika Mustermann',
  street: 'Musterstraße 1',
  postcodeCity: '04109 Leipzig',
  country: 'Deutschland',
  email: 'kontakt@beispiel-handwerk.de',
  phone: '+49 341 123456',
  register: 'Amtsgericht Leipzig, HRB 12345',
  vatId: 'DE123456789',
  privacyContact: 'datenschutz@beispiel-handwerk.de',
  supervisoryAuthority: 'Sächsische Datenschutz- und Transparenzbeauftragte',
};

const withOperator = (operator: Partial<OperatorDetails> | undefined) => configureRemotes({ ...remoteConfig(), operator });

beforeEach(() => {
  jest.resetAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  authStore.signOut();
  answerAppBasics();
});

describe('the footer', () => {
  it.each(['/', '/about', '/register', '/impressum'])('on %s links the three legal pages', async (path) => {
    renderApp(path);
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'Legal notice' })).toHaveAttribute('href', '/impressum');
    expect(footer.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/datenschutz');
    expect(footer.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/agb');
  });

  it('names them Impressum, Datenschutz and AGB in German, at the same paths', async () => {
    await act(() => setLanguage('de'));
    renderApp('/about');
    const footer = within(screen.getByRole('contentinfo'));
    expect(await footer.findByRole('link', { name: 'Impressum' })).toHaveAttribute('href', '/impressum');
    expect(footer.getByRole('link', { name: 'Datenschutz' })).toHaveAttribute('href', '/datenschutz');
    expect(footer.getByRole('link', { name: 'AGB' })).toHaveAttribute('href', '/agb');
  });

  it('reaches a legal page', async () => {
    renderApp('/about');
    await userEvent.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Terms' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms and conditions (AGB)' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/agb');
  });
});

describe('the legal pages with the demo placeholders', () => {
  it('/impressum in English: the § 5 DDG fields as marked placeholders, and the notice saying so', async () => {
    withOperator(undefined);
    renderApp('/impressum', { configure: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Legal notice (Impressum)' })).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('note')).toHaveTextContent('Demo: placeholder operator details');
    expect(main.getByRole('note')).toHaveTextContent('OPERATOR_*');
    for (const placeholder of ['[Placeholder: company name]', '[Placeholder: legal form]', '[Placeholder: postcode and city]', '[Placeholder: register court and number]', '[Placeholder: VAT identification number]']) {
      expect(screen.getByRole('main')).toHaveTextContent(placeholder);
    }
    expect(screen.getByRole('main')).toHaveTextContent('Information according to § 5 DDG');
    expect(screen.getByRole('main')).toHaveTextContent(`Version ${LEGAL_DOCUMENTS.imprint.version}, in force since November 26, 2026`);
  });

  it('/impressum in German: Platzhalter, the notice, and back to English on a switch', async () => {
    withOperator({});
    await act(() => setLanguage('de'));
    renderApp('/impressum', { configure: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Impressum' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('note')).toHaveTextContent('Demo: Platzhalter statt Betreiberangaben');
    expect(main).toHaveTextContent('[Platzhalter: Firmenname] ([Platzhalter: Rechtsform])');
    expect(main).toHaveTextContent('Vertreten durch: [Platzhalter: Vertretungsberechtigte Person]');
    expect(main).toHaveTextContent('Angaben gemäß § 5 DDG');
    expect(main).toHaveTextContent('Fassung 2026-11-26, gültig seit 26. November 2026');
    expect(main).not.toHaveTextContent('Placeholder');

    await act(() => setLanguage('en'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Legal notice (Impressum)' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('[Placeholder: company name]');
  });

  it('/datenschutz in German and English: what the product stores, the legal bases, the rights and the authority', async () => {
    withOperator({ name: 'Beispiel Handwerk' });
    await act(() => setLanguage('de'));
    renderApp('/datenschutz', { configure: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeInTheDocument();
    let main = screen.getByRole('main');
    // One field configured, the others not: still the demo's placeholders, still the notice.
    expect(within(main).getByRole('note')).toBeInTheDocument();
    expect(main).toHaveTextContent('Beispiel Handwerk ([Platzhalter: Rechtsform])');
    expect(main).toHaveTextContent('Fragen zum Datenschutz: [Platzhalter: Ansprechpartner für Datenschutz]');
    for (const text of ['Art. 6 Abs. 1 lit. b DSGVO', 'Art. 6 Abs. 1 lit. f DSGVO', 'keine Tracking-Cookies', 'Sprachwahl', '§ 25 Abs. 2 Nr. 2 TDDDG', 'Nachrichten', 'Art. 77 DSGVO', '[Platzhalter: Aufsichtsbehörde]']) {
      expect(main).toHaveTextContent(text);
    }
    const rights = within(main).getAllByRole('listitem').map((item) => item.textContent);
    for (const article of [15, 16, 17, 18, 20, 21]) expect(rights.some((right) => right?.includes(`Art. ${article} DSGVO`))).toBe(true);

    await act(() => setLanguage('en'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy notice' })).toBeInTheDocument();
    main = screen.getByRole('main');
    for (const text of ['Art. 6(1)(b) GDPR', 'no cookies for tracking', 'session token', 'Art. 15 GDPR', 'Art. 21 GDPR', '[Placeholder: supervisory authority]']) {
      expect(main).toHaveTextContent(text);
    }
  });

  it('/agb in German and English: the platform is not party to the craft contract, prices in euros incl. VAT, review rules', async () => {
    withOperator(undefined);
    await act(() => setLanguage('de'));
    renderApp('/agb', { configure: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Allgemeine Geschäftsbedingungen (AGB)' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('betrieben von [Platzhalter: Firmenname]');
    expect(main).toHaveTextContent('Wir sind nicht Vertragspartei');
    expect(main).toHaveTextContent('in Euro angegeben, einschließlich der gesetzlichen Umsatzsteuer');
    expect(within(main).getByRole('heading', { level: 2, name: '5. Bewertungen' })).toBeInTheDocument();
    expect(main).toHaveTextContent(`Fassung ${LEGAL_DOCUMENTS.terms.version}`);

    await act(() => setLanguage('en'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms and conditions (AGB)' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('We are not a party to that contract');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Privacy notice' })).toHaveAttribute('href', '/datenschutz');
  });
});

describe('the legal pages with the operator configured', () => {
  it('show the configured details and no placeholder notice', async () => {
    withOperator(OPERATOR);
    renderApp('/impressum', { configure: false });
    await screen.findByRole('heading', { level: 1, name: 'Legal notice (Impressum)' });
    const main = screen.getByRole('main');
    expect(within(main).queryByRole('note')).toBeNull();
    expect(main).not.toHaveTextContent('Placeholder');
    for (const value of Object.values(OPERATOR).filter((v) => v !== OPERATOR.privacyContact && v !== OPERATOR.supervisoryAuthority)) {
      expect(main).toHaveTextContent(value);
    }
  });
});

describe('consent at registration', () => {
  const FORM = { 'First Name': 'Mia', 'Last Name': 'Wagner', 'Post Number': '10115', Street: 'Hauptstr. 1', Phone: '0301234567', Email: 'mia@example.com', Password: 'secret-password' };
  const checkbox = () => screen.getByRole('checkbox', { name: /^I accept the terms \(AGB\) and have read the privacy notice/ });

  async function openAndFill() {
    renderApp('/register');
    await screen.findByRole('button', { name: 'Register' });
    for (const [label, value] of Object.entries(FORM)) await userEvent.type(screen.getByLabelText(label), value);
  }

  it('is a required checkbox linking to the terms and the privacy notice in a new tab', async () => {
    await openAndFill();
    expect(checkbox()).not.toBeChecked();
    expect(checkbox()).toBeRequired();
    const label = within(checkbox().closest('div')?.parentElement ?? document.body);
    for (const [name, href] of [['terms (AGB)', '/agb'], ['privacy notice', '/datenschutz']]) {
      const link = label.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
  });

  it('not ticked: nothing is sent, the error is announced (role=alert) and the typed values stay', async () => {
    server.use(answerJson('post', '/users', { id: 5 }, { status: 201 }));
    await openAndFill();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(checkbox()).toHaveAttribute('aria-invalid', 'true'));
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toContain('Please accept the terms and confirm that you have read the privacy notice.');
    expect(checkbox()).toHaveAccessibleDescription(expect.stringContaining('Please accept the terms'));
    expect(receivedRequests('post', '/users')).toHaveLength(0);
    for (const [label, value] of Object.entries(FORM)) expect(screen.getByLabelText(label)).toHaveValue(value);

    // Ticking it clears the error.
    await userEvent.click(checkbox());
    await waitFor(() => expect(checkbox()).not.toHaveAttribute('aria-invalid'));
  });

  it('in German: Ich akzeptiere die AGB und habe die Datenschutzerklärung gelesen.', async () => {
    await act(() => setLanguage('de'));
    renderApp('/register');
    const box = await screen.findByRole('checkbox', { name: 'Ich akzeptiere die AGB und habe die Datenschutzerklärung gelesen.' });
    expect(within(box.closest('div') ?? document.body).getByRole('link', { name: 'AGB' })).toHaveAttribute('href', '/agb');
  });

  it('an outdated version refused by the API asks for a reload, and the typed values stay', async () => {
    server.use(answerJson('post', '/users', { error: 'The terms have changed', code: 'account.consent_outdated' }, { status: 400 }));
    await openAndFill();
    await userEvent.click(checkbox());
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(/The terms or the privacy notice have changed since this page was opened/)).toHaveAttribute('role', 'alert');
    expect(receivedRequests('post', '/users').map((request) => request.body)).toEqual([expect.objectContaining({ accept_terms: true, terms_version: LEGAL_DOCUMENTS.terms.version, privacy_version: LEGAL_DOCUMENTS.privacy.version })]);
    expect(screen.getByLabelText('Email')).toHaveValue('mia@example.com');
  });
});
