// Start reading the run-time config now; it arrives while the start-up chunks load.
import './config-request';
import { nextTask } from './lib/next-task';

/**
 * Async boundary: shared singletons are negotiated by the federation runtime before any app code
 * runs. The largest libraries are evaluated first, each in its own task: evaluating every module
 * at once was one long task (~100 ms at 4x CPU slowdown) that blocked input. The first request
 * waits for a task of its own too: this script's own evaluation (the federation runtime) is long
 * enough already.
 */
async function boot(): Promise<void> {
  await nextTask();
  await import('react-dom/client');
  await nextTask();
  await import('styled-components');
  await nextTask();
  await import('react-router-dom');
  await nextTask();
  await import('@craft/shared');
  await nextTask();
  await import('./bootstrap');
}

void boot();
