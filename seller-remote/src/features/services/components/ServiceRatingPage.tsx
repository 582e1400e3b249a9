import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink, ButtonRow, Card, PageContainer } from '@craft/shared';
import { StarRating } from '@craft/shared/widgets';
import { links, sellerPaths } from '../../../config/paths';
import { OwnService } from '../../../components/OwnService';
import { Empty, Failed, Pending } from '../../../components/status';
import { useSellerServices } from '../../../hooks/use-seller-services';
import { formatNumber } from '../../../lib/format';
import { parseId } from '@craft/shared';
import { useServiceStats } from '../hooks/use-service-reviews';
import { ServiceReviews } from './ServiceReviews';
import { ServiceSummary } from './ServiceSummary';
import { useSellerTexts } from '../../../texts';

const Score = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: 600;
`;

function Rating({ serviceId }: { serviceId: number }) {
  const t = useSellerTexts('rating');
  const stats = useServiceStats(serviceId);
  if (stats.status === 'pending') return <Pending />;
  if (stats.status === 'error') return <Failed onRetry={() => void stats.refetch()} />;
  const { rating_average: average, rating_count: count, order_count: orders } = stats.data;
  return (
    <Score>
      {average === null ? (
        t('noRatings')
      ) : (
        <>
          <StarRating value={average} readOnly />
          <span>{t('average', { value: formatNumber(average, 1), count })}</span>
        </>
      )}
      <span>· {t('orders', { count: orders })}</span>
    </Score>
  );
}

/** Without ?id= the page asks which of the seller's services to show. */
function ChooseService() {
  const t = useSellerTexts('rating');
  const servicesText = useSellerTexts('services');
  const services = useSellerServices();
  if (services.status === 'pending') return <Pending />;
  if (services.status === 'error') return <Failed onRetry={() => void services.refetch()} />;
  if (services.data.length === 0) return <Empty>{servicesText('noServices')}</Empty>;
  return (
    <Card as="nav" aria-label={t('chooseService')}>
      <h2>{t('chooseService')}</h2>
      <ul>
        {services.data.map((s) => (
          <li key={s.id}>
            <Link to={links.withId(sellerPaths.ratingProduct, s.id)}>{s.title}</Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** /home/craftman/rating-product?id=: a real service's rating, with Edit and Back. */
export function ServiceRatingPage() {
  const t = useSellerTexts('rating');
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  return (
    <PageContainer>
      {/* With a service chosen, its title is the page's heading. */}
      {id === null && <h1>{t('title')}</h1>}
      {id === null ? (
        <ChooseService />
      ) : (
        <OwnService id={id}>
          {(service) => (
            <>
              <ServiceSummary service={service}>
                <Rating serviceId={service.id} />
                <ButtonRow>
                  <ButtonLink to={links.sellerEditProduct(service.id)} variant="seller">
                    {t('edit')}
                  </ButtonLink>
                  <ButtonLink to={sellerPaths.dashboard} variant="secondary">
                    {t('back')}
                  </ButtonLink>
                </ButtonRow>
              </ServiceSummary>
              <ServiceReviews serviceId={service.id} />
            </>
          )}
        </OwnService>
      )}
    </PageContainer>
  );
}
