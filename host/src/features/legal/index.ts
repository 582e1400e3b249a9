/**
 * The legal pages German law requires: Impressum, Datenschutzerklärung, AGB, and the register
 * form's consent box. Each loads lazily with its catalogue (routes.tsx). Nothing here imports
 * ./texts statically: registering the catalogue loads it with the page's language, and the
 * landing page (150 KB JS budget) must not fetch these long texts.
 */
const withTexts = <T>(page: Promise<T>): Promise<T> =>
  Promise.all([page, import('./texts').then(({ legalCatalog }) => legalCatalog.load())]).then(([module]) => module);

export const loadImprintPage = () =>
  withTexts(import('./components/ImprintPage')).then((module) => ({ default: module.ImprintPage }));
export const loadPrivacyPage = () =>
  withTexts(import('./components/PrivacyPage')).then((module) => ({ default: module.PrivacyPage }));
export const loadTermsPage = () => withTexts(import('./components/TermsPage')).then((module) => ({ default: module.TermsPage }));
/** The consent checkbox the app shell hands to the register form (a feature never imports another). */
export const loadConsentField = () => withTexts(import('./components/ConsentField'));
