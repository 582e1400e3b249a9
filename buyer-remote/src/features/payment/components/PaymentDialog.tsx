import type { FormEvent } from 'react';
import styled from 'styled-components';
import { Alert, Button, Dialog, Price, TextField, type Service } from '@craft/shared';
import type { SchemaForm } from '@craft/shared/forms';
import { quantityOf, type PaymentValues } from '../hooks/use-place-order';
import { useBuyerTexts } from '../../../texts';

const Sum = styled.dl`
  display: grid;
  grid-template-columns: auto auto;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  margin: 0 0 ${({ theme }) => theme.space(4)};

  & dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & dd {
    margin: 0;
    text-align: right;
    font-weight: 600;
  }
`;

interface Props {
  open: boolean;
  service: Service;
  form: SchemaForm<PaymentValues>;
  error: string | null;
  onClose: () => void;
  onPlace: (event: FormEvent) => void;
}

/**
 * The 'Payment' dialog: the price comes from the service and is shown, never typed; a service
 * priced per hour, m², metre or piece asks how many. The method is described as what it is:
 * the craftsman is paid after the work, nothing is charged here, so no card or account fields.
 */
export function PaymentDialog({ open, service, form, error, onClose, onPlace }: Props) {
  const t = useBuyerTexts('payment');
  const { errors } = form.formState;
  const method = form.watch('payment_method');
  const perUnit = service.price_unit !== 'job';
  const quantity = perUnit ? quantityOf(form.watch('quantity')) : 1;
  return (
    <Dialog open={open} title={t('title')} onClose={onClose}>
      <form onSubmit={onPlace} noValidate>
        <p>{t('payingWith', { method: t(`methodInSentence.${method}`) })}</p>
        <p>{t(`methodHints.${method}`)}</p>
        {perUnit && (
          <TextField
            label={t(`quantityOf.${service.price_unit}`)}
            inputMode="numeric"
            autoComplete="off"
            error={errors.quantity?.message}
            {...form.register('quantity')}
          />
        )}
        <Sum aria-live="polite">
          <dt>{t('price')}</dt>
          <dd>
            <Price amount={service.price} /> {t(`unit.${service.price_unit}`)}
          </dd>
          {perUnit && (
            <>
              <dt>{t('quantity')}</dt>
              <dd>{quantity ?? '—'}</dd>
            </>
          )}
          <dt>{t('total')}</dt>
          <dd>{quantity === null ? '—' : <Price amount={service.price * quantity} />}</dd>
        </Sum>
        {error && <Alert tone="error">{error}</Alert>}
        <Button type="submit" fullWidth disabled={form.busy}>
          {t('placeOrder')}
        </Button>
      </form>
    </Dialog>
  );
}
