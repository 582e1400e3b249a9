import type { Schemas } from '@craft/shared';
import { sellerTexts } from '@craft/shared/texts/seller';

export interface ServiceFormValues {
  title: string;
  description: string;
  price: string;
  categoryId: string;
}

export type ServiceFormErrors = Partial<Record<'title' | 'description' | 'price', string>>;

export interface ValidServiceBody {
  seller_id: number;
  category_id: number;
  title: string;
  description: string;
  price: number;
}

const t = sellerTexts.form;

/**
 * Checks the form with the API's own schema, so the field says what the server would refuse.
 * A blank price is an error here (the issue requires a price; the spec's "0 if not numeric" would hide typos).
 */
export function validateService(
  values: ServiceFormValues,
  sellerId: number,
  { serviceWriteSchema }: Schemas,
): { ok: true; body: ValidServiceBody } | { ok: false; errors: ServiceFormErrors } {
  const errors: ServiceFormErrors = {};
  if (values.price.trim() === '') errors.price = t.required;
  const parsed = serviceWriteSchema.safeParse({
    seller_id: sellerId,
    category_id: values.categoryId || 1,
    title: values.title,
    description: values.description,
    price: values.price.trim(),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (field === 'title' && !errors.title) errors.title = values.title.trim() === '' ? t.required : issue.message;
      if (field === 'price' && !errors.price) errors.price = t.wholeNumber;
      if (field === 'description' && !errors.description) errors.description = issue.message;
    }
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  const { seller_id, category_id, title, description, price } = parsed.data;
  return { ok: true, body: { seller_id, category_id, title, description, price } };
}
