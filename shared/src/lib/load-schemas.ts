/**
 * The request schemas (zod) for the forms, loaded when a form first needs them. zod was about an
 * eighth of the landing page's script while nothing validates before a submit; the API still
 * imports `@craft/shared/schemas` directly. One copy for every app: remotes get it through the
 * shared @craft/shared singleton, so the chunk comes from whichever app provided that.
 */
import { reportError } from './report-error';

export type Schemas = typeof import('../forms/validation');

let pending: Promise<Schemas> | null = null;
let loaded: Schemas | null = null;

/**
 * Where the schemas' chunk comes from: the bundler's on-demand import. An object, so the test
 * kit (testing/hold-schemas.ts) can make the chunk arrive late, as on a slow network, while the
 * loader below stays the real one.
 */
export const schemaChunk = {
  load: (): Promise<Schemas> => import('../forms/validation'),
};

/** Forgets the loaded schemas, so the next submit loads the chunk again (tests only). */
export function forgetLoadedSchemas(): void {
  pending = null;
  loaded = null;
}

function loadSchemas(): Promise<Schemas> {
  // The schemas with the react-hook-form resolver over them: one chunk, loaded once.
  pending ??= schemaChunk.load().then(
    (module) => (loaded = module),
    (error: unknown) => {
      pending = null; // a failed chunk load is retried on the next submit
      throw error;
    },
  );
  return pending;
}

/**
 * For a submit: the schemas, at once if they have arrived, else once they load; null when their
 * chunk cannot be loaded (offline, a deploy removed it), so the form can say the submit failed
 * instead of doing nothing.
 */
export async function schemasForSubmit(): Promise<Schemas | null> {
  if (loaded) return loaded;
  try {
    return await loadSchemas();
  } catch (error) {
    reportError(error, { action: 'Loading the form schemas', app: 'shared' });
    return null;
  }
}

/** Starts loading the schemas ahead of a submit (a form's focus or mount); failures are only logged. */
export function prefetchSchemas(): void {
  loadSchemas().catch((error: unknown) => reportError(error, { action: 'Prefetching the form schemas', app: 'shared' }));
}
