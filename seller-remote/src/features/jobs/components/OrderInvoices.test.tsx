import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sellerPaths } from '../../../config/paths';
import { answerJson, receivedRequests, renderWithProviders, server } from '@craft/shared/testing';
import { makeOrder } from '../../../testing/data';
import { BuyerOfferPage } from './BuyerOfferPage';

const invoice = (overrides: Record<string, unknown> = {}) => ({
  id: 1,
  order_id: 5,
  kind: 'invoice',
  number: 1,
  label: 'RE-00001',
  cancels_id: null,
  cancelled_by_id: null,
  seller_id: 1,
  buyer_id: 2,
  seller_name: 'Malerei',
  buyer_name: 'Anna Buyer',
  service_title: 'Paint a room',
  net_cents: 10000,
  vat_cents: 1900,
  gross_cents: 11900,
  vat_rate: 19,
  small_business: false,
  issued_at: '2026-11-27T10:00:00.000Z',
  service_date: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

describe('invoices on the craftsman’s order page', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('a completed order: issue the invoice, then it is listed with its PDF and can be cancelled', async () => {
    let issued = false;
    server.use(
      answerJson('get', '/orders/5', makeOrder({ status: 'completed' })),
      answerJson('get', '/orders/5/invoices', () => (issued ? [invoice()] : [])),
      answerJson('post', '/orders/5/invoice', () => {
        issued = true;
        return invoice();
      }),
    );
    renderWithProviders(<BuyerOfferPage kind="order" />, { route: '/home/craftman/jobs/orders/5', path: sellerPaths.jobOrder });
    expect(await screen.findByText('No invoice yet. Issue it now: the customer gets it by e-mail as a PDF.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Issue invoice' }));
    expect(await screen.findByText('Invoice RE-00001 is issued and e-mailed to the customer.')).toBeInTheDocument();
    expect(receivedRequests('post', '/orders/5/invoice')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Download RE-00001 as PDF' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel invoice (issue a cancellation)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Issue invoice' })).not.toBeInTheDocument();
  });

  it('an order not completed yet shows no invoice section', async () => {
    server.use(answerJson('get', '/orders/5', makeOrder({ status: 'accepted' })));
    renderWithProviders(<BuyerOfferPage kind="order" />, { route: '/home/craftman/jobs/orders/5', path: sellerPaths.jobOrder });
    expect(await screen.findByRole('heading', { name: 'Paint a room' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Invoice' })).not.toBeInTheDocument();
  });
});
