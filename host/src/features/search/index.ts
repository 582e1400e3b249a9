/** The results screen, loaded on first visit: its filters and list stay off the landing page. */
export const loadResultsPage = () => import('./components/ResultsPage').then((module) => ({ default: module.ResultsPage }));
