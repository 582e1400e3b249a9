import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Card, Dialog, PageContainer, serviceQueries } from '@craft/shared';
import { useQuery } from '@craft/shared/query';
import { links } from '../../../config/paths';
import { QueryView } from '@craft/shared';
import { useSellers } from '../hooks/use-direct-offers';
import { DirectOfferForm } from './DirectOfferForm';
import { useBuyerTexts } from '../../../texts';

/**
 * /favorable/document-buyer (?seller=ID preselects the provider; &service=ID, from a service page,
 * makes it an offer about that service with the buyer's price): send an offer to a craftsman.
 */
export function DirectOfferCreatePage() {
  const t = useBuyerTexts('directOffers');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const sellers = useSellers();
  const serviceId = params.get('service');
  const service = useQuery({ ...serviceQueries.detail(serviceId ?? ''), enabled: Boolean(serviceId) });
  const [sent, setSent] = useState(false);
  const goToOffers = () => navigate(links.profileTab('offers'));

  return (
    <PageContainer style={{ maxWidth: 760 }}>
      <Card>
        <h1 style={{ marginTop: 0 }}>{t('title')}</h1>
        <QueryView query={sellers} notFound={t('notFound')}>
          {(list) => (
            <DirectOfferForm
              sellers={list}
              initial={{ seller_id: params.get('seller') ?? (service.data ? String(service.data.seller_id) : ''), description: '', price: '' }}
              service={service.data ? { id: service.data.id, title: service.data.title } : undefined}
              key={service.data?.id ?? 'none'}
              submitLabel={t('send')}
              onSaved={() => setSent(true)}
            />
          )}
        </QueryView>
      </Card>
      <Dialog
        open={sent}
        title={t('added')}
        onClose={goToOffers}
        actions={<Button onClick={goToOffers}>{t('continue')}</Button>}
      />
    </PageContainer>
  );
}
