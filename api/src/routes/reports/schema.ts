import { REPORT_REASONS, emailField, reportTargetType, requiredText } from '@craft/shared/schemas';
import { z } from 'zod';

// One list for the API and the operators' console.
export { REPORT_REASONS, reportTargetType };

export const reportBody = z
  .object({
    target_type: reportTargetType,
    target_id: z.number().int().min(1).max(2_147_483_647),
    reason: z.enum(REPORT_REASONS),
    text: requiredText(5000).meta({ description: 'Why the content is illegal or against the terms, in the reporter’s words' }),
    email: emailField.optional().meta({ description: 'Required without a bearer token (a visitor): where the confirmation and the decision are mailed (else 400 report.email_required)' }),
  })
  .strict();

export const reportCreated = z
  .object({
    id: z.number().int(),
    case_id: z.number().int(),
    target_type: reportTargetType,
    target_id: z.number().int(),
    reason: z.enum(REPORT_REASONS),
    created_at: z.string(),
  })
  .meta({ id: 'ReportCreated' });
