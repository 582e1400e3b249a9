import { apiErrorMessage, errorStatus, unreachableMessage } from '@craft/shared';
import { hostText } from '../../../texts';

/** Unlike the spec (console only), a failed registration says why in the page. */
export function registerErrorText(error: unknown): string {
  const unreachable = unreachableMessage(error);
  if (unreachable) return unreachable;
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
