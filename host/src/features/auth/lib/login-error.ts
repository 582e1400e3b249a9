import { errorStatus, isNetworkError } from '@craft/shared';
import { hostText } from '../../../texts';

/** Any server refusal reads 'Email of password is incorrect!'; no answer at all is a network failure. */
export function loginErrorText(error: unknown): string {
  if (isNetworkError(error)) return hostText('login.networkFailure');
  if (errorStatus(error) === 429) return hostText('login.tooManyAttempts');
  return hostText('login.wrongCredentials');
}
