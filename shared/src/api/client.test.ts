import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { setLanguage } from '@craft/shared/i18n';
import { answerJson, receivedRequests, server } from '../testing';
import { apiClient, apiErrorCode, apiErrorMessage } from './client';

/** An axios failure as the API answers it. */
function failed(status: number, data: unknown): AxiosError {
  const response = { status, data, statusText: '', headers: {}, config: { headers: new AxiosHeaders() } } as AxiosResponse;
  return new AxiosError('Request failed', 'ERR_BAD_REQUEST', undefined, undefined, response);
}

describe('apiErrorCode (the screens translate the code, not the English text)', () => {
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

describe('apiErrorMessage in the page’s language', () => {
  const loginFailed = () => failed(401, { error: 'Email or password is incorrect', code: 'auth.login_failed' });

  it('shows the API’s own sentence on an English page, else the screen’s fallback, as before codes existed', () => {
    expect(apiErrorMessage(loginFailed(), 'Login failed.')).toBe('Email or password is incorrect');
    expect(apiErrorMessage(loginFailed())).toBe('Email or password is incorrect');
    expect(apiErrorMessage(failed(400, { error: 'body email: Invalid email address', code: 'validation.email' }), 'x')).toBe('body email: Invalid email address');
    expect(apiErrorMessage(new AxiosError('Network Error', 'ERR_NETWORK'), 'Please try again.')).toBe('Please try again.');
    expect(apiErrorMessage(new AxiosError('Network Error', 'ERR_NETWORK'))).toBeNull();
  });

  it('words the code in German on a German page, never the API’s English', async () => {
    await setLanguage('de');
    expect(apiErrorMessage(loginFailed(), 'Anmeldung fehlgeschlagen.')).toBe('E-Mail-Adresse oder Passwort ist falsch.');
    expect(apiErrorMessage(failed(404, { error: 'Service not found', code: 'service.not_found' }))).toBe('Diese Leistung wurde nicht gefunden.');
  });

  it('asks to check the named field for a validation code, else falls back to the screen’s text', async () => {
    await setLanguage('de');
    expect(apiErrorMessage(failed(400, { error: 'body email: Invalid email address', code: 'validation.email' }), 'Bitte prüfen Sie das Formular.')).toBe('Bitte prüfen Sie Ihre E-Mail-Adresse.');
    expect(apiErrorMessage(failed(400, { error: 'body: Expected object', code: 'validation.body' }), 'Bitte prüfen Sie das Formular.')).toBe('Bitte prüfen Sie das Formular.');
    expect(apiErrorMessage(failed(400, { error: 'Something new', code: 'future.unknown_code' }), 'Das ging nicht.')).toBe('Das ging nicht.');
    expect(apiErrorMessage(failed(502, { error: 'The service is temporarily unavailable.' }), 'Das ging nicht.')).toBe('Das ging nicht.');
    expect(apiErrorMessage(failed(502, { error: 'The service is temporarily unavailable.' }))).toBeNull();
  });
});

describe('the API client', () => {
  it('sends the page’s language as Accept-Language on every request, so mails to visitors go out in it', async () => {
    server.use(answerJson('get', '/ping', { ok: true }));
    await apiClient.get('/ping');
    await setLanguage('de');
    await apiClient.get('/ping');
    expect(receivedRequests('get', '/ping').map((request) => request.headers.get('accept-language'))).toEqual(['en', 'de']);
  });
});
