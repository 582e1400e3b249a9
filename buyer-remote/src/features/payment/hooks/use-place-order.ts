import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { createOrder, reportError, type PaymentMethod, type Schemas, type Service } from '@craft/shared';
import { useSchemaForm } from '@craft/shared/forms';
import { links } from '../../../config/paths';
import { UploadFailedError, uploadDocument } from '../../../lib/upload-document';
import { recordOnlyProvider, type PaymentProvider } from '../lib/payment-provider';
import { buyerTexts } from '@craft/shared/texts/buyer';

const texts = buyerTexts.payment;

/** The page's and the dialog's fields as typed; named like POST /orders so orderCreateSchema's errors land on them. */
export interface PaymentValues {
  payment_method: PaymentMethod;
  description: string;
  /** Whole euros like the prices ('249', '249 €'). */
  amount: string;
  account_number: string;
}

/** The typed amount without a trailing euro sign; blank stays blank. */
const amountOf = (typed: string) => typed.trim().replace(/€$/, '').trim();

/** orderCreateSchema, with the amount the buyer must confirm required here (the API fills a missing one in). */
const paymentResolver = (serviceId: number) => (schemas: Schemas) =>
  schemas.formResolver<PaymentValues>(schemas.orderCreateSchema.extend({ amount: schemas.priceField }), {
    labels: { description: texts.projectDescription, amount: texts.priceAmount, account_number: texts.accountNumber },
    required: { amount: texts.invalidAmount },
    overrides: { amount: { invalid_type: texts.invalidAmount, too_small: texts.invalidAmount, too_big: texts.invalidAmount } },
    // priceField coerces and Number('') is 0: a blank amount is a missing one, not a free order.
    toInput: (values) => ({ ...values, service_id: serviceId, amount: amountOf(values.amount) || undefined }),
  });

/** 'Place an order': upload the attachment, record the payment, create the order, confirm. One order per click. */
export function usePlaceOrder(service: Service, file: File | null, provider: PaymentProvider = recordOnlyProvider) {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const form = useSchemaForm<PaymentValues>({
    defaultValues: { payment_method: 'credit-card', description: '', amount: String(service.price), account_number: '' },
    resolver: paymentResolver(service.id),
    loadFailedText: texts.orderFailed,
    app: 'buyer',
    action: 'Placing an order',
  });

  const place = async (values: PaymentValues) => {
    try {
      const documentUrl = await uploadDocument(file);
      const payment = await provider.authorize({ method: values.payment_method, amount: Number(amountOf(values.amount)), accountNumber: values.account_number });
      const order = await createOrder({
        service_id: service.id,
        ...payment,
        description: values.description.trim() || undefined,
        document_url: documentUrl,
      });
      navigate(links.paymentConfirm(order.id));
    } catch (caught) {
      // uploadDocument has reported its own failure.
      if (!(caught instanceof UploadFailedError)) reportError(caught, { action: 'Placing an order', app: 'buyer' });
      setError(caught instanceof UploadFailedError ? caught.message : texts.orderFailed);
    }
  };

  const submit = (event: FormEvent) => {
    // A new attempt: the last attempt's failure goes.
    setError(null);
    form.submitWith(place)(event);
  };

  return { form, submit, error: error ?? form.formState.errors.root?.message ?? null, clearError: () => setError(null) };
}
