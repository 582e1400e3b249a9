import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { I18nProvider } from '@lingui/react';
import { ThemeProvider } from 'styled-components';
import { i18n } from '../i18n';
import { theme } from '../theme';

interface Options {
  /** Current URL, e.g. '/services/3'. */
  route?: string;
  /** Route pattern the element is mounted at, e.g. '/services/:id'. */
  path?: string;
}

/** What the host puts around every screen: the page's language and the theme. */
export function TestProviders({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </I18nProvider>
  );
}

/** Renders a page as the host would: inside the language, the theme and a router at the given URL. */
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
