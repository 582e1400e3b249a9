import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Card, Dialog, PageContainer } from '@craft/shared';
import { links } from '../../../config/paths';
import { QueryView } from '@craft/shared';
import { useSellers } from '../hooks/use-direct-offers';
import { DirectOfferForm } from './DirectOfferForm';
import { buyerTexts } from '@craft/shared/texts/buyer';

const texts = buyerTexts.directOffers;

/** /favorable/document-buyer (?seller=ID preselects the provider): send an offer to a craftsman. */
export function DirectOfferCreatePage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const sellers = useSellers();
  const [sent, setSent] = useState(false);
  const goToOffers = () => navigate(links.profileTab('offers'));

  return (
    <PageContainer style={{ maxWidth: 760 }}>
      <Card>
        <h1 style={{ marginTop: 0 }}>{texts.title}</h1>
        <QueryView query={sellers} notFound={texts.notFound}>
          {(list) => (
            <DirectOfferForm
              sellers={list}
              initial={{ seller_id: params.get('seller') ?? '', description: '' }}
              submitLabel={texts.send}
              onSaved={() => setSent(true)}
            />
          )}
        </QueryView>
      </Card>
      <Dialog
        open={sent}
        title={texts.added}
        onClose={goToOffers}
        actions={<Button onClick={goToOffers}>{texts.continue}</Button>}
      />
    </PageContainer>
  );
}
