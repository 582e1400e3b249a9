import { PageContainer } from '@craft/shared';
import { OwnService } from '../../../components/OwnService';
import { ServiceReviews } from './ServiceReviews';
import { ServiceSummary } from './ServiceSummary';

/** /home/craftman/product-detail/{id}: the seller's view of a service with its real reviews. */
export function ServiceReviewsPage() {
  return (
    <PageContainer>
      <OwnService>
        {(service) => (
          <>
            <ServiceSummary service={service} />
            <ServiceReviews serviceId={service.id} />
          </>
        )}
      </OwnService>
    </PageContainer>
  );
}
