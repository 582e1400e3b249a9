import { z } from 'zod';
import { fileUrl, timestamp } from './common';
import { exportedConversation } from './conversations';
import { directOffer } from './direct-offers';
import { mailPreferences, notification } from './notifications';
import { order } from './orders';
import { portfolioProject } from './portfolio';
import { myQuotation, quotationAnswer } from './quotation-answers';
import { review } from './reviews';
import { service } from './services';
import { privateUser } from './users';
import { wishlistItem } from './wishlist';

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
