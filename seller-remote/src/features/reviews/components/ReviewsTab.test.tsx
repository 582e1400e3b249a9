import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getReceivedReviews, type Review } from '@craft/shared';
import { renderWithProviders } from '@craft/shared/testing';
import { httpError } from '../../../testing/errors';
import { ReviewsTab } from './ReviewsTab';

jest.mock('@craft/shared', () => ({ ...jest.requireActual('@craft/shared'), getReceivedReviews: jest.fn() }));

const review = (id: number, rating: number, text: string): Review => ({
  id,
  order_id: id,
  service_id: 41,
  rating,
  text,
  buyer_firstname: 'Anna',
  service_title: 'Paint a room',
  created_at: '2026-11-21T10:00:00Z',
  updated_at: '2026-11-21T10:00:00Z',
});

const long = 'Great work, very clean and on time, would book again';

describe('Review and Rating tab', () => {
  it("cuts a long review at 30 characters plus '...' and shows the full text on demand", async () => {
    jest.mocked(getReceivedReviews).mockResolvedValue([review(1, 4.5, long), review(2, 3.5, 'Fine')]);
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
    jest.mocked(getReceivedReviews).mockResolvedValue([review(1, 4.5, long), review(2, 3.5, 'Fine')]);
    renderWithProviders(<ReviewsTab />);
    expect(await screen.findByText('Average rating 4.0 of 5 (2 reviews)')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /4\.5/ })).toBeInTheDocument();
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
  });

  it('says when there are no reviews yet', async () => {
    jest.mocked(getReceivedReviews).mockResolvedValue([]);
    renderWithProviders(<ReviewsTab />);
    expect(await screen.findByText('No reviews yet.')).toBeInTheDocument();
  });

  it('offers a retry when the reviews fail to load', async () => {
    jest.mocked(getReceivedReviews).mockRejectedValue(httpError(500));
    renderWithProviders(<ReviewsTab />);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
