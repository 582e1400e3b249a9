import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import type { Service } from '@craft/shared';
import { useOwnService } from '../hooks/use-own-service';
import { parseId } from '@craft/shared';
import { Failed, Pending, Refusal } from './status';
import { useSellerTexts } from '../texts';

/**
 * Renders its children with the service named by the route's :id (or `id`), only when it is
 * the logged-in seller's; otherwise loading, a retry, 'Service not found.' or a refusal.
 */
export function OwnService({ id, children }: { id?: number | null; children: (service: Service) => ReactNode }) {
  const t = useSellerTexts('services');
  const params = useParams();
  const state = useOwnService(id !== undefined ? id : parseId(params.id));
  switch (state.status) {
    case 'loading':
      return <Pending />;
    case 'error':
      return <Failed onRetry={state.reload} />;
    case 'not-found':
      return <Refusal>{t('notFound')}</Refusal>;
    case 'not-yours':
      return <Refusal>{t('notYours')}</Refusal>;
    default:
      return <>{children(state.service)}</>;
  }
}
