import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme';

interface Options {
  /** Current URL, e.g. '/services/3'. */
  route?: string;
  /** Route pattern the element is mounted at, e.g. '/services/:id'. */
  path?: string;
}

/** What the host puts around every screen: the theme. */
export function TestProviders({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

/** Renders a page as the host would: inside the theme and a router at the given URL. */
export function renderWithProviders(ui: ReactElement, { route = '/', path }: Options = {}): RenderResult {
  return render(
    <TestProviders>
      <MemoryRouter initialEntries={[route]}>
        {path ? (
          <Routes>
            <Route path={path} element={ui} />
            <Route path="*" element={<div data-testid="navigated-away" />} />
          </Routes>
        ) : (
          ui
        )}
      </MemoryRouter>
    </TestProviders>,
  );
}
