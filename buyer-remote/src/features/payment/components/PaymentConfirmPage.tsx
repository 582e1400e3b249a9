import styled from 'styled-components';
import { Alert, Button, ButtonLink, ButtonRow, Card, hostPaths, PageContainer, type Order } from '@craft/shared';
import { buyerPaths } from '../../../config/paths';
import { OrderSummary } from '../../../components/OrderSummary';
import { QueryView } from '@craft/shared';
import { useCancelOrder, useOrderFromQuery } from '../../../hooks/use-order';
import { CardPaymentGuide } from './CardPaymentGuide';
import { buyerTexts } from '@craft/shared/texts/buyer';

const texts = buyerTexts.paymentConfirm;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  grid-template-columns: minmax(0, 1fr);

  @media (min-width: ${({ theme }) => theme.breakpoints.desktop}) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

function Confirmation({ order, onChange }: { order: Order; onChange: (order: Order) => void }) {
  const cancel = useCancelOrder(onChange, texts.cancelFailed);
  return (
    <Columns>
      <Card as="section" aria-labelledby="order-title">
        <h1 id="order-title" style={{ marginTop: 0 }}>
          {texts.title}: {order.service_title}
        </h1>
        <OrderSummary order={order} />
        {cancel.error && <Alert tone="error">{cancel.error}</Alert>}
        <ButtonRow>
          <ButtonLink to={hostPaths.home} variant="secondary">
            {texts.backHome}
          </ButtonLink>
          {order.status === 'pending' && (
            <Button variant="danger" disabled={cancel.busy} onClick={() => void cancel.cancel(order.id)}>
              {texts.cancelOffering}
            </Button>
          )}
          <ButtonLink to={buyerPaths.orders}>{texts.paying}</ButtonLink>
        </ButtonRow>
      </Card>
      <CardPaymentGuide />
    </Columns>
  );
}

/** /payment-confirm?order=ID: the placed order's real summary. */
export function PaymentConfirmPage() {
  const order = useOrderFromQuery('order');
  return (
    <PageContainer>
      <QueryView query={order.query} notFound={texts.noOrder}>
        {(data) => <Confirmation order={data} onChange={order.setData} />}
      </QueryView>
    </PageContainer>
  );
}
