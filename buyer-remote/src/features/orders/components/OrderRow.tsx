import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, Price, type Order } from '@craft/shared';
import { StatusBadge } from '../../../components/StatusBadge';
import { useBuyerTexts } from '../../../texts';

const Row = styled(Card)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(3)};

  @media (min-width: ${({ theme }) => theme.breakpoints.tablet}) {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
  }

  & h2,
  & h3 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: 1.125rem;
    overflow-wrap: anywhere;
  }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** One order in a list: title, price, status, plus whatever actions the list offers. */
export function OrderRow({ order, extra, actions }: { order: Order; extra?: ReactNode; actions?: ReactNode }) {
  const t = useBuyerTexts('orders');
  return (
    <Row as="li">
      <div>
        <h2>{order.service_title}</h2>
        <Meta>
          <Price amount={order.amount} />
          <StatusBadge status={order.status} label={t(`status.${order.status}`)} />
          {extra}
        </Meta>
      </div>
      {actions}
    </Row>
  );
}
