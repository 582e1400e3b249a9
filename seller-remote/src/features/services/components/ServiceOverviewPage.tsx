import { ButtonLink, ButtonRow, PageContainer } from '@craft/shared';
import { links, sellerPaths } from '../../../config/paths';
import { OwnService } from '../../../components/OwnService';
import { ServiceSummary } from './ServiceSummary';
import { useSellerTexts } from '../../../texts';

/** /home/craftman/show-product/{id}: the service with Cancel (dashboard) and 'Edit service'. */
export function ServiceOverviewPage() {
  const t = useSellerTexts('show');
  return (
    <PageContainer>
      <OwnService>
        {(service) => (
          <ServiceSummary service={service}>
            <ButtonRow>
              <ButtonLink to={sellerPaths.dashboard} variant="secondary">
                {t('cancel')}
              </ButtonLink>
              <ButtonLink to={links.sellerEditProduct(service.id)} variant="seller">
                {t('edit')}
              </ButtonLink>
            </ButtonRow>
          </ServiceSummary>
        )}
      </OwnService>
    </PageContainer>
  );
}
