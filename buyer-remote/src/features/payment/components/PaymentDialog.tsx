import { useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, TextField, type PaymentMethod } from '@craft/shared';
import { buyerTexts } from '@craft/shared/texts/buyer';

const texts = buyerTexts.payment;

interface Props {
  open: boolean;
  method: PaymentMethod;
  /** The service's price, the amount's starting value. */
  price: number;
  busy: boolean;
  error: string | null;
  onClose: () => void;
  onPlace: (payment: { amount: string; accountNumber: string }) => void;
}

/** The 'Payment' dialog: amount (prefilled with the price), account number, 'Place an order'. */
export function PaymentDialog({ open, method, price, busy, error, onClose, onPlace }: Props) {
  const [amount, setAmount] = useState(String(price));
  const [accountNumber, setAccountNumber] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onPlace({ amount, accountNumber });
  };

  return (
    <Dialog open={open} title={texts.title} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <p>{texts.payingWith(method)}</p>
        <TextField
          label={texts.priceAmount}
          name="amount"
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
        <TextField
          label={texts.accountNumber}
          hint={texts.accountHint}
          name="account_number"
          inputMode="numeric"
          autoComplete="off"
          value={accountNumber}
          onChange={(event) => setAccountNumber(event.target.value)}
        />
        {error && <Alert tone="error">{error}</Alert>}
        <Button type="submit" fullWidth disabled={busy}>
          {texts.placeOrder}
        </Button>
      </form>
    </Dialog>
  );
}
