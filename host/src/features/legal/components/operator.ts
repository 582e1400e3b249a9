import { getRuntimeConfig, type OperatorDetails } from '@craft/shared';
import type { MessageValues } from '@craft/shared/i18n';

export type OperatorField = keyof OperatorDetails;

/** Every field of the operator's details, in the Impressum's order. */
export const OPERATOR_FIELDS: readonly OperatorField[] = [
  'name',
  'legalForm',
  'representative',
  'street',
  'postcodeCity',
  'country',
  'email',
  'phone',
  'register',
  'vatId',
  'privacyContact',
  'supervisoryAuthority',
];

export interface Operator {
  /** The configured value, else the marked placeholder ("[Placeholder: company name]"). */
  value: (field: OperatorField) => string;
  /** True when the site runs on the demo's placeholders (any field not configured). */
  placeholders: boolean;
}

/**
 * The site operator's details from the web server's runtime configuration (/config.json,
 * OPERATOR_* variables, web/src/server/env.ts). `t` is the legal catalogue's `common` section.
 */
export function operatorDetails(t: (id: 'placeholder' | `fields.${OperatorField}`, values?: MessageValues) => string): Operator {
  const configured = getRuntimeConfig().operator ?? {};
  const given = (field: OperatorField) => {
    const value = configured[field];
    return typeof value === 'string' && value.trim() ? value.trim() : null;
  };
  return {
    value: (field) => given(field) ?? t('placeholder', { field: t(`fields.${field}`) }),
    placeholders: OPERATOR_FIELDS.some((field) => given(field) === null),
  };
}
