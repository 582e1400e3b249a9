import { useState } from 'react';
import { Alert, Button, Dialog, TextField, Textarea, type ButtonSize } from '@craft/shared';
import { ConfirmDialog } from '@craft/shared/confirm';
import { formatPrice, formatPriceInput } from '@craft/shared/i18n';
import { parseMoneyText } from '@craft/shared/lib/money';
import { useSellerTexts } from '../../../texts';
import { stepsFor, type BuyerOffer, type JobStep } from '../hooks/buyer-offer';
import type { StepInput } from '../hooks/use-job-steps';

interface Props {
  offer: BuyerOffer;
  busy: boolean;
  run: (offer: BuyerOffer, step: JobStep, input?: StepInput) => Promise<string | null>;
  size?: ButtonSize;
}

/** The craftsman's price and a note for the customer; the customer then accepts it or withdraws. */
function CounterDialog({ offer, run, onClose }: { offer: BuyerOffer; run: Props['run']; onClose: () => void }) {
  const t = useSellerTexts('offers');
  const [price, setPrice] = useState(offer.amount ? formatPriceInput(offer.amount) : '');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [priceError, setPriceError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    // German "2.100,00" or "2100", English "2,100.00": the parser the price schema uses.
    const value = parseMoneyText(price.trim().replace(/€$/, '').trim());
    if (value === null || !Number.isInteger(value) || value < 1) {
      setPriceError(t('counterPriceInvalid'));
      return;
    }
    setBusy(true);
    const failure = await run(offer, 'counter', { price: value, message: message.trim() });
    setBusy(false);
    if (failure) setError(failure);
    else onClose();
  };

  return (
    <Dialog open title={t('counterTitle')} onClose={() => !busy && onClose()}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {offer.amount !== null && <p>{t('theirPrice', { price: formatPrice(offer.amount) })}</p>}
        {error && <Alert tone="error">{error}</Alert>}
        <TextField
          label={t('counterPrice')}
          inputMode="decimal"
          value={price}
          error={priceError}
          onChange={(event) => {
            setPrice(event.target.value);
            setPriceError(undefined);
          }}
        />
        <Textarea label={t('counterMessage')} hint={t('counterMessageHint')} rows={4} maxLength={1000} value={message} onChange={(event) => setMessage(event.target.value)} />
        <Button type="submit" variant="seller" disabled={busy} fullWidth>
          {busy ? t('sending') : t('sendCounter')}
        </Button>
        <Button type="button" variant="secondary" onClick={onClose} disabled={busy} fullWidth style={{ marginTop: 8 }}>
          {t('keepOpen')}
        </Button>
      </form>
    </Dialog>
  );
}

/**
 * What the craftsman can do with an order or offer now: only the steps its state allows,
 * never greyed-out buttons. Reject and cancel ask first, with a reason the customer reads.
 */
export function JobActions({ offer, busy, run, size = 'sm' }: Props) {
  const t = useSellerTexts('offers');
  const [asking, setAsking] = useState<'reject' | 'cancel' | 'counter' | null>(null);
  const steps = stepsFor(offer);
  if (steps.length === 0) return null;
  const button = (step: JobStep, variant: 'seller' | 'secondary' | 'danger', onClick: () => void) =>
    steps.includes(step) && (
      <Button key={step} variant={variant} size={size} disabled={busy} onClick={onClick}>
        {t(`stepLabel.${step}`)}
      </Button>
    );
  return (
    <>
      {button('accept', 'seller', () => void run(offer, 'accept'))}
      {button('counter', 'secondary', () => setAsking('counter'))}
      {button('work-done', 'seller', () => void run(offer, 'work-done'))}
      {button('payment-received', 'secondary', () => void run(offer, 'payment-received'))}
      {button('reject', 'danger', () => setAsking('reject'))}
      {button('cancel', 'danger', () => setAsking('cancel'))}
      <ConfirmDialog
        open={asking === 'reject' || asking === 'cancel'}
        title={asking === 'cancel' ? t('cancelTitle') : t('rejectTitle')}
        confirmLabel={asking === 'cancel' ? t('stepLabel.cancel') : t('stepLabel.reject')}
        busyLabel={t('sending')}
        cancelLabel={t('keepOpen')}
        reason={{ label: t('reasonLabel'), hint: t('reasonHint') }}
        onConfirm={(reason) => run(offer, asking === 'cancel' ? 'cancel' : 'reject', { reason })}
        onClose={() => setAsking(null)}
      >
        <p>{t('irreversible')}</p>
      </ConfirmDialog>
      {asking === 'counter' && <CounterDialog offer={offer} run={run} onClose={() => setAsking(null)} />}
    </>
  );
}
