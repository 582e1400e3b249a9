import { apiErrorMessage, errorStatus, isNetworkError } from '@craft/shared';
import { buyerTexts } from '@craft/shared/texts/buyer';

const texts = buyerTexts.account;

/**
 * What the account section says about a refused request. A wrong password (403) gets one plain
 * text; anything else the API's `{error}` where it sent one.
 */
export function accountErrorText(error: unknown): string {
  if (isNetworkError(error)) return texts.failed;
  switch (errorStatus(error)) {
    case 403:
      return texts.wrongPassword;
    case 429:
      return texts.tooManyAttempts;
    default:
      return apiErrorMessage(error) ?? texts.failed;
  }
}
