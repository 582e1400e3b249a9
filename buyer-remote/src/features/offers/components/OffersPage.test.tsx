import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sharedText } from '@craft/shared';
import { aQuotation, answerError, answerJson, receivedRequests, server } from '@craft/shared/testing';
import { logInBuyer } from '../../../testing/data';
import { renderPage } from '../../../testing/render';
import { OffersPage } from './OffersPage';
import { buyerText } from '../../../texts';

const showOffers = () => renderPage(<OffersPage />, { route: '/offers', path: '/offers' });

const answer = (id: number, price: number, seller: string) => ({
  id,
  quotation_id: 31,
  seller_id: id,
  seller_name: seller,
  price,
  message: `Offer from ${seller}`,
  status: 'open' as const,
  seller_rating_average: null,
  seller_rating_count: 0,
  created_at: '2026-11-21T10:00:00.000Z',
  updated_at: '2026-11-21T10:00:00.000Z',
});

beforeEach(() => logInBuyer());

describe('/offers', () => {
  it("shows the empty state with 'Place an offers' -> /favorable", async () => {
    server.use(answerJson('get', '/quotation/mine', []));
    showOffers();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Place an offers' })).toHaveAttribute('href', '/favorable');
  });

  it('lists the requests with status and the answers cheapest first', async () => {
    server.use(answerJson('get', '/quotation/mine', [
      aQuotation({ answers: [answer(1, 900, 'Weber Bau'), answer(2, 450, 'Becker Malerbetrieb'), answer(3, 700, 'Schulz')] }),
    ]));
    showOffers();
    expect(await screen.findByRole('heading', { name: 'Painter' })).toBeInTheDocument();
    expect(screen.getByText('Open')).toBeInTheDocument();
    expect(screen.getByText('Paint two rooms')).toBeInTheDocument();
    const accepts = screen.getAllByRole('button', { name: /^Accept the quote of/ });
    expect(accepts.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Accept the quote of Becker Malerbetrieb for 450€',
      'Accept the quote of Schulz for 700€',
      'Accept the quote of Weber Bau for 900€',
    ]);
  });

  it('says when no craftsman has answered yet', async () => {
    server.use(answerJson('get', '/quotation/mine', [aQuotation()]));
    showOffers();
    expect(await screen.findByText(buyerText('offers.noAnswers'))).toBeInTheDocument();
  });

  it('Accept accepts that answer and marks it', async () => {
    const open = aQuotation({ answers: [answer(2, 450, 'Becker Malerbetrieb')] });
    server.use(answerJson('get', '/quotation/mine', [open]));
    server.use(answerJson('post', '/quotation/31/accept', { ...open, status: 'accepted', accepted_answer_id: 2 }));
    showOffers();
    await userEvent.click(await screen.findByRole('button', { name: 'Accept the quote of Becker Malerbetrieb for 450€' }));
    await waitFor(() => expect(receivedRequests('post')).toEqual([expect.objectContaining({ path: '/quotation/31/accept', body: { answer_id: 2 } })]));
    // The innermost list item: the answer itself, not the request card around it.
    const item = (await screen.findAllByRole('listitem')).filter((li) => li.textContent?.includes('Offer from Becker')).pop();
    expect(within(item as HTMLElement).getByText('Accepted')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Accept the quote/ })).not.toBeInTheDocument();
  });

  it("compares the answers with each craftsman's rating and profile; the chosen one leads to its order, the others read declined", async () => {
    const rated = { ...answer(2, 450, 'Becker Malerbetrieb'), seller_rating_average: 4.5, seller_rating_count: 12 };
    const open = aQuotation({ answers: [answer(1, 900, 'Weber Bau'), rated] });
    server.use(answerJson('get', '/quotation/mine', [open]));
    server.use(
      answerJson('post', '/quotation/31/accept', {
        ...open,
        status: 'accepted',
        accepted_answer_id: 2,
        order_id: 77,
        answers: [{ ...answer(1, 900, 'Weber Bau'), status: 'declined' as const }, { ...rated, status: 'accepted' as const }],
      }),
    );
    showOffers();
    const profile = await screen.findByRole('link', { name: 'Profile of Becker Malerbetrieb' });
    expect(profile).toHaveAttribute('href', '/sellers/2');
    expect(screen.getByRole('link', { name: 'Profile of Weber Bau' })).toHaveAttribute('href', '/sellers/1');
    const becker = profile.closest('li') as HTMLElement;
    expect(within(becker).getByText(buyerText('rating.summary', { average: '4.5', count: 12 }))).toBeInTheDocument();
    const weber = screen.getByRole('link', { name: 'Profile of Weber Bau' }).closest('li') as HTMLElement;
    expect(within(weber).getByText(buyerText('rating.new'))).toBeInTheDocument();

    await userEvent.click(within(becker).getByRole('button', { name: 'Accept the quote of Becker Malerbetrieb for 450€' }));
    // The choice names the answer only: the price is the API's.
    await waitFor(() => expect(receivedRequests('post')).toEqual([expect.objectContaining({ path: '/quotation/31/accept', body: { answer_id: 2 } })]));
    expect(await within(becker).findByRole('link', { name: 'Go to the order' })).toHaveAttribute('href', '/jobs/orders/77');
    expect(within(weber).getByText('Declined')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Accept the offer/ })).not.toBeInTheDocument();
  });

  it('says so when accepting fails', async () => {
    server.use(answerJson('get', '/quotation/mine', [aQuotation({ answers: [answer(2, 450, 'Becker')] })]));
    server.use(answerError('post', '/quotation/31/accept', 409, 'Already accepted'));
    showOffers();
    await userEvent.click(await screen.findByRole('button', { name: /^Accept the quote/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(buyerText('offers.acceptFailed'));
  });

  it('shows an error with a retry', async () => {
    server.use(answerError('get', '/quotation/mine', 500));
    showOffers();
    expect(await screen.findByRole('button', { name: sharedText('common.retry') })).toBeInTheDocument();
  });
});
