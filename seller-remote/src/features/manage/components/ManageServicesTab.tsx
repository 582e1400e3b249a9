import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, ButtonLink, ButtonRow, Dialog, Price, type Service } from '@craft/shared';
import { links, sellerPaths } from '../../../config/paths';
import { CardItem, CardList } from '../../../components/lists';
import { Empty, Failed, Pending } from '../../../components/status';
import { Thumb } from '../../../components/Thumb';
import { dropOwnService, useSellerServices } from '../../../hooks/use-seller-services';
import { useSeller } from '../../../hooks/use-seller';
import { formatLongDate } from '@craft/shared/i18n';
import { useDeleteService } from '../hooks/use-delete-service';
import { useSellerTexts } from '../../../texts';

const Row = styled(CardItem)`
  display: grid;
  grid-template-columns: 72px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;

  h3 {
    margin: 0;
    font-size: 1rem;
    overflow-wrap: anywhere;
  }
  p {
    margin: 2px 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.875rem;
  }
  & > div:last-child {
    grid-column: 1 / -1;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.tablet}) {
    grid-template-columns: 72px minmax(0, 1fr) auto;
    & > div:last-child {
      grid-column: auto;
    }
  }
`;

/** Dashboard tab 'Manage Service': add, view, edit and delete (confirmed in an in-app dialog). */
export function ManageServicesTab() {
  const t = useSellerTexts('manage');
  const servicesText = useSellerTexts('services');
  const form = useSellerTexts('form');
  const services = useSellerServices();
  const { id: sellerId } = useSeller();
  const [pending, setPending] = useState<Service | null>(null);
  const onDeleted = useCallback((id: number) => dropOwnService(sellerId, id), [sellerId]);
  const { remove, feedback, busyId } = useDeleteService(onDeleted);

  const confirm = () => {
    if (!pending) return;
    const { id } = pending;
    setPending(null);
    void remove(id);
  };

  return (
    <div>
      <ButtonLink to={sellerPaths.createProduct} variant="seller">
        {t('add')}
      </ButtonLink>
      {feedback && <Alert tone={feedback.tone}>{feedback.text}</Alert>}
      {services.status === 'pending' && <Pending />}
      {services.status === 'error' && <Failed onRetry={() => void services.refetch()} />}
      {services.status === 'success' && services.data.length === 0 && <Empty>{servicesText('noServices')}</Empty>}
      {services.status === 'success' && services.data.length > 0 && (
        <CardList>
          {services.data.map((service) => (
            <Row key={service.id}>
              <Thumb src={service.thumbnail ?? service.photo} alt="" height={56} />
              <div>
                <h3>{service.title}</h3>
                <p>
                  <Price amount={service.price} /> · {servicesText('createdOn', { date: formatLongDate(service.created_at) })}
                </p>
              </div>
              <ButtonRow>
                <ButtonLink to={links.sellerShowProduct(service.id)} variant="secondary" size="sm" aria-label={t('viewLabel', { title: service.title })}>
                  {t('view')}
                </ButtonLink>
                <ButtonLink to={links.sellerEditProduct(service.id)} variant="secondary" size="sm" aria-label={t('editLabel', { title: service.title })}>
                  {t('edit')}
                </ButtonLink>
                <Button
                  variant="danger"
                  size="sm"
                  aria-label={t('deleteLabel', { title: service.title })}
                  disabled={busyId === service.id}
                  onClick={() => setPending(service)}
                >
                  {t('delete')}
                </Button>
              </ButtonRow>
            </Row>
          ))}
        </CardList>
      )}
      <Dialog
        open={pending !== null}
        title={t('confirmTitle')}
        onClose={() => setPending(null)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setPending(null)}>
              {form('cancel')}
            </Button>
            <Button variant="danger" onClick={confirm}>
              {t('confirmYes')}
            </Button>
          </>
        }
      >
        <p>{t('confirm')}</p>
      </Dialog>
    </div>
  );
}
