import { useCallback, useState } from 'react';
import { deleteService, deleteServicePhoto, reportError } from '@craft/shared';
import { sellerText } from '../../../texts';

export type DeleteFeedback = { tone: 'success' | 'error'; text: string } | null;

/**
 * Delete the service and its photo; both must succeed. The service goes first so a
 * failure never leaves a live service without its photo (the photo delete is idempotent).
 */
export function useDeleteService(onDeleted: (id: number) => void) {
  const [feedback, setFeedback] = useState<DeleteFeedback>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  const remove = useCallback(
    async (id: number) => {
      setBusyId(id);
      setFeedback(null);
      try {
        await deleteService(id);
        await deleteServicePhoto(id);
        onDeleted(id);
        setFeedback({ tone: 'success', text: sellerText('manage.deleted') });
      } catch (error) {
        reportError(error, { action: 'Deleting a service', app: 'seller' });
        setFeedback({ tone: 'error', text: sellerText('manage.deleteFailed') });
      } finally {
        setBusyId(null);
      }
    },
    [onDeleted],
  );

  return { remove, feedback, busyId };
}
