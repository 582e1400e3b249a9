/**
 * @craft/shared: the one package every app shares as a federation singleton:
 * run-time config, API client and wire types, the auth store, paths, texts, theme, UI kit.
 */
// Brings the theme's type into styled-components' DefaultTheme for every app that imports this
// package, from sources or from the built package alike (an import would be elided as type-only).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./theme/styled.d.ts" />
export { getRuntimeConfig, loadRuntimeConfig, setRenderConfig, setRuntimeConfig, type OperatorDetails, type RemoteLocation, type RuntimeConfig } from './config/runtime-config';
export * from './api';
export { authStore, TOKEN_KEY, USER_KEY, type Session } from './auth/auth-store';
export { accountRole, useAuth, type AuthState } from './auth/use-auth';
export * from './contracts';
export { remoteLink } from './contracts/links';
export * from './paths';
// The shared catalogue: `useSharedTexts('common')` in components, `sharedText(id)` elsewhere.
export { categoryLabel, sharedText, useCategoryLabel, useSharedTexts } from './texts/shared-catalog';
export * from './theme';
export * from './ui';
export { saveBlob } from './lib/save-blob';
export { reportError, setErrorReporter, type ErrorContext, type ErrorReporter } from './lib/report-error';
// Types only: the schemas themselves load on demand (schemasForSubmit), keeping zod off first paint.
export type * as schemas from './schemas';
export { prefetchSchemas, schemasForSubmit, type Schemas } from './lib/load-schemas';
