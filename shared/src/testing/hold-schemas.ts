import { forgetLoadedSchemas, schemaChunk } from '../lib/load-schemas';

/**
 * Holds back the lazily loaded form schemas, as a slow network would: the real loader runs, but
 * the schemas' chunk arrives only when the test calls `release()`, so clicks made before it come
 * before the schemas. `restore()` lets the chunk load at once again (call it in `finally`).
 */
export function holdSchemas(): { release: () => void; restore: () => void } {
  const load = schemaChunk.load;
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  forgetLoadedSchemas();
  schemaChunk.load = async () => {
    await released;
    return load();
  };
  return { release: () => release(), restore: () => (schemaChunk.load = load) };
}

/**
 * The schemas' chunk cannot load (offline, or a deploy removed it): the real loader reports the
 * failure and a submit gets no schemas. `restore()` lets the chunk load again (call it in `finally`).
 */
export function failSchemaChunk(): { restore: () => void } {
  const load = schemaChunk.load;
  forgetLoadedSchemas();
  schemaChunk.load = () => Promise.reject(new Error('Loading the schemas chunk failed'));
  return { restore: () => (schemaChunk.load = load) };
}
