import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { apiErrorCode, apiErrorMessage } from './client';

/** An axios failure as the API answers it. */
function failed(status: number, data: unknown): AxiosError {
  const response = { status, data, statusText: '', headers: {}, config: { headers: new AxiosHeaders() } } as AxiosResponse;
  return new AxiosError('Request failed', 'ERR_BAD_REQUEST', undefined, undefined, response);
}

describe('apiErrorCode (#18: the screens translate the code, not the English text)', () => {
  it('reads a catalogue code and a validation code next to the English text', () => {
    const notFound = failed(404, { error: 'Service not found', code: 'service.not_found' });
    expect(apiErrorCode(notFound)).toBe('service.not_found');
    expect(apiErrorMessage(notFound)).toBe('Service not found');
    expect(apiErrorCode(failed(400, { error: 'body email: Invalid email address', code: 'validation.email' }))).toBe('validation.email');
  });

  it('is null for a network failure, a malformed code or no code at all', () => {
    expect(apiErrorCode(new AxiosError('Network Error', 'ERR_NETWORK'))).toBeNull();
    expect(apiErrorCode(failed(400, { error: 'x', code: 'Not a code' }))).toBeNull();
    expect(apiErrorCode(failed(400, { error: 'x', code: 42 }))).toBeNull();
    expect(apiErrorCode(failed(502, { error: 'The service is temporarily unavailable.' }))).toBeNull();
    expect(apiErrorCode(new Error('plain'))).toBeNull();
  });
});
