import { apiErrorMessage, errorStatus, isNetworkError } from '@craft/shared';
import { hostText } from '../../../texts';

/** Unlike the spec (console only), a failed registration says why in the page. */
export function registerErrorText(error: unknown): string {
  if (isNetworkError(error)) return hostText('register.failed');
  switch (errorStatus(error)) {
    case 409:
      return hostText('register.emailTaken');
    case 429:
      return hostText('register.tooManyAttempts');
    case 400:
      return apiErrorMessage(error) ?? hostText('register.invalid');
    default:
      return hostText('register.failed');
  }
}
