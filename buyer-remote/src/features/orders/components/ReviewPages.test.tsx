import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sharedText } from '@craft/shared';
import { anOrder, answerError, answerJson, aReview, receivedRequests, server } from '@craft/shared/testing';
import { logInBuyer } from '../../../testing/data';
import { renderPage } from '../../../testing/render';
import { OrderReviewEditPage, OrderReviewPage } from './ReviewFormPage';
import { ReviewResultPage } from './ReviewResultPage';
import { buyerText } from '../../../texts';

beforeEach(() => {
  logInBuyer();
  server.use(answerJson('get', '/orders/11', anOrder({ status: 'completed' })), answerJson('put', '/orders/11/review', aReview()));
});

describe('/orders/review', () => {
  const showReview = () => renderPage(<OrderReviewPage />, { route: '/orders/review?order=11', path: '/orders/review' });

  it('has a star rating with nothing chosen (no default), a review text, Cancel to /orders and Send Review', async () => {
    showReview();
    const stars = await screen.findByRole('slider', { name: 'Rating' });
    expect(stars).not.toHaveAttribute('aria-valuenow');
    expect(stars).toHaveAttribute('aria-valuetext', 'No stars chosen yet');
    expect(screen.getByRole('textbox', { name: 'Your review' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/orders');
    expect(screen.getByRole('button', { name: 'Send Review' })).toBeInTheDocument();
  });

  it('Send Review stores the rating (whole stars) and text, then shows the result', async () => {
    showReview();
    const stars = await screen.findByRole('slider', { name: 'Rating' });
    stars.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await userEvent.type(screen.getByRole('textbox', { name: 'Your review' }), 'Great job');
    await userEvent.click(screen.getByRole('button', { name: 'Send Review' }));
    await waitFor(() => expect(receivedRequests('put')).toEqual([expect.objectContaining({ path: '/orders/11/review', body: { rating: 3, text: 'Great job' } })]));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/orders/review/result?order=11'));
  });

  it('says so when saving fails and keeps the text', async () => {
    server.use(answerError('put', '/orders/11/review', 500));
    showReview();
    (await screen.findByRole('slider', { name: 'Rating' })).focus();
    await userEvent.keyboard('{End}');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Your review' }), 'Great job');
    await userEvent.click(screen.getByRole('button', { name: 'Send Review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(sharedText('common.unreachable'));
    expect(screen.getByRole('textbox', { name: 'Your review' })).toHaveValue('Great job');
  });

  it.each(['pending', 'accepted', 'work_done', 'cancelled'] as const)('a %s order cannot be reviewed yet: the work must be completed', async (status) => {
    server.use(answerJson('get', '/orders/11', anOrder({ status })));
    showReview();
    expect(await screen.findByText(buyerText('review.notCompleted'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send Review' })).not.toBeInTheDocument();
  });
});

describe('/orders/review/edit', () => {
  it('prefills the stored review and saves the change', async () => {
    const until = new Date(Date.now() + 86_400_000).toISOString();
    server.use(answerJson('get', '/orders/11', anOrder({ status: 'completed', review: aReview({ rating: 3, text: 'Okay' }), review_editable_until: until })));
    renderPage(<OrderReviewEditPage />, { route: '/orders/review/edit?order=11', path: '/orders/review/edit' });
    expect(await screen.findByRole('slider', { name: 'Rating' })).toHaveAttribute('aria-valuenow', '3');
    const text = screen.getByRole('textbox', { name: 'Your review' });
    expect(text).toHaveValue('Okay');
    await userEvent.type(text, ', on time');
    await userEvent.click(screen.getByRole('button', { name: buyerText('review.save') }));
    await waitFor(() => expect(receivedRequests('put')).toEqual([expect.objectContaining({ path: '/orders/11/review', body: { rating: 3, text: 'Okay, on time' } })]));
  });
});

describe('/orders/review/edit after 14 days', () => {
  it('explains that the review can no longer be changed', async () => {
    const until = new Date(Date.now() - 1000).toISOString();
    server.use(answerJson('get', '/orders/11', anOrder({ status: 'completed', review: aReview({ rating: 3, text: 'Okay' }), review_editable_until: until })));
    renderPage(<OrderReviewEditPage />, { route: '/orders/review/edit?order=11', path: '/orders/review/edit' });
    expect(await screen.findByText(buyerText('review.editClosed'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: buyerText('review.save') })).not.toBeInTheDocument();
  });
});

describe('/orders/review/result', () => {
  const showResult = () =>
    renderPage(<ReviewResultPage />, { route: '/orders/review/result?order=11', path: '/orders/review/result' });

  it('shows the stored review with Edit and Back', async () => {
    server.use(answerJson('get', '/orders/11', anOrder({ status: 'completed', review: aReview({ rating: 4.5, text: 'Clean work' }) })));
    showResult();
    expect(await screen.findByText('Clean work')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /4.5 out of 5 stars/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/orders/review/edit?order=11');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/orders');
  });

  it('says when there is no review yet; Edit leads to the form only for a completed order', async () => {
    server.use(answerJson('get', '/orders/11', anOrder({ status: 'completed', review: null })));
    const { unmount } = showResult();
    expect(await screen.findByText(buyerText('review.noReview'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/orders/review?order=11');
    unmount();
    server.use(answerJson('get', '/orders/11', anOrder({ status: 'cancelled', review: null })));
    showResult();
    expect(await screen.findByText(buyerText('review.noReview'))).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });
});

describe('the review rating', () => {
  it('an empty review is refused in the page: nothing is published without a rating', async () => {
    renderPage(<OrderReviewPage />, { route: '/orders/review?order=11', path: '/orders/review' });
    await screen.findByRole('slider', { name: 'Rating' });
    await userEvent.click(screen.getByRole('button', { name: 'Send Review' }));
    expect(screen.getByRole('alert')).toHaveTextContent(buyerText('review.ratingRequired'));
    expect(receivedRequests('put')).toEqual([]);
  });

  it('a review text over 2,000 characters says its limit in words, and nothing is sent', async () => {
    renderPage(<OrderReviewPage />, { route: '/orders/review?order=11', path: '/orders/review' });
    await userEvent.click(await screen.findByRole('textbox', { name: 'Your review' }));
    await userEvent.paste('x'.repeat(2001));
    await userEvent.click(screen.getByRole('button', { name: 'Send Review' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Your review' })).toHaveAccessibleDescription(/Your review can be at most 2,000 characters./));
    expect(receivedRequests('put')).toEqual([]);
  });
});
