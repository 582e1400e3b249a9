import { PageContainer, sellerTexts } from '@craft/shared';
import { ServiceForm } from './ServiceForm';

/** /home/craftman/create-product */
export function CreateProductPage() {
  return (
    <PageContainer>
      <h1>{sellerTexts.form.addTitle}</h1>
      <ServiceForm />
    </PageContainer>
  );
}
