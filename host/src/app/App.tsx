import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { I18nProvider } from '@lingui/react';
import { GlobalStyle, theme } from '@craft/shared';
import { i18n } from '@craft/shared/i18n';
import { AppRoutes } from './routes';

/** The one router, theme and language of the page; remotes render inside them. */
export function App() {
  return (
    <I18nProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </ThemeProvider>
    </I18nProvider>
  );
}
