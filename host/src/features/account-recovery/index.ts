/**
 * The account pages (confirmation, password reset, deletion). Each is loaded lazily by the app layer (routes.tsx, Layout.tsx) from
 * its component module, so neither they nor their texts reach the landing page's first load.
 */
export const loadForgotPasswordPage = () =>
  import('./components/ForgotPasswordPage').then((module) => ({ default: module.ForgotPasswordPage }));
export const loadResetPasswordPage = () =>
  import('./components/ResetPasswordPage').then((module) => ({ default: module.ResetPasswordPage }));
export const loadConfirmEmailPage = () =>
  import('./components/ConfirmEmailPage').then((module) => ({ default: module.ConfirmEmailPage }));
export const loadConfirmEmailBanner = () =>
  import('./components/ConfirmEmailBanner').then((module) => ({ default: module.ConfirmEmailBanner }));
