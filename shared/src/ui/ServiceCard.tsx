import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { CatalogueService } from '../api/types';
import { remoteLink } from '../contracts/links';
import { useSharedTexts } from '../texts/shared-catalog';
import { sellerCompanyName } from './company-name';
import { Price } from './Price';
import { ResponsivePhoto } from './ResponsivePhoto';
import { VerifiedBadge } from './VerifiedBadge';

export type ServiceCardData = Pick<CatalogueService, 'id' | 'title' | 'price'> &
  Partial<Pick<CatalogueService, 'thumbnail' | 'photo' | 'image' | 'seller_firstname' | 'seller_company_name' | 'seller_verified'>>;

export interface ServiceCardProps {
  service: ServiceCardData;
  /** Overrides the company line (e.g. 'Loading...' while a seller is pending). */
  company?: string;
  /** Where the card leads; the service detail by default. */
  to?: string;
  headingLevel?: 'h2' | 'h3' | 'h4';
}

const Article = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: 0 1px 3px rgba(28, 26, 32, 0.08);
  transition: transform 0.15s ease, box-shadow 0.15s ease;

  &:hover {
    transform: translateY(-2px);
    box-shadow: 0 6px 16px rgba(28, 26, 32, 0.14);
  }
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Media = styled.div`
  aspect-ratio: 4 / 3;
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.dark}, ${({ theme }) => theme.colors.muted});
  display: flex;
  align-items: center;
  justify-content: center;
  color: rgba(255, 255, 255, 0.85);
  font-size: 0.875rem;

  & img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/**
 * How wide a card's photo is drawn (ServiceGrid): two columns on a phone, columns of 220 px up to
 * about 300 px on larger screens. A dense phone screen thus gets the 640 px file, not the 1600 px one.
 */
const CARD_PHOTO_SIZES = '(min-width: 768px) 300px, 50vw';
/** The thumbnail's size (the API's renderPhoto), for photos stored before their variants. */
const THUMBNAIL = { width: 480, height: 320 };

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(3)};
  flex: 1;

  @media (min-width: ${({ theme }) => theme.breakpoints.tablet}) {
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(4)};
  }
`;

const Title = styled.h3`
  margin: 0;
  font-size: 1rem;
  line-height: 1.3;

  & a {
    text-decoration: none;
    color: inherit;
  }
  & a:focus-visible {
    outline: none; /* the whole card shows the focus ring */
  }
  /* The title link covers the card, so the whole card is one click/tap target. */
  & a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

const Company = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

const PriceLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  white-space: nowrap;
  column-gap: 4px;
  margin: auto 0 0;
  padding-top: ${({ theme }) => theme.space(2)};
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};

  & > span {
    color: ${({ theme }) => theme.colors.brand};
    font-size: 1.125rem;
  }
`;

/** The default cover when a service has no photo: a small tool icon on the brand gradient. */
function DefaultCover() {
  return (
    <svg width="56" height="56" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true">
      <path d="M3 21l9-9M14.5 4.5l5 5-3 3-5-5zM12 7l5 5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** A service in a grid: photo or default cover, title, company line, 'start from:' and price. */
export function ServiceCard({ service, company, to, headingLevel = 'h3' }: ServiceCardProps) {
  const t = useSharedTexts('ui');
  const fallback = service.thumbnail ?? service.photo;
  const companyLine =
    company ?? sellerCompanyName({ firstname: service.seller_firstname, company_name: service.seller_company_name });
  // The service page belongs to the buyer remote; without its manifest the title is plain text.
  const href = to ?? remoteLink('buyer', 'service', { id: service.id });
  return (
    <Article>
      <Media>
        {service.image || fallback ? (
          // Cards sit below the landing page's hero: every card photo loads lazily.
          <ResponsivePhoto
            image={service.image}
            fallback={{ url: fallback, ...(service.thumbnail ? THUMBNAIL : {}) }}
            alt=""
            sizes={CARD_PHOTO_SIZES}
            placeholder={<DefaultCover />}
          />
        ) : (
          <DefaultCover />
        )}
      </Media>
      <Body>
        <Title as={headingLevel}>
          {href ? <Link to={href}>{service.title}</Link> : service.title}
        </Title>
        <Company>
          {companyLine}
          {service.seller_verified && (
            <>
              {' '}
              <VerifiedBadge />
            </>
          )}
        </Company>
        <PriceLine>
          {t('startFrom')}
          <Price amount={service.price} />
        </PriceLine>
      </Body>
    </Article>
  );
}

/** A responsive grid of cards: two columns on a phone, as many 220 px columns as fit on larger screens. */
export const ServiceGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 140px), 1fr));

  @media (min-width: ${({ theme }) => theme.breakpoints.tablet}) {
    gap: ${({ theme }) => theme.space(4)};
    grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  }
`;
