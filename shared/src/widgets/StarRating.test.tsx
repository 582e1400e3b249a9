import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing';
import { StarRating } from './StarRating';

describe('StarRating', () => {
  it('starts at 2.5 stars by default', () => {
    renderWithProviders(<StarRating />);
    expect(screen.getByRole('slider', { name: 'Rating' })).toHaveAttribute('aria-valuenow', '2.5');
  });

  it('arrow keys change the rating by half a star, within 0 and 5', async () => {
    const onChange = jest.fn();
    renderWithProviders(<StarRating onChange={onChange} />);
    const slider = screen.getByRole('slider');
    slider.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '3');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(slider).toHaveAttribute('aria-valuenow', '2');
    expect(onChange).toHaveBeenLastCalledWith(2);
    await userEvent.keyboard('{End}{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '5');
    await userEvent.keyboard('{Home}{ArrowLeft}');
    expect(slider).toHaveAttribute('aria-valuenow', '0');
  });

  it('a click on the left half of a star picks the half star', async () => {
    const { container } = renderWithProviders(<StarRating />);
    const half = container.querySelector('[data-value="3.5"]');
    expect(half).not.toBeNull();
    await userEvent.click(half as Element);
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuetext', '3.5 out of 5 stars');
  });

  it('rounds a controlled value to the nearest half star', () => {
    renderWithProviders(<StarRating value={4.3} onChange={() => undefined} />);
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '4.5');
  });

  it('read-only shows the value and cannot be changed', async () => {
    const onChange = jest.fn();
    const { container } = renderWithProviders(<StarRating value={4.5} readOnly onChange={onChange} />);
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rating: 4.5 out of 5 stars' })).toBeInTheDocument();
    expect(container.querySelector('[data-value]')).toBeNull();
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).not.toHaveBeenCalled();
  });
});
