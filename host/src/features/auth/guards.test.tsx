import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore, setErrorReporter } from '@craft/shared';
import { loadRemotePage } from '../../federation/remotes';
import { aBuyer, answerJson, server } from '@craft/shared/testing';
import { answerAppBasics } from '../../testing/fake-api';
import { adminPaths, buyerLinks, buyerPaths, configureRemotes, remoteConfig, sellerLinks, sellerPaths } from '../../testing/remote-config';
import { currentLocation, renderApp } from '../../testing/render-app';

jest.mock('../../federation/remotes', () => ({ loadedRemotePage: () => undefined, loadRemotePage: jest.fn() }));
const load = loadRemotePage as jest.MockedFunction<typeof loadRemotePage>;

beforeEach(() => {
  jest.resetAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  authStore.signOut();
  answerAppBasics();
  load.mockImplementation(async (remote, routeId) => () => <h1>{`${remote} page ${routeId}`}</h1>);
});

/** A signed-in operator as the login stores one: no address, role 'operator'. */
const signInOperator = () =>
  authStore.signIn('tok-op', { ...aBuyer({ firstname: 'Olga' }), role: 'operator' as 'buyer' });

describe('the operators console (access and audience operator)', () => {
  it('an operator opens the console pages', async () => {
    signInOperator();
    renderApp(adminPaths.reports);
    expect(await screen.findByRole('heading', { name: 'admin page reports' })).toBeInTheDocument();
  });

  it.each([
    ['a buyer', () => authStore.signIn('tok', aBuyer())],
    ['a craftsman', () => authStore.signIn('tok', aBuyer({ role: 'seller' }))],
  ])("%s on a console page sees 'This page is for operators'", (_who, signIn) => {
    signIn();
    renderApp(adminPaths.home);
    expect(screen.getByRole('heading', { name: 'This page is for operators' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('a visitor on a console page goes to the login', () => {
    renderApp(adminPaths.reports);
    expect(currentLocation()).toBe(`/?next=${encodeURIComponent(adminPaths.reports)}`);
  });

  it("an operator is refused the buyer's and the craftsman's pages", () => {
    signInOperator();
    renderApp(buyerPaths.profile);
    expect(screen.getByRole('heading', { name: 'This page is for buyers and craftsmen' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it("an operator's menu has the console's entries and none of the buyer's or craftsman's", async () => {
    signInOperator();
    renderApp(adminPaths.home);
    await userEvent.click(screen.getByRole('button', { name: /Olga/ }));
    const labels = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(labels).toEqual(expect.arrayContaining(['Operator console', 'Reports to decide']));
    for (const entry of remoteConfig().remotes.buyer.manifest?.entries ?? []) {
      if (entry.slot === 'user-menu') expect(screen.queryByRole('link', { name: remoteConfig().remotes.buyer.manifest?.texts.en?.[entry.label] })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: /notifications/i })).not.toBeInTheDocument();
  });
});

describe('route guards', () => {
  it('a visitor on a buyer screen goes to the login and comes back after logging in', async () => {
    server.use(answerJson('post', '/users/login', { access_token: 'tok', user: aBuyer() }));
    renderApp(buyerLinks.orderDetail(3));
    expect(currentLocation()).toBe('/?next=%2Forders%2Fdetail%3Fid%3D3');
    await userEvent.type(screen.getByLabelText('Email'), 'mia@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-password');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'buyer page orderDetail' })).toBeInTheDocument();
    expect(currentLocation()).toBe(buyerLinks.orderDetail(3));
  });

  it.each([buyerPaths.profile, buyerPaths.offers, buyerPaths.payment, buyerPaths.paymentConfirm, buyerPaths.favorableDocumentBuyer])(
    '%s needs a login',
    (path) => {
      renderApp(path);
      expect(currentLocation()).toBe(`/?next=${encodeURIComponent(path)}`);
    },
  );

  it('public buyer screens need no login', async () => {
    renderApp(buyerPaths.favorable);
    expect(await screen.findByRole('heading', { name: 'buyer page favorable' })).toBeInTheDocument();
  });

  it('a logged-in buyer on a buyer screen sees it', async () => {
    authStore.signIn('tok', aBuyer());
    renderApp(buyerPaths.profile);
    expect(await screen.findByRole('heading', { name: 'buyer page profile' })).toBeInTheDocument();
  });

  it("a buyer on a seller screen sees 'This page is for craftsmen' with a link home", () => {
    authStore.signIn('tok', aBuyer({ role: 'buyer' }));
    renderApp(sellerPaths.createProduct);
    expect(screen.getByRole('heading', { name: 'This page is for craftsmen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/home');
    expect(load).not.toHaveBeenCalled();
  });

  it.each([buyerPaths.orders, buyerPaths.offers, buyerLinks.payment(3), buyerPaths.favorableDocumentBuyer])(
    "a craftsman on the buyer-only screen %s sees 'This page is for buyers' with a way to the dashboard",
    (path) => {
      authStore.signIn('tok', aBuyer({ role: 'seller' }));
      renderApp(path);
      expect(screen.getByRole('heading', { name: 'This page is for buyers' })).toBeInTheDocument();
      expect(screen.getByText('Your services, orders, price proposals and quotes are on your craftsman dashboard.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', sellerPaths.dashboard);
      expect(load).not.toHaveBeenCalled();
    },
  );

  it('a craftsman still reaches Personal Information', async () => {
    authStore.signIn('tok', aBuyer({ role: 'seller' }));
    renderApp(buyerPaths.profile);
    expect(await screen.findByRole('heading', { name: 'buyer page profile' })).toBeInTheDocument();
  });

  it('a visitor on a seller screen goes to the login', () => {
    renderApp(sellerPaths.dashboard);
    expect(currentLocation()).toBe('/?next=%2Fhome%2Fcraftman');
  });

  it('a seller sees the seller screen', async () => {
    authStore.signIn('tok', aBuyer({ role: 'seller' }));
    renderApp(sellerLinks.sellerEditProduct(4));
    expect(await screen.findByRole('heading', { name: 'seller page editProduct' })).toBeInTheDocument();
  });

  it('an unknown route shows the 404 page', async () => {
    renderApp('/no/such/page');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/'));
  });

  it("a route and a user-menu entry a remote adds appear without any change to the host", async () => {
    const config = remoteConfig();
    const buyer = config.remotes.buyer.manifest!;
    configureRemotes(
      remoteConfig({
        buyer: {
          routes: [...buyer.routes, { id: 'garden', path: '/garden-planner', access: 'buyer' }],
          entries: [...buyer.entries, { id: 'garden', slot: 'user-menu', label: 'garden', to: '/garden-planner', audience: 'account', order: 15 }],
          texts: { en: { ...buyer.texts.en, garden: 'Garden planner' } },
        },
      }),
    );
    authStore.signIn('tok', aBuyer());
    renderApp('/garden-planner', { configure: false });
    expect(await screen.findByRole('heading', { name: 'buyer page garden' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Account menu of Mia' }));
    const entries = screen.getAllByRole('link').map((link) => link.textContent);
    expect(entries.slice(entries.indexOf('Personal Information'), entries.indexOf('Personal Information') + 4)).toEqual([
      'Personal Information',
      'My jobs',
      'Garden planner',
      'Orders',
    ]);
  });

  it('a remote built for another contract shows the unavailable notice on its routes and loses its entries', async () => {
    const reported = jest.fn();
    const previous = setErrorReporter(reported);
    try {
      configureRemotes(remoteConfig({ buyer: { contract: '^99.0.0' } }));
      authStore.signIn('tok', aBuyer());
      renderApp(buyerPaths.orders, { configure: false });
      expect(await screen.findByRole('alert')).toHaveTextContent('This part of the marketplace is unavailable right now.');
      expect(load).not.toHaveBeenCalled();
      expect(screen.queryByRole('link', { name: 'Favorable Offer' })).not.toBeInTheDocument();
      expect(reported).toHaveBeenCalledWith(
        expect.objectContaining({ message: expect.stringContaining('needs remote contract ^99.0.0, but this host provides 1.3.0') }),
        expect.objectContaining({ action: "Checking the buyer remote's contract", app: 'host', remote: 'buyer', needs: '^99.0.0', provides: '1.3.0' }),
      );
    } finally {
      setErrorReporter(previous);
    }
  });

  it("a path of a remote whose routes are unknown (its server is down) says that part is unavailable, not 'Page not found'", () => {
    const config = remoteConfig();
    delete config.remotes.seller.manifest;
    configureRemotes(config);
    renderApp('/some/seller/page', { configure: false });
    expect(screen.getByRole('alert')).toHaveTextContent('This part of the marketplace is unavailable right now.');
    expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
  });

  describe('a session that ends elsewhere', () => {
    /** Another tab signs out: it clears the shared storage, and this tab hears a storage event. */
    const signOutInAnotherTab = () => {
      localStorage.removeItem('access_token');
      localStorage.removeItem('user');
      window.dispatchEvent(new StorageEvent('storage', { key: 'access_token', oldValue: 'tok', newValue: null }));
    };

    beforeEach(() => {
      load.mockImplementation(async (remote, routeId) => () => (
        <form aria-label={`${remote} ${routeId}`}>
          <label>
            Project description
            <textarea />
          </label>
        </form>
      ));
    });

    it('keeps the page and what was typed, and asks to log in again in place', async () => {
      server.use(answerJson('post', '/users/login', { access_token: 'tok2', user: aBuyer() }));
      authStore.signIn('tok', aBuyer());
      renderApp(buyerLinks.payment(3));
      await userEvent.type(await screen.findByLabelText('Project description'), 'Tiles for the bathroom');
      act(() => signOutInAnotherTab());
      const dialog = await screen.findByRole('dialog', { name: 'You were signed out' });
      expect(currentLocation()).toBe(buyerLinks.payment(3));
      await userEvent.type(within(dialog).getByLabelText('Email'), 'mia@example.com');
      await userEvent.type(within(dialog).getByLabelText('Password'), 'secret-password');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(currentLocation()).toBe(buyerLinks.payment(3));
      expect(screen.getByLabelText('Project description')).toHaveValue('Tiles for the bathroom');
      expect(authStore.getSession().token).toBe('tok2');
    });

    it("this tab's own sign-out still leaves the guarded page for the login", async () => {
      authStore.signIn('tok', aBuyer());
      renderApp(buyerPaths.profile);
      await screen.findByLabelText('Project description');
      act(() => authStore.signOut());
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(currentLocation()).toBe(`/?next=${encodeURIComponent(buyerPaths.profile)}`);
    });
  });
});
