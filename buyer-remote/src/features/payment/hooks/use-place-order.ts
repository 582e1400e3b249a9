import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiErrorMessage, createOrder, errorStatus, reportError, type PaymentMethod, type Schemas, type Service, unreachableMessage } from '@craft/shared';
import { useSchemaForm } from '@craft/shared/forms';
import { links } from '../../../config/paths';
import { UploadFailedError, uploadDocument } from '../../../lib/upload-document';
import { recordOnlyProvider, type PaymentProvider } from '../lib/payment-provider';
import { buyerText, useBuyerTexts } from '../../../texts';
/** The page's and the dialog's fields as typed; named like POST /orders so orderCreateSchema's errors land on them. */
export interface PaymentValues {
  payment_method: PaymentMethod;
  description: string;
  /** How many hours, m², … ('1' for a service priced per job). */
  quantity: string;
}

/** The quantity as a number when it is a whole number of at least 1, else null. */
export function quantityOf(typed: string): number | null {
  const value = Number(typed.trim());
  return Number.isInteger(value) && value >= 1 ? value : null;
}

/** orderCreateSchema: the API's own rules for the method, description and quantity. */
const paymentResolver = (serviceId: number) => (schemas: Schemas) =>
  schemas.formResolver<PaymentValues>(schemas.orderCreateSchema, {
    labels: { description: buyerText('payment.projectDescription'), quantity: buyerText('payment.quantity') },
    toInput: (values) => ({ ...values, service_id: serviceId, quantity: values.quantity.trim() || undefined }),
  });

/**
 * 'Place an order': upload the attachment, record the order at the service's price × quantity
 * (the buyer never types an amount; the API refuses any other), confirm. One order per click.
 */
export function usePlaceOrder(service: Service, file: File | null, provider: PaymentProvider = recordOnlyProvider) {
  const t = useBuyerTexts('payment');
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const form = useSchemaForm<PaymentValues>({
    defaultValues: { payment_method: 'credit-card', description: '', quantity: '1' },
    resolver: paymentResolver(service.id),
    loadFailedText: t('orderFailed'),
    app: 'buyer',
    action: 'Placing an order',
  });

  const place = async (values: PaymentValues) => {
    const quantity = service.price_unit === 'job' ? 1 : (quantityOf(values.quantity) ?? 1);
    try {
      const documentUrl = await uploadDocument(file);
      const payment = await provider.authorize({ method: values.payment_method, amount: service.price * quantity });
      const order = await createOrder({
        service_id: service.id,
        quantity,
        ...payment,
        description: values.description.trim() || undefined,
        document_url: documentUrl,
      });
      navigate(links.paymentConfirm(order.id));
    } catch (caught) {
      // uploadDocument has reported its own failure.
      if (caught instanceof UploadFailedError) return setError(caught.message);
      reportError(caught, { action: 'Placing an order', app: 'buyer' });
      // 400: the price changed since the page loaded, or the quantity is refused; the API says which.
      setError(unreachableMessage(caught) ?? (errorStatus(caught) === 400 ? (apiErrorMessage(caught) ?? t('orderFailed')) : t('orderFailed')));
    }
  };

  const submit = (event: FormEvent) => {
    // A new attempt: the last attempt's failure goes.
    setError(null);
    form.submitWith(place)(event);
  };

  return { form, submit, error: error ?? form.formState.errors.root?.message ?? null, clearError: () => setError(null) };
}
