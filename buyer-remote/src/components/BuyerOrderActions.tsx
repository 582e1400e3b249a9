import { useState } from 'react';
import { Button, ButtonLink, type Order } from '@craft/shared';
import { ConfirmDialog } from '@craft/shared/confirm';
import { buyerTexts } from '@craft/shared/texts/buyer';
import { links } from '../config/paths';
import { useBuyerOrderSteps } from '../hooks/use-order';

const texts = buyerTexts.orders;

const CANCELLABLE: ReadonlyArray<Order['status']> = ['pending', 'accepted', 'work_done'];

/**
 * What the buyer can do with an order now (#15): confirm finished work, review a completed order,
 * cancel until completion. Cancel and confirm ask first, in the page.
 */
export function BuyerOrderActions({ order, onChange, cancelLabel = texts.cancel }: { order: Order; onChange: (order: Order) => void; cancelLabel?: string }) {
  const steps = useBuyerOrderSteps(onChange);
  const [asking, setAsking] = useState<'cancel' | 'confirm' | null>(null);
  return (
    <>
      {order.status === 'work_done' && <Button onClick={() => setAsking('confirm')}>{texts.confirmDone}</Button>}
      {order.status === 'completed' && !order.review && <ButtonLink to={links.orderReview(order.id)}>{texts.giveReview}</ButtonLink>}
      {CANCELLABLE.includes(order.status) && (
        <Button variant="danger" onClick={() => setAsking('cancel')}>
          {cancelLabel}
        </Button>
      )}
      <ConfirmDialog
        open={asking === 'cancel'}
        title={texts.cancelTitle}
        confirmLabel={texts.cancelConfirm}
        busyLabel={texts.cancelling}
        cancelLabel={texts.keep}
        reason={{ label: texts.reasonLabel, hint: texts.reasonHint }}
        onConfirm={(reason) => steps.cancel(order, reason)}
        onClose={() => setAsking(null)}
      >
        <p>{texts.cancelBody}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'confirm'}
        title={texts.confirmDoneTitle}
        confirmLabel={texts.confirmDoneYes}
        busyLabel={texts.confirming}
        cancelLabel={texts.notYet}
        tone="primary"
        onConfirm={() => steps.confirmDone(order)}
        onClose={() => setAsking(null)}
      >
        <p>{texts.confirmDoneBody}</p>
      </ConfirmDialog>
    </>
  );
}
