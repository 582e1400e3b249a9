import { PageContainer } from '@craft/shared';
import { OwnService } from '../../../components/OwnService';
import { ServiceForm } from './ServiceForm';
import { useSellerTexts } from '../../../texts';

/** /home/craftman/edit-product/{id}: only the service's own seller ever sees the form. */
export function EditServicePage() {
  const t = useSellerTexts('form');
  return (
    <PageContainer>
      <h1>{t('editTitle')}</h1>
      <OwnService>{(service) => <ServiceForm key={service.id} service={service} />}</OwnService>
    </PageContainer>
  );
}
