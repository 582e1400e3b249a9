import { errorStatus, unreachableMessage } from '@craft/shared';
import { hostText } from '../../../texts';

/**
 * Only the API's refusal of the credentials (a 4xx) reads 'Email of password is incorrect!'. No
 * answer, a time-out or a server error says the marketplace is unreachable: people must not reset
 * a password that was right.
 */
export function loginErrorText(error: unknown): string {
  const unreachable = unreachableMessage(error);
  if (unreachable) return unreachable;
  const status = errorStatus(error);
  if (status === 429) return hostText('login.tooManyAttempts');
  if (status !== null && status >= 400 && status < 500) return hostText('login.wrongCredentials');
  return hostText('login.networkFailure');
}
