import type { Migration } from 'kysely';
import * as m0001 from './0001_init';
import * as m0002 from './0002_categories';
import * as m0100 from './0100_wishlist';
import * as m0101 from './0101_orders';
import * as m0102 from './0102_direct_offers';
import * as m0103 from './0103_quotation_answers';
import * as m0104 from './0104_portfolio';
import * as m0105 from './0105_service_soft_delete';
import * as m0106 from './0106_accounts';
import * as m0110 from './0110_document_attachment';
import * as m0130 from './0130_search';
import * as m0160 from './0160_conversations';
import * as m0170 from './0170_quotation_confirmation';
import * as m0180 from './0180_job_flow';
import * as m0190 from './0190_notifications';
import * as m0200 from './0200_search_speed';
import * as m0210 from './0210_user_locale';
import * as m0220 from './0220_legal_consent';
import * as m0234 from './0234_offer_version';
import * as m0240 from './0240_notification_kinds';
import * as m0250 from './0250_invoices';
import * as m0260 from './0260_mail_queue';
import * as m0262 from './0262_photo_variants';
import * as m0270 from './0270_remote_releases';
import * as m0280 from './0280_operators';
import * as m0281 from './0281_reports';
import * as m0282 from './0282_quotation_orders';
import * as m0283 from './0283_moderation_decisions';
import * as m0284 from './0284_company_profile';
import * as m0285 from './0285_appeals';
import * as m0286 from './0286_service_photo_position';
import * as m0287 from './0287_trader_details';
import * as m0290 from './0290_service_views';
import * as m0295 from './0295_trader_gate';

/**
 * Every migration, by its file name (the name Kysely records, so existing databases match).
 * Imported statically, not read from the folder at run time, so the built API (one bundle in
 * dist/) carries them. A new `NNNN_name.ts` needs its line here; db/migrations.test.ts fails
 * when a file of the folder is missing from this list.
 */
export const MIGRATIONS: Record<string, Migration> = {
  '0001_init': m0001,
  '0002_categories': m0002,
  '0100_wishlist': m0100,
  '0101_orders': m0101,
  '0102_direct_offers': m0102,
  '0103_quotation_answers': m0103,
  '0104_portfolio': m0104,
  '0105_service_soft_delete': m0105,
  '0106_accounts': m0106,
  '0110_document_attachment': m0110,
  '0130_search': m0130,
  '0160_conversations': m0160,
  '0170_quotation_confirmation': m0170,
  '0180_job_flow': m0180,
  '0190_notifications': m0190,
  '0200_search_speed': m0200,
  '0210_user_locale': m0210,
  '0220_legal_consent': m0220,
  '0234_offer_version': m0234,
  '0240_notification_kinds': m0240,
  '0250_invoices': m0250,
  '0260_mail_queue': m0260,
  '0262_photo_variants': m0262,
  '0270_remote_releases': m0270,
  '0280_operators': m0280,
  '0281_reports': m0281,
  '0282_quotation_orders': m0282,
  '0283_moderation_decisions': m0283,
  '0284_company_profile': m0284,
  '0285_appeals': m0285,
  '0286_service_photo_position': m0286,
  '0287_trader_details': m0287,
  '0290_service_views': m0290,
  '0295_trader_gate': m0295,
} as Record<string, Migration>;
