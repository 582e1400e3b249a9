import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Alert, Button, ButtonLink, Card, categoryQueries, PageContainer, Price, Section, sellerCompanyName, useAuth, useCategoryLabel, VerifiedBadge } from '@craft/shared';
import { useLanguage } from '@craft/shared/i18n';
import { useQuery } from '@craft/shared/query';
import { PageHead, siteOrigin } from '@craft/shared/seo';
import { links } from '../../../config/paths';
import { RatingLine } from '../../../components/RatingLine';
import { QueryView } from '@craft/shared';
import { useWishlistToggle } from '../hooks/use-wishlist-toggle';
import { useServiceDetail, type ServiceDetail } from '../hooks/use-service-detail';
import { AskAboutService } from './AskAboutService';
import { PhotoGallery } from './PhotoGallery';
import { ReviewList } from './ReviewList';
import { WishlistAddedDialog } from './WishlistAddedDialog';
import { useBuyerTexts } from '../../../texts';
import { serviceHead } from '../lib/service-head';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  grid-template-columns: minmax(0, 1fr);
  margin-bottom: ${({ theme }) => theme.space(8)};

  @media (min-width: ${({ theme }) => theme.breakpoints.desktop}) {
    grid-template-columns: minmax(0, 2fr) minmax(280px, 1fr);
    align-items: start;
  }
`;


const Title = styled.h1`
  margin: ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(2)};
  font-size: 1.75rem;
  overflow-wrap: anywhere;
`;

const Company = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-weight: 600;
`;

const Stats = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const BigPrice = styled(Price)`
  font-size: 1.5rem;
  color: ${({ theme }) => theme.colors.brand};
`;

const Description = styled.p`
  white-space: pre-line;
  overflow-wrap: anywhere;
  line-height: 1.6;
`;

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};

  & a {
    color: ${({ theme }) => theme.colors.brand};
    font-weight: 600;
  }
`;

const OrderCard = styled(Card)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(3)};

  & h2 {
    margin: 0;
    font-size: 1.25rem;
  }
`;

const Total = styled.p`
  display: flex;
  justify-content: space-between;
  margin: 0;
  font-size: 1.125rem;
`;

/**
 * Title, description, canonical link and schema.org JSON-LD of the service. The category's
 * name comes from what is already loaded: the names the server renderer prefetched, or the list
 * the landing and results pages load. The page makes no request of its own for it.
 */
function ServiceHead({ detail }: { detail: ServiceDetail }) {
  const text = useBuyerTexts('seo');
  const language = useLanguage();
  const categoryLabel = useCategoryLabel();
  const names = useQuery({ ...categoryQueries.names(), enabled: false }).data;
  const list = useQuery({ ...categoryQueries.list(), enabled: false }).data;
  const category = (names ?? list)?.find((candidate) => candidate.id === detail.service.category_id);
  const head = serviceHead(detail.service, detail.seller, detail.stats, {
    origin: siteOrigin(),
    language,
    text,
    category: category ? categoryLabel(category.name) : null,
  });
  return <PageHead {...head} />;
}

function ServiceDetailView({ detail }: { detail: ServiceDetail }) {
  const t = useBuyerTexts('serviceDetail');
  const { service, stats, reviews, seller } = detail;
  const wishlist = useWishlistToggle(service.id);
  const { isSeller } = useAuth();
  const company = sellerCompanyName(seller);

  return (
    <Layout>
      <div>
        <PhotoGallery service={service} />
        <Title>{service.title}</Title>
        <Company>
          {company}
          {service.seller_verified && (
            <>
              {' '}
              <VerifiedBadge />
            </>
          )}
        </Company>
        {stats && (
          <Stats>
            {stats.order_count > 0 && <span>{t('offerings', { orderCount: stats.order_count })}</span>}
            <RatingLine average={stats.rating_average} count={stats.rating_count} />
          </Stats>
        )}
        <BigPrice amount={service.price} />
        <Description>{service.description}</Description>
        <Links>
          <AskAboutService service={service} company={company} />
          <Link to={links.seller(service.seller_id)} aria-label={`${t('seeCompany')}: ${company}`}>
            {t('seeCompany')}
          </Link>
        </Links>
      </div>
      <OrderCard as="aside" aria-labelledby="make-your-orders">
        <h2 id="make-your-orders">{t('makeOrders')}</h2>
        <p style={{ margin: 0 }}>{service.title}</p>
        <Total>
          <span>{t('total')}</span>
          <Price amount={service.price} />
        </Total>
        {isSeller ? (
          // The API refuses orders and wishlists to craftsmen; say so instead of failing a click.
          <p style={{ margin: 0 }}>{t('sellerCannotOrder')}</p>
        ) : (
          <>
            <ButtonLink to={links.payment(service.id)} fullWidth>
              {t('offer')}
            </ButtonLink>
            {/* Another price is a direct offer the craftsman answers, never an edited amount. */}
            <ButtonLink to={links.directOfferFor(service.seller_id, service.id)} variant="secondary" fullWidth>
              {t('proposePrice')}
            </ButtonLink>
            {wishlist.inWishlist && <p style={{ margin: 0 }}>{t('inWishlist')}</p>}
            <Button variant="secondary" fullWidth onClick={() => void wishlist.toggle()} disabled={wishlist.busy}>
              {wishlist.inWishlist ? t('removeFromWishlist') : t('addToWishlist')}
            </Button>
            {wishlist.error && <Alert tone="error">{wishlist.error}</Alert>}
          </>
        )}
      </OrderCard>
      <Section aria-labelledby="service-reviews">
        <h2 id="service-reviews">{t('reviewsTitle')}</h2>
        {reviews ? <ReviewList reviews={reviews} /> : <p>{t('noReviews')}</p>}
      </Section>
      <WishlistAddedDialog open={wishlist.dialogOpen} onClose={wishlist.closeDialog} />
    </Layout>
  );
}

/** /services/{id}: the service with its real numbers, reviews, order card and wishlist. */
export function ServiceDetailPage() {
  const t = useBuyerTexts('serviceDetail');
  const { id } = useParams();
  const detail = useServiceDetail(id);
  return (
    <PageContainer>
      <QueryView query={detail} notFound={t('notFound')}>
        {(data) => (
          <>
            <ServiceHead detail={data} />
            <ServiceDetailView detail={data} />
          </>
        )}
      </QueryView>
    </PageContainer>
  );
}
