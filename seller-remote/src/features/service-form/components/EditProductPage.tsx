import { PageContainer } from '@craft/shared';
import { OwnService } from '../../../components/OwnService';
import { ServiceForm } from './ServiceForm';
import { sellerTexts } from '@craft/shared/texts/seller';

/** /home/craftman/edit-product/{id}: only the service's own seller ever sees the form. */
export function EditProductPage() {
  return (
    <PageContainer>
      <h1>{sellerTexts.form.editTitle}</h1>
      <OwnService>{(service) => <ServiceForm key={service.id} service={service} />}</OwnService>
    </PageContainer>
  );
}
