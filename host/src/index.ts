// Start reading the run-time config now; it arrives while the start-up chunks load.
import './config-request';
// Async boundary: shared singletons are negotiated by the federation runtime before any app code runs.
import('./bootstrap');
