/**
 * The legal pages German law requires (#18): Impressum, Datenschutzerklärung, AGB, and the register
 * form's consent box. Each page loads lazily with its catalogue (routes.tsx), off the landing page.
 */
import { legalCatalog } from './texts';

const withTexts = <T>(page: Promise<T>): Promise<T> => Promise.all([page, legalCatalog.load()]).then(([module]) => module);

export const loadImprintPage = () =>
  withTexts(import('./components/ImprintPage')).then((module) => ({ default: module.ImprintPage }));
export const loadPrivacyPage = () =>
  withTexts(import('./components/PrivacyPage')).then((module) => ({ default: module.PrivacyPage }));
export const loadTermsPage = () => withTexts(import('./components/TermsPage')).then((module) => ({ default: module.TermsPage }));
/** The consent checkbox the app shell hands to the register form (a feature never imports another). */
export const loadConsentField = () => withTexts(import('./components/ConsentField'));
export type { ConsentFieldProps, ConsentProblem } from './components/ConsentField';
