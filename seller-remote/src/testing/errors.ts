import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';

/** An axios error as the client raises it for an HTTP answer (`status` null: no answer at all). */
export function httpError(status: number | null, statusText = '', data: unknown = {}): AxiosError {
  if (status === null) return new AxiosError('Network Error', 'ERR_NETWORK');
  const config = { headers: new AxiosHeaders() };
  const response: AxiosResponse = { status, statusText, data, headers: {}, config };
  return new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, null, response);
}
