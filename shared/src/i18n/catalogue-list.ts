/**
 * Every catalogue of the product, by folder (from the repository root) and namespace: the
 * namespaces the apps register at run time. A new catalogue is added here too
 * (catalogues.test.ts fails on a locales folder missing from the list). Plain data: the browser
 * tests read the same list.
 */
export const CATALOGUES: ReadonlyArray<{ dir: string; namespace: string }> = [
  { dir: 'host/src/locales', namespace: 'host' },
  // The host's lazily loaded pages keep their texts off the landing page's budget.
  { dir: 'host/src/features/account-recovery/locales', namespace: 'host-account' },
  { dir: 'host/src/features/search/locales', namespace: 'host-results' },
  { dir: 'host/src/features/notifications/locales', namespace: 'host-notifications' },
  { dir: 'host/src/features/static-pages/locales', namespace: 'host-pages' },
  { dir: 'host/src/features/home/locales', namespace: 'host-home' },
  { dir: 'host/src/features/appeals/locales', namespace: 'host-appeals' },
  { dir: 'host/src/features/auth/locales', namespace: 'host-totp' },
  { dir: 'admin-remote/src/locales', namespace: 'admin' },
  { dir: 'buyer-remote/src/locales', namespace: 'buyer' },
  { dir: 'seller-remote/src/locales', namespace: 'seller' },
  { dir: 'shared/src/locales', namespace: 'shared' },
  { dir: 'shared/src/messaging/locales', namespace: 'messaging' },
  { dir: 'shared/src/jobs/locales', namespace: 'jobs' },
  // The API's error codes in words (api/error-messages.ts); English is loaded by tests only.
  { dir: 'shared/src/api/locales', namespace: 'apiErrors' },
  { dir: 'host/src/features/legal/locales', namespace: 'legal' },
];
