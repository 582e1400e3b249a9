describe('schemasForSubmit', () => {
  afterEach(() => jest.resetModules());

  it('gives the schemas a form validates with (the same ones the API edge uses)', async () => {
    const { schemasForSubmit } = await import('./load-schemas');
    const schemas = await schemasForSubmit();
    expect(schemas?.loginSchema.safeParse({ email: 'mia@example.com', password: 'x' }).success).toBe(true);
  });

  it('answers null when the schemas cannot be loaded, and tries again on the next submit', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let failing = true;
    jest.doMock('../schemas', () => {
      if (failing) throw new Error('chunk failed to load');
      return jest.requireActual('../schemas');
    });
    const { schemasForSubmit } = await import('./load-schemas');
    await expect(schemasForSubmit()).resolves.toBeNull();
    failing = false;
    jest.resetModules();
    await expect(schemasForSubmit()).resolves.not.toBeNull();
  });
});
