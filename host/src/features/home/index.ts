export { HomePage } from './components/HomePage';
export { MenuPage } from './components/MenuPage';
