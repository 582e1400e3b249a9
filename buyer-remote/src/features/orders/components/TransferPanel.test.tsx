import { screen, within } from '@testing-library/react';
import { anOrder, answerJson, receivedRequests, server } from '@craft/shared/testing';
import { logInBuyer } from '../../../testing/data';
import { renderPage } from '../../../testing/render';
import { OrderDetailPage } from './OrderDetailPage';

const PAYLOAD = ['BCD', '002', '1', 'SCT', '', 'Malerei Müller', 'DE89370400440532013000', 'EUR119.00', '', '', 'Order 11'].join('\n');
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M0 0h1v1H0z"/></svg>';
const showDetail = () => renderPage(<OrderDetailPage />, { route: '/orders/detail?id=11', path: '/orders/detail' });

describe('paying an order by transfer', () => {
  beforeEach(() => logInBuyer());

  it('an accepted bank-transfer order shows amount, account, reference and the GiroCode with alt text and its content as text', async () => {
    server.use(
      answerJson('get', '/orders/11', anOrder({ id: 11, status: 'accepted', payment_method: 'bank-transfer', amount: 119 })),
      answerJson('get', '/orders/11/transfer', {
        order_id: 11,
        amount: 119,
        currency: 'EUR',
        reference: 'Order 11',
        account: { holder: 'Malerei Müller', iban: 'DE89370400440532013000', bic: null },
        giro_code: { payload: PAYLOAD, svg: SVG },
      }),
    );
    showDetail();
    const panel = await screen.findByRole('region', { name: 'Pay by bank transfer' });
    expect(await within(panel).findByText('DE89 3704 0044 0532 0130 00')).toBeInTheDocument();
    expect(within(panel).getByText('Malerei Müller')).toBeInTheDocument();
    expect(within(panel).getByText('Order 11')).toBeInTheDocument();
    const code = within(panel).getByRole('img', { name: 'GiroCode to pay 119 € to Malerei Müller, reference Order 11' });
    expect(code.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(within(panel).getByText((_, node) => node?.tagName === 'PRE' && node.textContent === PAYLOAD)).toBeInTheDocument();
  });

  it('an order paid by card shows no account and asks for none', async () => {
    server.use(answerJson('get', '/orders/11', anOrder({ id: 11, status: 'accepted', payment_method: 'credit-card' })));
    showDetail();
    expect(await screen.findByText('Credit Card')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pay by bank transfer' })).not.toBeInTheDocument();
    expect(receivedRequests('get', '/orders/11/transfer')).toHaveLength(0);
  });

  it('a completed order lists the invoice with a PDF download', async () => {
    server.use(
      answerJson('get', '/orders/11', anOrder({ id: 11, status: 'completed', payment_method: 'bank-transfer', payment_status: 'received' })),
      answerJson('get', '/orders/11/invoices', [
        {
          id: 4,
          order_id: 11,
          kind: 'invoice',
          number: 7,
          label: 'RE-00007',
          cancels_id: null,
          cancelled_by_id: null,
          seller_id: 1,
          buyer_id: 2,
          seller_name: 'Malerei Müller',
          buyer_name: 'Anna Buyer',
          service_title: 'Painting',
          net_cents: 10000,
          vat_cents: 1900,
          gross_cents: 11900,
          vat_rate: 19,
          small_business: false,
          issued_at: '2026-11-27T10:00:00.000Z',
          service_date: '2026-11-20T10:00:00.000Z',
        },
      ]),
    );
    showDetail();
    expect(await screen.findByRole('button', { name: 'Download RE-00007 as PDF' })).toBeInTheDocument();
    expect(screen.getByText('The craftsman has received your payment.')).toBeInTheDocument();
  });
});
