import { PageContainer } from '@craft/shared';
import { ServiceForm } from './ServiceForm';
import { sellerTexts } from '@craft/shared/texts/seller';

/** /home/craftman/create-product */
export function CreateProductPage() {
  return (
    <PageContainer>
      <h1>{sellerTexts.form.addTitle}</h1>
      <ServiceForm />
    </PageContainer>
  );
}
