import { reportError, setErrorReporter } from './report-error';

describe('reportError', () => {
  it('hands the error and its context to the reporter in place', () => {
    const seen: unknown[] = [];
    const previous = setErrorReporter((error, context) => seen.push([error, context.action]));
    const failure = new Error('boom');
    reportError(failure, { action: 'Saving the service', app: 'seller' });
    setErrorReporter(previous);
    expect(seen).toEqual([[failure, 'Saving the service']]);
  });

  it('falls back to the console when the reporter itself throws', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const previous = setErrorReporter(() => {
      throw new Error('reporter down');
    });
    expect(() => reportError(new Error('boom'), { action: 'Loading' })).not.toThrow();
    setErrorReporter(previous);
    expect(log).toHaveBeenCalledWith('Loading failed', expect.any(Error), { action: 'Loading' });
    log.mockRestore();
  });
});
