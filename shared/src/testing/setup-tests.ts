import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { configureRemoteLinks } from './remote-links';
import { clearReceivedRequests, server } from './http';
import { loadCatalogsForTests } from './i18n';

// findBy*/waitFor wait up to 5 s instead of 1 s: on a loaded 2-core CI machine the first render of
// a file (cold module evaluation) alone can take longer than a second.
configure({ asyncUtilTimeout: 5000 });

// jsdom has <dialog> but not showModal()/close(); the UI kit's Dialog needs what a browser does:
// open it, focus its first control, and turn Escape into a cancelable `cancel` that closes it.
// (No top layer or inertness: jsdom has neither.)
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    const first = this.querySelector<HTMLElement>('[autofocus], a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])');
    (first ?? this).focus();
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  window.addEventListener(
    'keydown',
    (event) => {
      const dialogs = document.querySelectorAll<HTMLDialogElement>('dialog[open]');
      const top = dialogs[dialogs.length - 1];
      if (event.key === 'Escape' && top && top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
    },
    true,
  );
}

// English, the spec's texts, unless a test switches; every test starts in English again.
beforeAll(() => loadCatalogsForTests('en'));
afterEach(async () => {
  window.localStorage.clear();
  await loadCatalogsForTests('en');
});

// The fake API (testing/http.ts): no route until a test declares one. A request nothing answers
// fails the test that made it, even when the page swallowed the error it got.
const unhandled: string[] = [];
beforeAll(() => {
  server.listen({
    onUnhandledRequest: (request, print) => {
      unhandled.push(`${request.method} ${request.url}`);
      print.error();
    },
  });
});
afterEach(() => {
  server.resetHandlers();
  clearReceivedRequests();
  const requests = unhandled.splice(0);
  if (requests.length > 0) throw new Error(`No fake API route answered: ${requests.join(', ')}`);
});
afterAll(() => server.close());

beforeEach(() => {
  configureRemoteLinks();
});

// Each test starts with an empty query cache (the page's one client is a module singleton).
// Required here, not imported: the client loads all of '@craft/shared', which a test file may mock.
afterEach(() => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  (require('../query/query-client') as typeof import('../query/query-client')).queryClient.clear();
});
