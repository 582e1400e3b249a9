/**
 * Holds back the lazily loaded form schemas, as a slow network would, in a test file that mocks
 * '@craft/shared': clicks made before `release()` come before the schemas. `restore()` puts the
 * real loader back (call it in `finally`).
 */
export function holdSchemas(): { release: () => void; restore: () => void } {
  const shared = jest.requireMock<{ schemasForSubmit: () => Promise<unknown> }>('@craft/shared');
  const actual = shared.schemasForSubmit;
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  shared.schemasForSubmit = jest.fn(async () => {
    await released;
    return actual();
  });
  return { release: () => release(), restore: () => (shared.schemasForSubmit = actual) };
}
