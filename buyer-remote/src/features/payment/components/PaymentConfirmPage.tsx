import styled from 'styled-components';
import { ButtonLink, ButtonRow, Card, hostPaths, PageContainer, QueryView, type Order } from '@craft/shared';
import { links } from '../../../config/paths';
import { BuyerOrderActions } from '../../../components/BuyerOrderActions';
import { OrderProgress } from '../../../components/OrderProgress';
import { OrderSummary } from '../../../components/OrderSummary';
import { useOrderFromQuery } from '../../../hooks/use-order';
import { useBuyerTexts, buyerText } from '../../../texts';

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  grid-template-columns: minmax(0, 1fr);

  @media (min-width: ${({ theme }) => theme.breakpoints.desktop}) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

/** How paying works, said honestly: nothing is charged on the site; the craftsman is paid after the work. */
function HowPaymentWorks({ order }: { order: Order }) {
  const t = useBuyerTexts('paymentConfirm');
  return (
    <Card as="section" aria-labelledby="how-payment-works">
      <h2 id="how-payment-works" style={{ marginTop: 0 }}>
        {t('howTitle')}
      </h2>
      <p>{buyerText(`payment.methodHints.${order.payment_method}`)}</p>
      <p>{t('howSteps')}</p>
    </Card>
  );
}

function Confirmation({ order, onChange }: { order: Order; onChange: (order: Order) => void }) {
  const t = useBuyerTexts('paymentConfirm');
  return (
    <Columns>
      <Card as="section" aria-labelledby="order-title">
        <h1 id="order-title" style={{ marginTop: 0 }}>
          {t('title')}: {order.service_title}
        </h1>
        <OrderSummary order={order} />
        <OrderProgress order={order} />
        <ButtonRow>
          <ButtonLink to={hostPaths.home} variant="secondary">
            {t('backHome')}
          </ButtonLink>
          <BuyerOrderActions order={order} onChange={onChange} cancelLabel={t('cancelOffering')} />
          <ButtonLink to={links.jobs('orders')}>{buyerText('orders.myJobs')}</ButtonLink>
        </ButtonRow>
      </Card>
      <HowPaymentWorks order={order} />
    </Columns>
  );
}

/** /payment-confirm?order=ID: the placed order's real summary. */
export function PaymentConfirmPage() {
  const t = useBuyerTexts('paymentConfirm');
  const order = useOrderFromQuery('order');
  return (
    <PageContainer>
      <QueryView query={order.query} notFound={t('noOrder')}>
        {(data) => <Confirmation order={data} onChange={order.setData} />}
      </QueryView>
    </PageContainer>
  );
}
