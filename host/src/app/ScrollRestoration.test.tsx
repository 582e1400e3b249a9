import { act, render } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { ScrollRestoration } from './ScrollRestoration';

const STORAGE_KEY = 'craft-scroll-positions';

const ownGetEntriesByType = Object.getOwnPropertyDescriptor(performance, 'getEntriesByType');

/** How the browser says this document was reached (jsdom has no navigation timing of its own). */
function navigationType(type: NavigationTimingType) {
  Object.defineProperty(performance, 'getEntriesByType', { configurable: true, value: () => [{ type }] });
}

describe('ScrollRestoration on a document loaded in full', () => {
  let scrollTo: jest.SpyInstance;
  beforeEach(() => {
    sessionStorage.clear();
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    if (ownGetEntriesByType) Object.defineProperty(performance, 'getEntriesByType', ownGetEntriesByType);
    else delete (performance as { getEntriesByType?: unknown }).getEntriesByType;
  });

  it("leaves a newly loaded page where the browser put it, not where another page's first entry was left", () => {
    // What the old scheme kept: the landing page, the first entry of its document, left at 422 px.
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ default: 422, 'default /': 422 }));
    navigationType('navigate');
    render(
      <MemoryRouter initialEntries={['/services/5']}>
        <ScrollRestoration />
      </MemoryRouter>,
    );
    // The browser starts a new document at its top (or #anchor), and a visitor who scrolled the
    // server's HTML before it was interactive stays where they scrolled to.
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('a link within the app starts the next page at its top', async () => {
    navigationType('navigate');
    const router = createMemoryRouter([{ path: '*', element: <ScrollRestoration /> }], { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/services/5'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('a reload returns to where this page was left', () => {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ 'default /': 40, 'default /services/5': 0 }));
    // Tall enough for the position to be reachable at once.
    jest.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(5000);
    navigationType('reload');
    render(
      <MemoryRouter initialEntries={['/']}>
        <ScrollRestoration />
      </MemoryRouter>,
    );
    expect(scrollTo).toHaveBeenCalledWith(0, 40);
  });
});
