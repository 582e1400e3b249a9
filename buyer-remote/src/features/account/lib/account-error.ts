import { apiErrorMessage, errorStatus, unreachableMessage } from '@craft/shared';
import { buyerText } from '../../../texts';
/**
 * What the account section says about a refused request. A wrong password (403) gets one plain
 * text; anything else the API's `{error}` where it sent one.
 */
export function accountErrorText(error: unknown): string {
  const unreachable = unreachableMessage(error);
  if (unreachable) return unreachable;
  switch (errorStatus(error)) {
    case 403:
      return buyerText('account.wrongPassword');
    case 429:
      return buyerText('account.tooManyAttempts');
    default:
      return apiErrorMessage(error) ?? buyerText('account.failed');
  }
}
