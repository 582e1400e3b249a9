export { AboutPage, ContactPage, HelpPage, NotFoundPage } from './components/pages';
