export const commonTexts = {
  loading: 'Loading...',
  retry: 'Try again',
  loadFailed: 'Something went wrong while loading. Please try again.',
  remoteUnavailable: 'This part of the marketplace is unavailable right now. Please try again later.',
  notFoundTitle: 'Page not found',
  notFoundBody: 'The page you are looking for does not exist.',
  backHome: 'Back to Home',
  sellerOnly: 'This page is for craftsmen',
  currency: (amount: number) => `${amount}€`,
  close: 'Close',
  cancel: 'Cancel',
} as const;
