// Start reading the run-time config now; it arrives while the start-up chunks load.
import './config-request';

/** Resolves in a new task, so what runs next is not part of the current long task. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Async boundary: shared singletons are negotiated by the federation runtime before any app code
 * runs. The largest libraries are evaluated first, each in its own task: evaluating every module
 * at once was one long task (~100 ms at 4x CPU slowdown) that blocked input.
 */
async function boot(): Promise<void> {
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
