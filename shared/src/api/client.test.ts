import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { setLanguage } from '@craft/shared/i18n';
import { answerJson, receivedRequests, server } from '../testing';
import { API_TIMEOUT_MS, apiClient, apiErrorCode, apiErrorMessage, isApiCallError, isUnreachable, onApiRequest, UPLOAD_TIMEOUT_MS, unreachableMessage } from './client';

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

describe('a failure of the marketplace itself', () => {
  it('is no answer, a time-out or a 5xx; a refusal (4xx) or a plain error is not', () => {
    expect(isUnreachable(new AxiosError('Network Error', 'ERR_NETWORK'))).toBe(true);
    expect(isUnreachable(new AxiosError('timeout of 15000ms exceeded', 'ECONNABORTED'))).toBe(true);
    expect(isUnreachable(failed(500, { error: 'Internal Server Error' }))).toBe(true);
    expect(isUnreachable(failed(502, ''))).toBe(true);
    expect(isUnreachable(failed(401, { error: 'Email or password is incorrect', code: 'auth.login_failed' }))).toBe(false);
    expect(isUnreachable(failed(429, { error: 'Too many requests' }))).toBe(false);
    expect(isUnreachable(new Error('plain'))).toBe(false);
  });

  it('is said as it is, in the page’s language', async () => {
    expect(unreachableMessage(failed(503, ''))).toBe('The marketplace is not reachable right now. Please try again in a moment.');
    expect(unreachableMessage(failed(400, { error: 'x' }))).toBeNull();
    await setLanguage('de');
    expect(unreachableMessage(new AxiosError('Network Error', 'ERR_NETWORK'))).toBe('Der Marktplatz ist gerade nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.');
  });
});

describe('the API client', () => {
  it('gives every call a time-out, and uploads a longer one', async () => {
    server.use(answerJson('get', '/ping', { ok: true }), answerJson('post', '/upload', { ok: true }));
    const plain = await apiClient.get('/ping');
    expect(plain.config.timeout).toBe(API_TIMEOUT_MS);
    const form = new FormData();
    form.append('file', new Blob(['x']), 'x.txt');
    const upload = await apiClient.post('/upload', form);
    expect(upload.config.timeout).toBe(UPLOAD_TIMEOUT_MS);
    expect(API_TIMEOUT_MS).toBeLessThan(UPLOAD_TIMEOUT_MS);
  });

  it('sends the page’s language as Accept-Language on every request, so mails to visitors go out in it', async () => {
    server.use(answerJson('get', '/ping', { ok: true }));
    await apiClient.get('/ping');
    await setLanguage('de');
    await apiClient.get('/ping');
    expect(receivedRequests('get', '/ping').map((request) => request.headers.get('accept-language'))).toEqual(['en', 'de']);
  });

  it('runs a registered request hook after its own settings, on every call', async () => {
    server.use(answerJson('get', '/ping', { ok: true }));
    onApiRequest((config) => {
      config.headers.set('X-Forwarded-For', '203.0.113.7');
      return config;
    });
    await apiClient.get('/ping');
    expect(receivedRequests('get', '/ping').map((request) => request.headers.get('x-forwarded-for'))).toEqual(['203.0.113.7']);
  });

  it('knows its own failures without axios at hand, and nothing else for one', async () => {
    server.use(answerJson('get', '/missing', { error: 'Not found' }, { status: 404 }));
    const failure: unknown = await apiClient.get('/missing').catch((error: unknown) => error);
    expect(isApiCallError(failure)).toBe(true);
    expect(isApiCallError(new Error('plain'))).toBe(false);
    expect(isApiCallError(null)).toBe(false);
    expect(isApiCallError({ response: { status: 404 } })).toBe(false);
  });
});
