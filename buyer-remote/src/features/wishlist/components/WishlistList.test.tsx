import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as shared from '@craft/shared';
import { aCatalogueService, logInBuyer } from '../../../testing/data';
import { renderPage } from '../../../testing/render';
import { WishlistList } from './WishlistList';

jest.mock('@craft/shared', () => ({
  ...jest.requireActual('@craft/shared'),
  getWishlist: jest.fn(),
  removeFromWishlist: jest.fn(),
}));

const api = jest.mocked(shared);

/** A call that answers when the test says so. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const item = (id: number, title: string) => ({ service_id: id, added_at: '2026-11-20T10:00:00.000Z', service: aCatalogueService({ id, title }) });

beforeEach(() => logInBuyer());

describe('wishlist tab', () => {
  it('removing A, then B before A answered, leaves neither: A does not come back when B answers', async () => {
    api.getWishlist.mockResolvedValue([item(7, 'Roof repair'), item(8, 'Facade painting'), item(9, 'Tiling')]);
    const removeA = deferred();
    const removeB = deferred();
    api.removeFromWishlist.mockImplementation((serviceId) => (serviceId === 7 ? removeA.promise : removeB.promise));
    renderPage(<WishlistList />, { route: '/profile', path: '/profile' });

    await userEvent.click(await screen.findByRole('button', { name: 'Remove Roof repair from the wishlist' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Facade painting from the wishlist' }));
    await act(async () => removeA.resolve());
    await act(async () => removeB.resolve());

    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove Facade painting from the wishlist' })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Remove Roof repair from the wishlist' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Tiling from the wishlist' })).toBeInTheDocument();
  });
});
