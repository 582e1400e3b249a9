import { errorStatus, hostTexts, isNetworkError } from '@craft/shared';

/** SPEC §8: any server refusal reads 'Email of password is incorrect!'; no answer at all is a network failure. */
export function loginErrorText(error: unknown): string {
  if (isNetworkError(error)) return hostTexts.login.networkFailure;
  if (errorStatus(error) === 429) return hostTexts.login.tooManyAttempts;
  return hostTexts.login.wrongCredentials;
}
