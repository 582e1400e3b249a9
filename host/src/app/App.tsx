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
        <ScrollRestoration />
        <AppRoutes />
      </BrowserRouter>
    </AppFrame>
  );
}
