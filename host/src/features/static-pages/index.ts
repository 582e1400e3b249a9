export { NotFoundPage } from './components/NotFoundPage';

/** About, Contact us and Help center (one chunk with their texts), loaded on first visit: off the landing page. */
export const loadAboutPage = () => import('./components/pages').then((module) => ({ default: module.AboutPage }));
export const loadContactPage = () => import('./components/pages').then((module) => ({ default: module.ContactPage }));
export const loadHelpPage = () => import('./components/pages').then((module) => ({ default: module.HelpPage }));
