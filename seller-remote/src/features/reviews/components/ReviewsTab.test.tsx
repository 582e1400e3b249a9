import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Review } from '@craft/shared';
import { answerError, answerJson, aReview, renderWithProviders, server } from '@craft/shared/testing';
import { ReviewsTab } from './ReviewsTab';

const review = (id: number, rating: number, text: string): Review =>
  aReview({ id, order_id: id, service_id: 41, rating, text, buyer_firstname: 'Anna', service_title: 'Paint a room' });

const long = 'Great work, very clean and on time, would book again';

describe('Review and Rating tab', () => {
  it("cuts a long review at 30 characters plus '...' and shows the full text on demand", async () => {
    server.use(answerJson('get', '/reviews/received', [review(1, 4.5, long), review(2, 3.5, 'Fine')]));
    const user = userEvent.setup();
    renderWithProviders(<ReviewsTab />);
    expect(await screen.findByText(`${long.slice(0, 30)}...`)).toBeInTheDocument();
    expect(screen.getByText('Fine')).toBeInTheDocument();
    const more = screen.getByRole('button', { name: 'Show full review' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(screen.getByText(long)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show less' }));
    expect(screen.queryByText(long)).not.toBeInTheDocument();
  });

  it('shows read-only stars for each review and the average', async () => {
    server.use(answerJson('get', '/reviews/received', [review(1, 4.5, long), review(2, 3.5, 'Fine')]));
    renderWithProviders(<ReviewsTab />);
    expect(await screen.findByText('Average rating 4.0 of 5 (2 reviews)')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /4\.5/ })).toBeInTheDocument();
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
  });

  it('says when there are no reviews yet', async () => {
    server.use(answerJson('get', '/reviews/received', []));
    renderWithProviders(<ReviewsTab />);
    expect(await screen.findByText('No reviews yet.')).toBeInTheDocument();
  });

  it('offers a retry when the reviews fail to load', async () => {
    server.use(answerError('get', '/reviews/received', 500));
    renderWithProviders(<ReviewsTab />);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
