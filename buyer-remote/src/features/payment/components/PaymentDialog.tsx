import type { FormEvent } from 'react';
import { Alert, Button, Dialog, TextField } from '@craft/shared';
import type { SchemaForm } from '@craft/shared/forms';
import type { PaymentValues } from '../hooks/use-place-order';
import { buyerTexts } from '@craft/shared/texts/buyer';

const texts = buyerTexts.payment;

interface Props {
  open: boolean;
  /** The payment form; the amount starts as the service's price. */
  form: SchemaForm<PaymentValues>;
  error: string | null;
  onClose: () => void;
  onPlace: (event: FormEvent) => void;
}

/** The 'Payment' dialog: amount (prefilled with the price), account number, 'Place an order'. */
export function PaymentDialog({ open, form, error, onClose, onPlace }: Props) {
  const { errors } = form.formState;
  return (
    <Dialog open={open} title={texts.title} onClose={onClose}>
      <form onSubmit={onPlace} noValidate>
        <p>{texts.payingWith(form.watch('payment_method'))}</p>
        <TextField label={texts.priceAmount} inputMode="decimal" error={errors.amount?.message} {...form.register('amount')} />
        <TextField
          label={texts.accountNumber}
          hint={texts.accountHint}
          inputMode="numeric"
          autoComplete="off"
          error={errors.account_number?.message}
          {...form.register('account_number')}
        />
        {error && <Alert tone="error">{error}</Alert>}
        <Button type="submit" fullWidth disabled={form.busy}>
          {texts.placeOrder}
        </Button>
      </form>
    </Dialog>
  );
}
