import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
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

  it("starts a newly loaded page at the top, not where another page's first entry was left", () => {
    // What the old scheme kept: the landing page, the first entry of its document, left at 422 px.
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ default: 422, 'default /': 422 }));
    navigationType('navigate');
    render(
      <MemoryRouter initialEntries={['/services/5']}>
        <ScrollRestoration />
      </MemoryRouter>,
    );
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(scrollTo).not.toHaveBeenCalledWith(0, 422);
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
