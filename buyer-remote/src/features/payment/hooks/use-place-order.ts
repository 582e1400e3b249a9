import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { createOrder, type PaymentMethod, type Service } from '@craft/shared';
import { links } from '../../../config/paths';
import { UploadFailedError, uploadDocument } from '../../../lib/upload-document';
import { recordOnlyProvider, type PaymentProvider } from '../lib/payment-provider';
import { buyerTexts } from '@craft/shared/texts/buyer';

export interface OrderInput {
  method: PaymentMethod;
  description: string;
  file: File | null;
  /** As typed; whole euros like the prices ('249'). */
  amount: string;
  accountNumber: string;
}

/** A typed amount in whole euros (the API's price rule), or null when it is not one. */
export function parseAmount(typed: string): number | null {
  const trimmed = typed.trim().replace(/€$/, '').trim();
  return /^\d{1,8}$/.test(trimmed) ? Number(trimmed) : null;
}

/** 'Place an order': upload the attachment, record the payment, create the order, confirm. */
export function usePlaceOrder(service: Service, provider: PaymentProvider = recordOnlyProvider) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const place = async (input: OrderInput) => {
    const amount = parseAmount(input.amount);
    if (amount === null) {
      setError(buyerTexts.payment.invalidAmount);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const documentUrl = await uploadDocument(input.file);
      const payment = await provider.authorize({ method: input.method, amount, accountNumber: input.accountNumber });
      const order = await createOrder({
        service_id: service.id,
        ...payment,
        description: input.description.trim() || undefined,
        document_url: documentUrl,
      });
      navigate(links.paymentConfirm(order.id));
    } catch (caught) {
      setError(caught instanceof UploadFailedError ? caught.message : buyerTexts.payment.orderFailed);
      setBusy(false);
    }
  };

  return { place, busy, error, clearError: () => setError(null) };
}
