import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * Where one of our processes or threads (src/workers/<name>.ts) starts: its TypeScript source
 * through tsx when the API runs from source (tests, `npm run dev`), else its bundle next to the
 * server's in dist/ (a tsup entry of the same name).
 */
export function workerEntry(name: string): { file: string; execArgv: string[] } {
  if (import.meta.url.endsWith('.ts')) {
    return { file: fileURLToPath(new URL(`../workers/${name}.ts`, import.meta.url)), execArgv: ['--import', 'tsx'] };
  }
  return { file: fileURLToPath(new URL(`./${name}.js`, import.meta.url)), execArgv: [] };
}

/**
 * One of our threads: `src/workers/<name>.mjs`, plain JavaScript so that it starts at once from
 * source too, bundled to dist/<name>.js by tsup.
 */
export function startThread(name: string, workerData: unknown): Worker {
  const source = import.meta.url.endsWith('.ts');
  const file = fileURLToPath(new URL(source ? `../workers/${name}.mjs` : `./${name}.js`, import.meta.url));
  return new Worker(file, { workerData });
}
