import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, Price, type Service } from '@craft/shared';
import { Thumb } from '../../../components/Thumb';
import { formatLongDate } from '@craft/shared/i18n';
import { useSellerTexts } from '../../../texts';

const Layout = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};

  @media (min-width: ${({ theme }) => theme.breakpoints.tablet}) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  }
  h1 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    overflow-wrap: anywhere;
  }
  p {
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0;
`;

/** Photo, title, price, creation date and description of one of the seller's services. */
export function ServiceSummary({ service, children }: { service: Service; children?: ReactNode }) {
  const t = useSellerTexts('services');
  return (
    <Layout as="article">
      <Thumb src={service.photo} alt={t('photoAlt', { title: service.title })} height={260} />
      <div>
        <h1>{service.title}</h1>
        <Meta>{t('createdOn', { date: formatLongDate(service.created_at) })}</Meta>
        <p>
          {t('startFrom')} <Price amount={service.price} />
        </p>
        <p>{service.description}</p>
        {children}
      </div>
    </Layout>
  );
}
