import type { NullInt64, NullString, Quotation, QuotationWire } from './types';

const int = (value: NullInt64 | null | undefined): number | null =>
  value && value.Valid ? value.Int64 : null;
const str = (value: NullString | null | undefined): string | null =>
  value && value.Valid ? value.String : null;

/** Turns the quotation list's {Int64, Valid} / {String, Valid} wrappers into plain values. */
export function normaliseQuotation(wire: QuotationWire): Quotation {
  return {
    id: wire.id,
    categoryId: int(wire.category_id),
    documentUrl: str(wire.document_url),
    description: str(wire.description),
    status: wire.status,
    userId: int(wire.user_id),
    createdAt: wire.created_at,
    updatedAt: wire.updated_at,
  };
}
