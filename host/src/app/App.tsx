import { useEffect, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, theme } from '@craft/shared';
import { AppRoutes } from './routes';
import { ScrollRestoration } from './ScrollRestoration';

/** The theme of the page around its router (the browser's, or the server's for one URL). */
export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}

/**
 * What renders inside the router, the same on the server and in the browser: React derives useId's
 * ids from the tree's shape, so one extra sibling on either side gives every field of the hydrated
 * page other ids than its server HTML carries.
 */
export function RoutedContent() {
  return (
    <>
      <ScrollRestoration />
      <AppRoutes />
    </>
  );
}

/** The one router and theme of the page; remotes render inside them (the language: @craft/shared/i18n). */
export function App() {
  // Marks the page as interactive: a server-rendered page shows before its scripts run, and
  // monitoring (and the browser tests) can tell when clicks start to work.
  useEffect(() => {
    document.documentElement.dataset.interactive = '';
  }, []);
  return (
    <AppFrame>
      <BrowserRouter>
        <RoutedContent />
      </BrowserRouter>
    </AppFrame>
  );
}
