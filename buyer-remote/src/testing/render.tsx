import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { TestProviders } from '@craft/shared/testing';

/** Shows where the app navigated to, so tests can assert the target URL. */
function WhereAmI() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

interface Options {
  /** Current URL, e.g. '/payment?service=3'. */
  route: string;
  /** Route pattern the page is mounted at, e.g. '/services/:id'. */
  path: string;
  /** More pages mounted beside it (e.g. where a redirect lands). */
  others?: Record<string, ReactElement>;
}

/** Renders one buyer page as the host would mount it; every other URL shows its location. */
export function renderPage(ui: ReactElement, { route, path, others = {} }: Options): RenderResult {
  return render(
    <TestProviders>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
          {Object.entries(others).map(([otherPath, element]) => (
            <Route key={otherPath} path={otherPath} element={element} />
          ))}
          <Route path="*" element={<WhereAmI />} />
        </Routes>
      </MemoryRouter>
    </TestProviders>,
  );
}
