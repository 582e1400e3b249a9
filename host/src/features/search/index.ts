export { ResultsPage } from './components/ResultsPage';
