import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@craft/shared';
import { aBuyer, answerJson, aPage, receivedRequests, server } from '@craft/shared/testing';
import { answerAppBasics } from '../../testing/fake-api';
import { currentLocation, renderApp } from '../../testing/render-app';
import { buyerLinks, buyerPaths } from '../../testing/remote-config';

const banner = () => screen.getByRole('banner');

beforeEach(() => {
  jest.resetAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  authStore.signOut();
  answerAppBasics();
  server.use(answerJson('get', '/services/search', aPage([], { size: 12 })));
});

describe('the navbar', () => {
  it('logged out: logo, Home, Favorable Offer, Register and Login; no search', () => {
    renderApp('/about');
    const nav = within(banner());
    expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(nav.getByRole('link', { name: 'Favorable Offer' })).toHaveAttribute('href', buyerPaths.favorable);
    expect(nav.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(nav.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/');
    expect(nav.queryByRole('search')).toBeNull();
    expect(nav.getByRole('link', { name: 'Handwerker Marktplatz, home' })).toHaveAttribute('data-variant', 'brand');
  });

  it('logged in: search, the document icon and the user menu with name, email and entries', async () => {
    authStore.signIn('tok', aBuyer({ firstname: 'Mia', lastname: 'Wagner', email: 'mia@example.com' }));
    renderApp('/about');
    const nav = within(banner());
    expect(nav.getByRole('search')).toBeInTheDocument();
    expect(await nav.findByRole('link', { name: 'Upload an offer document' })).toHaveAttribute('href', buyerPaths.favorableDocument);
    expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
    await userEvent.click(await nav.findByRole('button', { name: 'Account menu of Mia' }));
    expect(banner()).toHaveTextContent('Mia Wagner');
    expect(banner()).toHaveTextContent('mia@example.com');
    const targets: Record<string, string> = {
      'Personal Information': buyerPaths.profile,
      // Both lead into My jobs.
      'My jobs': buyerLinks.jobs(),
      Orders: buyerLinks.jobs('orders'),
      Offers: buyerLinks.jobs('requests'),
      'Open Application': buyerPaths.favorable,
      'Inquiry Form': buyerPaths.favorableDocument,
      'My Reviews': buyerLinks.myReviews,
    };
    for (const [name, href] of Object.entries(targets)) expect(nav.getByRole('link', { name })).toHaveAttribute('href', href);
    expect(nav.getByRole('link', { name: 'Refer Friends' }).getAttribute('href')).toMatch(/^mailto:/);
    expect(nav.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    await waitFor(() => expect(receivedRequests('get', '/users/5')).toHaveLength(1));
  });

  it('shows the orange logo for a seller', () => {
    authStore.signIn('tok', aBuyer({ role: 'seller' }));
    renderApp('/about');
    expect(within(banner()).getByRole('link', { name: 'Handwerker Marktplatz, home' })).toHaveAttribute('data-variant', 'seller');
  });

  it('the search box opens the results screen', async () => {
    authStore.signIn('tok', aBuyer());
    renderApp('/about');
    await userEvent.type(within(banner()).getByRole('searchbox', { name: 'Search services' }), 'paint{Enter}');
    expect(currentLocation()).toBe('/results?q=paint');
  });

  it('Sign Out asks first; Cancel keeps the session', async () => {
    authStore.signIn('tok', aBuyer());
    renderApp('/about');
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu of Mia' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure you want to logout?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem('access_token')).toBe('tok');
  });

  it('Logout clears token and user and goes to /', async () => {
    authStore.signIn('tok', aBuyer());
    renderApp('/about');
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu of Mia' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Logout' }));
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(currentLocation()).toBe('/');
    expect(within(banner()).getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('Escape closes the user menu', async () => {
    authStore.signIn('tok', aBuyer());
    renderApp('/about');
    const toggle = await screen.findByRole('button', { name: 'Account menu of Mia' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});

describe('the footer', () => {
  it('links Home, Menu, About, Contact us and Help center to real pages', async () => {
    renderApp('/about');
    const footer = within(screen.getByRole('contentinfo'));
    const targets: Record<string, string> = {
      Home: '/',
      Menu: '/menu',
      About: '/about',
      'Contact us': '/contact',
      'Help center': '/help',
      'Deutsch: Anmelden': '/anmelden',
    };
    for (const [name, href] of Object.entries(targets)) expect(footer.getByRole('link', { name })).toHaveAttribute('href', href);
    await userEvent.click(footer.getByRole('link', { name: 'Help center' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Help center' })).toBeInTheDocument();
    await userEvent.click(footer.getByRole('link', { name: 'Contact us' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
  });

  it('switches the language at once, without a reload, and keeps it: the footer in German, <html lang> follows', async () => {
    renderApp('/about');
    const footer = within(screen.getByRole('contentinfo'));
    const languages = footer.getByRole('group', { name: 'Language' });
    expect(within(languages).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(languages).getByRole('button', { name: 'Deutsch' }));
    expect(await footer.findByRole('link', { name: 'Startseite' })).toHaveAttribute('href', '/');
    expect(footer.getByRole('link', { name: 'Über uns' })).toHaveAttribute('href', '/about');
    expect(footer.getByRole('navigation', { name: 'Fußzeile' })).toBeInTheDocument();
    expect(footer.getByRole('group', { name: 'Sprache' })).toBeInTheDocument();
    expect(footer.getByRole('button', { name: 'Deutsch' })).toHaveAttribute('lang', 'de');
    expect(document.documentElement).toHaveAttribute('lang', 'de');
    expect(window.localStorage.getItem('craft.language')).toBe('de');
    await userEvent.click(footer.getByRole('button', { name: 'English' }));
    expect(await footer.findByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'en');
  });
});
