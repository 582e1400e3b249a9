import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { PrivateUser } from '../api/types';
import { authStore } from './auth-store';
import { useAuth } from './use-auth';

let renders = 0;

/** A navbar's corner as the server renders it for everyone, counting its renders in the browser. */
function AccountCorner() {
  renders += 1;
  const { isLoggedIn, user } = useAuth();
  return <p>{isLoggedIn ? `Hello ${user?.firstname}` : 'Login'}</p>;
}

/** Hydrates the server's HTML of the corner, as the page's first script does. */
async function hydrateServerHtml(): Promise<{ container: HTMLElement; root: Root }> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<AccountCorner />);
  document.body.append(container);
  renders = 0;
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, <AccountCorner />);
  });
  return { container, root: root as Root };
}

describe('useAuth on a server-rendered page', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
    authStore.signOut();
  });

  it("renders a visitor's page once: the signed-out session is the one the server rendered with, so nothing renders again", async () => {
    authStore.signOut();
    const hydrated = await hydrateServerHtml();
    root = hydrated.root;
    expect(hydrated.container).toHaveTextContent('Login');
    // A second render here re-rendered every component asking for the session (the whole
    // layout) in one task that blocks the phone's first taps.
    expect(renders).toBe(1);
  });

  it("fills in a signed-in user's session right after hydrating the visitor's HTML", async () => {
    authStore.signIn('jwt-token', { id: 7, firstname: 'Erika', role: 'buyer' } as PrivateUser);
    const hydrated = await hydrateServerHtml();
    root = hydrated.root;
    expect(hydrated.container).toHaveTextContent('Hello Erika');
    expect(renders).toBe(2);
  });
});
