import { z } from 'zod';
import { emailField, fileUrl, newPasswordField, timestamp } from './common';
import { exportedConversation } from './conversations';
import { notification, mailPreferences } from './notifications';
import { directOffer } from './direct-offers';
import { order } from './orders';
import { portfolioProject } from './portfolio';
import { myQuotation, quotationAnswer } from './quotation-answers';
import { review } from './reviews';
import { service } from './services';
import { privateUser } from './users';
import { wishlistItem } from './wishlist';

/** A password the user types to prove who they are: checked against the hash, not against the rule. */
const currentPasswordField = z.string().min(1, 'Required').max(1024);
/** The random token of an e-mailed link (confirmation or reset): URL-safe, bounded. */
const linkToken = z.string().trim().min(16, 'Invalid link').max(200).regex(/^[A-Za-z0-9_-]+$/, 'Invalid link');

/** POST /users/confirm-email */
export const confirmEmailSchema = z.object({ token: linkToken });
/** POST /users/password-reset */
export const passwordResetRequestSchema = z.object({ email: emailField });
/** POST /users/password-reset/confirm */
export const passwordResetConfirmSchema = z.object({ token: linkToken, password: newPasswordField });
/** PUT /users/{id}/password */
export const changePasswordSchema = z.object({
  current_password: currentPasswordField,
  new_password: newPasswordField,
});
/** PUT /users/{id}/email */
export const changeEmailSchema = z.object({ password: currentPasswordField, email: emailField });
/** DELETE /users/{id} */
export const deleteAccountSchema = z.object({ password: currentPasswordField });

export type ConfirmEmailInput = z.infer<typeof confirmEmailSchema>;
export type PasswordResetRequestInput = z.infer<typeof passwordResetRequestSchema>;
export type PasswordResetConfirmInput = z.infer<typeof passwordResetConfirmSchema>;
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

// ---- responses ----------------------------------------------------------------------------------

/** A file the platform stores for a user, listed in the data export with where to fetch it. */
export const accountFile = z
  .object({
    kind: z.enum(['service-photo', 'portfolio-image', 'document']),
    /** Root-relative (`/files/...`) or absolute address; documents are read through their order, offer or quotation. */
    url: fileUrl.nullable(),
    /** The order, offer, quotation, service or portfolio project the file belongs to. */
    belongs_to: z.string(),
  })
  .meta({ id: 'AccountFile' });

/**
 * GET /users/{id}/export (GDPR Art. 20): everything the platform holds about the caller.
 * Other people appear by id only, except craftsmen's public display names: no other user's
 * personal data is exported.
 */
export const accountExport = z
  .object({
    exported_at: timestamp,
    profile: privateUser,
    services: z.array(service),
    portfolio: z.array(portfolioProject),
    orders_placed: z.array(order),
    orders_received: z.array(order),
    direct_offers_sent: z.array(directOffer),
    direct_offers_received: z.array(directOffer),
    quotation_requests: z.array(myQuotation),
    quotation_answers: z.array(quotationAnswer),
    reviews_written: z.array(review),
    reviews_received: z.array(review),
    wishlist: z.array(wishlistItem),
    conversations: z.array(exportedConversation),
    /** Every notification of the account, newest first, and its mail settings. */
    notifications: z.array(notification),
    mail_preferences: mailPreferences,
    files: z.array(accountFile),
  })
  .meta({ id: 'AccountExport', description: 'Sent as a JSON attachment (Content-Disposition)' });
