import { schemasForSubmit } from '../lib/load-schemas';
import { holdSchemas } from './hold-schemas';

it('holds the schemas back until released, even once they had loaded', async () => {
  expect(await schemasForSubmit()).not.toBeNull();
  const schemas = holdSchemas();
  try {
    let arrived = false;
    const submit = schemasForSubmit().then((loaded) => {
      arrived = true;
      return loaded;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(arrived).toBe(false);
    schemas.release();
    expect(await submit).not.toBeNull();
  } finally {
    schemas.restore();
  }
});
