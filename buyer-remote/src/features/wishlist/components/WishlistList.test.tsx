import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aCatalogueService, answerJson, answerLater, receivedRequests, server } from '@craft/shared/testing';
import { logInBuyer } from '../../../testing/data';
import { renderPage } from '../../../testing/render';
import { WishlistList } from './WishlistList';

const item = (id: number, title: string) => ({ service_id: id, added_at: '2026-11-20T10:00:00.000Z', service: aCatalogueService({ id, title }) });

beforeEach(() => logInBuyer());

describe('wishlist tab', () => {
  it('removing A, then B before A answered, leaves neither: A does not come back when B answers', async () => {
    const removeA = answerLater('delete', '/wishlist/7', null);
    const removeB = answerLater('delete', '/wishlist/8', null);
    server.use(answerJson('get', '/wishlist', [item(7, 'Roof repair'), item(8, 'Facade painting'), item(9, 'Tiling')]), removeA.handler, removeB.handler);
    renderPage(<WishlistList />, { route: '/profile', path: '/profile' });

    await userEvent.click(await screen.findByRole('button', { name: 'Remove Roof repair from the wishlist' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Facade painting from the wishlist' }));
    await waitFor(() => expect(receivedRequests('delete')).toHaveLength(2));
    await act(async () => removeA.release());
    await act(async () => removeB.release());

    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove Facade painting from the wishlist' })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Remove Roof repair from the wishlist' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Tiling from the wishlist' })).toBeInTheDocument();
  });
});
