import { PageContainer } from '@craft/shared';
import { ServiceForm } from './ServiceForm';
import { useSellerTexts } from '../../../texts';
import { TraderGateNote } from '../../../components/TraderGateNote';

/** /home/craftman/create-product */
export function CreateServicePage() {
  const t = useSellerTexts('form');
  return (
    <PageContainer>
      <h1>{t('addTitle')}</h1>
      <TraderGateNote />
      <ServiceForm />
    </PageContainer>
  );
}
