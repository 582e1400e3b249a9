/**
 * The legal documents' versions, in ONE place for the host (the pages show them, the
 * register form sends the ones it showed) and the API (POST /users accepts only these and stores
 * them with the time of consent). Changing the wording of the terms or the privacy notice means a
 * new version here: registrations from a page still showing the old text are refused
 * (`account.consent_outdated`) until it reloads.
 *
 * `version` is what is stored with a consent; `date` is the day the text took effect (shown on
 * the page). They are the same today; a second change on one day would get e.g. "2026-11-26.2".
 */
export const LEGAL_DOCUMENTS = {
  terms: { version: '2026-11-26', date: '2026-11-26' },
  privacy: { version: '2026-11-26', date: '2026-11-26' },
  /** Not consented to; dated so a reader knows how current the operator's details are. */
  imprint: { version: '2026-11-26', date: '2026-11-26' },
} as const;

export type LegalDocument = keyof typeof LEGAL_DOCUMENTS;

/** The consent fields of a registration (POST /users) to the current terms and privacy notice. */
export interface LegalConsent {
  accept_terms: true;
  terms_version: string;
  privacy_version: string;
}

/** The consent to today's documents, as the register form sends it (and test helpers do). */
export function currentConsent(): LegalConsent {
  return { accept_terms: true, terms_version: LEGAL_DOCUMENTS.terms.version, privacy_version: LEGAL_DOCUMENTS.privacy.version };
}
