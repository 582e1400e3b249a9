import { useState } from 'react';
import { Button, ButtonLink, type Order } from '@craft/shared';
import { ConfirmDialog } from '@craft/shared/confirm';
import { useBuyerTexts } from '../texts';
import { links } from '../config/paths';
import { useBuyerOrderSteps } from '../hooks/use-order';
const CANCELLABLE: ReadonlyArray<Order['status']> = ['pending', 'accepted', 'work_done'];

/**
 * What the buyer can do with an order now: confirm finished work, review a completed order,
 * cancel until completion. Cancel and confirm ask first, in the page.
 */
export function BuyerOrderActions({ order, onChange, cancelLabel }: { order: Order; onChange: (order: Order) => void; cancelLabel?: string }) {
  const t = useBuyerTexts('orders');
  const steps = useBuyerOrderSteps(onChange);
  const [asking, setAsking] = useState<'cancel' | 'confirm' | null>(null);
  return (
    <>
      {order.status === 'work_done' && <Button onClick={() => setAsking('confirm')}>{t('confirmDone')}</Button>}
      {order.status === 'completed' && !order.review && <ButtonLink to={links.orderReview(order.id)}>{t('giveReview')}</ButtonLink>}
      {CANCELLABLE.includes(order.status) && (
        <Button variant="danger" onClick={() => setAsking('cancel')}>
          {cancelLabel ?? t('cancel')}
        </Button>
      )}
      <ConfirmDialog
        open={asking === 'cancel'}
        title={t('cancelTitle')}
        confirmLabel={t('cancelConfirm')}
        busyLabel={t('cancelling')}
        cancelLabel={t('keep')}
        reason={{ label: t('reasonLabel'), hint: t('reasonHint') }}
        onConfirm={(reason) => steps.cancel(order, reason)}
        onClose={() => setAsking(null)}
      >
        <p>{t('cancelBody')}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'confirm'}
        title={t('confirmDoneTitle')}
        confirmLabel={t('confirmDoneYes')}
        busyLabel={t('confirming')}
        cancelLabel={t('notYet')}
        tone="primary"
        onConfirm={() => steps.confirmDone(order)}
        onClose={() => setAsking(null)}
      >
        <p>{t('confirmDoneBody')}</p>
      </ConfirmDialog>
    </>
  );
}
