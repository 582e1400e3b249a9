export { LandingPage } from './components/LandingPage';
export { filterCategories } from './lib/filter-categories';
