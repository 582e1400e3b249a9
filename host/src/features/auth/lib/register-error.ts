import { apiErrorMessage, errorStatus, hostTexts, isNetworkError } from '@craft/shared';

/** Unlike the spec (console only), a failed registration says why in the page. */
export function registerErrorText(error: unknown): string {
  if (isNetworkError(error)) return hostTexts.register.failed;
  switch (errorStatus(error)) {
    case 409:
      return hostTexts.register.emailTaken;
    case 429:
      return hostTexts.register.tooManyAttempts;
    case 400:
      return apiErrorMessage(error) ?? hostTexts.register.invalid;
    default:
      return hostTexts.register.failed;
  }
}
