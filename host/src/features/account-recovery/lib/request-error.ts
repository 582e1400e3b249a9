import { apiErrorMessage, errorStatus, unreachableMessage } from '@craft/shared';

interface ErrorTexts {
  /** No answer at all, or an answer without the API's `{error}`. */
  failed: string;
  tooManyAttempts: string;
}

/** What an account page says about a refused request: the API's `{error}` where it gave one. */
export function requestErrorText(error: unknown, texts: ErrorTexts): string {
  const unreachable = unreachableMessage(error);
  if (unreachable) return unreachable;
  if (errorStatus(error) === 429) return texts.tooManyAttempts;
  return apiErrorMessage(error) ?? texts.failed;
}

/** A link token the API refused (used, expired or unknown): 400, or 404/410 should it say so that way. */
export function isRefusedLink(error: unknown): boolean {
  const status = errorStatus(error);
  return status === 400 || status === 404 || status === 410;
}
