import styled from 'styled-components';
import { assetUrl, ButtonLink, Card, PageContainer, Section, ServiceCard, ServiceGrid, VerifiedBadge, type PortfolioProject, type SellerProfile } from '@craft/shared';
import { links } from '../../../config/paths';
import { RowList } from '../../../components/RowList';
import { RatingLine } from '../../../components/RatingLine';
import { QueryView } from '@craft/shared';
import { useSellerProfile } from '../hooks/use-seller-profile';
import { useBuyerTexts } from '../../../texts';
import { formatLongDate, useLanguage } from '@craft/shared/i18n';
import { PageHead, siteOrigin } from '@craft/shared/seo';
import { sellerHead } from '../lib/seller-head';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(6)};

  & h1 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    overflow-wrap: anywhere;
  }
  & p {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Identity = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;

  & > img {
    flex: none;
    width: 64px;
    height: 64px;
    object-fit: contain;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

/** Meisterbetrieb, founding year and response time: facts in words, one per item. */
const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  list-style: none;
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Images = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};

  & img {
    width: 120px;
    height: 90px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

function Project({ project }: { project: PortfolioProject }) {
  const dates = [project.start_date, project.end_date].filter((date): date is string => Boolean(date)).map((date) => formatLongDate(date));
  return (
    <Card as="li">
      <h3 style={{ marginTop: 0 }}>{project.name}</h3>
      {dates.length > 0 && <p>{dates.join(' – ')}</p>}
      <p style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{project.description}</p>
      <Images>
        {project.images.map((image) => (
          <img key={image} src={assetUrl(image) ?? ''} alt={project.name} loading="lazy" />
        ))}
      </Images>
    </Card>
  );
}

/** The trader's business details as a term and its value: a two-column list where there is room, stacked on a phone. */
const TraderList = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, max-content) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  margin: 0;
  overflow-wrap: anywhere;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
  @media (max-width: 480px) {
    grid-template-columns: minmax(0, 1fr);
    dd {
      margin-bottom: ${({ theme }) => theme.space(2)};
    }
  }
`;

/**
 * "Trader information" (DSA Art. 30/31): the legal business details the craftsman published for
 * consumers. Only on the page of a trader who submitted them (the API sends none otherwise).
 */
function TraderSection({ trader, verified }: { trader: NonNullable<SellerProfile['trader']>; verified: boolean }) {
  const t = useBuyerTexts('sellerPublic');
  const register = `${t(`registerTypes.${trader.register_type}`)}: ${trader.register_court ? t('registerCourt', { number: trader.register_number, court: trader.register_court }) : trader.register_number}`;
  return (
    <Section aria-labelledby="seller-trader">
      <h2 id="seller-trader">{t('traderHeading')}</h2>
      <p>
        {t('traderIntro')} {verified ? <VerifiedBadge /> : t('traderPending')}
      </p>
      <TraderList>
        <dt>{t('traderLegalName')}</dt>
        <dd>{trader.legal_name}</dd>
        <dt>{t('traderLegalForm')}</dt>
        <dd>{trader.legal_form}</dd>
        <dt>{t('traderAddress')}</dt>
        <dd>
          {trader.street}, {trader.postcode} {trader.city}
        </dd>
        <dt>{t('traderPhone')}</dt>
        <dd>
          <a href={`tel:${trader.phone.replace(/[^\d+]/g, '')}`}>{trader.phone}</a>
        </dd>
        <dt>{t('traderEmail')}</dt>
        <dd>
          <a href={`mailto:${trader.email}`}>{trader.email}</a>
        </dd>
        <dt>{t('traderRegister')}</dt>
        <dd>{register}</dd>
        {trader.vat_id && (
          <>
            <dt>{t('traderVatId')}</dt>
            <dd>{trader.vat_id}</dd>
          </>
        )}
      </TraderList>
    </Section>
  );
}

/** Title, description, canonical link and schema.org JSON-LD of the craftsman's page. */
function SellerHead({ seller }: { seller: SellerProfile }) {
  const text = useBuyerTexts('seo');
  const language = useLanguage();
  return <PageHead {...sellerHead(seller, { origin: siteOrigin(), language, text })} />;
}

function SellerView({ seller }: { seller: SellerProfile }) {
  const t = useBuyerTexts('sellerPublic');
  const facts = [
    seller.master_business ? t('masterBusiness') : null,
    typeof seller.founding_year === 'number' ? t('founded', { year: String(seller.founding_year) }) : null,
    typeof seller.response_hours === 'number' ? t('responseTime', { hours: seller.response_hours }) : null,
  ].filter((fact): fact is string => fact !== null);
  return (
    <>
      <Header>
        <Identity>
          {seller.logo_url && <img src={assetUrl(seller.logo_url) ?? ''} alt={t('logoAlt', { name: seller.display_name })} />}
          <div>
            <h1>
              {seller.display_name}
              {seller.verified && (
                <>
                  {' '}
                  <VerifiedBadge />
                </>
              )}
            </h1>
            <p>
              <RatingLine average={seller.rating_average} count={seller.rating_count} />
            </p>
            {facts.length > 0 && (
              <Facts aria-label={t('factsLabel')}>
                {facts.map((fact) => (
                  <li key={fact}>{fact}</li>
                ))}
              </Facts>
            )}
          </div>
        </Identity>
        <ButtonLink to={links.directOfferTo(seller.id)}>{t('sendOffer')}</ButtonLink>
      </Header>
      {seller.description && (
        <Section aria-labelledby="seller-about">
          <h2 id="seller-about">{t('about')}</h2>
          <p style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{seller.description}</p>
        </Section>
      )}
      <Section aria-labelledby="seller-services">
        <h2 id="seller-services">{t('services')}</h2>
        {seller.services.length === 0 ? (
          <p>{t('noServices')}</p>
        ) : (
          <ServiceGrid>
            {seller.services.map((service) => (
              <li key={service.id}>
                {/* The cover's sizes for srcset: a full service lists them per photo. */}
                <ServiceCard service={{ ...service, image: service.images[0] }} company={seller.display_name} />
              </li>
            ))}
          </ServiceGrid>
        )}
      </Section>
      <Section aria-labelledby="seller-portfolio">
        <h2 id="seller-portfolio">{t('portfolio')}</h2>
        {seller.portfolio.length === 0 ? (
          <p>{t('noPortfolio')}</p>
        ) : (
          <RowList>
            {seller.portfolio.map((project) => (
              <Project key={project.id} project={project} />
            ))}
          </RowList>
        )}
      </Section>
      {seller.trader && <TraderSection trader={seller.trader} verified={seller.verified} />}
    </>
  );
}

/** /sellers/:id: the craftsman's public page with services, portfolio and rating. */
export function SellerPublicPage() {
  const t = useBuyerTexts('sellerPublic');
  const seller = useSellerProfile();
  return (
    <PageContainer>
      <QueryView query={seller} notFound={t('notFound')}>
        {(data) => (
          <>
            <SellerHead seller={data} />
            <SellerView seller={data} />
          </>
        )}
      </QueryView>
    </PageContainer>
  );
}
