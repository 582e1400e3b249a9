export * from './client';
export * from './types';
// Types only: the catalogue's notes are for translators and the API, not for every page's bundle.
export type { ApiErrorCode, CatalogueErrorCode, ValidationErrorCode } from './error-codes';
export * from './feature-types';
export * from './normalise';
export * from './users';
export * from './account';
export * from './categories';
export * from './services';
export * from './quotations';
export * from './wishlist';
export * from './orders';
export * from './direct-offers';
export * from './quotation-answers';
export * from './sellers';
export * from './search-types';
// Types only: the table of notification kinds is for the bell, the mail settings and the API, which
// import it from '@craft/shared/api/notification-types', so it stays out of every page's first script.
export type { JobMailKind, MailGroup, MailPreferences, Notification, NotificationKind, NotificationKindEntry, NotificationPage, NotificationSubjectType } from './notification-types';
export * from './notifications';
export * from './search';
export * from './not-found';
export * from './query-options';
export * from './queries';
