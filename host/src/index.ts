// Async boundary: shared singletons are negotiated by the federation runtime before any app code runs.
import('./bootstrap');
