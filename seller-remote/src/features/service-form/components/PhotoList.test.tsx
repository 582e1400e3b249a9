import { useState } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { sellerPaths } from '../../../config/paths';
import { answer, answerJson, categoryChoices, receivedRequests, renderWithProviders, server } from '@craft/shared/testing';
import { makeService } from '../../../testing/data';
import { imageFile } from '../../../testing/files';
import { setUpTimedSellerPage } from '../../../testing/session';
import type { PhotoItem } from '../photo-items';
import { newPhotoItem } from '../photo-items';
import { EditServicePage } from './EditServicePage';
import { PhotoList } from './PhotoList';

setUpTimedSellerPage();

function List({ initial, progress }: { initial: PhotoItem[]; progress?: Record<string, number> }) {
  const [photos, setPhotos] = useState(initial);
  return <PhotoList photos={photos} onChange={setPhotos} progress={progress} />;
}

const names = () => within(screen.getByRole('list', { name: 'Photo order' })).getAllByRole('listitem').map((item) => item.querySelector('.name')?.textContent);

describe('PhotoList', () => {
  it('reorders by keyboard: the move buttons say which photo, the focus stays on it, the move is announced, the first is the cover', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    renderWithProviders(<List initial={['a.jpg', 'b.jpg', 'c.jpg'].map((name) => newPhotoItem(imageFile(name)))} />);
    expect(names()).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
    expect(within(screen.getAllByRole('listitem')[0]!).getByText('Cover')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move Photo 1 of 3 earlier' })).toBeDisabled();

    screen.getByRole('button', { name: 'Move Photo 3 of 3 earlier' }).focus();
    await user.keyboard('{Enter}');
    expect(names()).toEqual(['a.jpg', 'c.jpg', 'b.jpg']);
    expect(screen.getByRole('status')).toHaveTextContent('Photo moved to position 2 of 3.');
    // The focus followed the photo: Enter again moves it on, to the front.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Photo 2 of 3 earlier' }));
    await user.keyboard('{Enter}');
    expect(names()).toEqual(['c.jpg', 'a.jpg', 'b.jpg']);
    expect(within(screen.getAllByRole('listitem')[0]!).getByText('Cover')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Photo moved to position 1 of 3.');
    // At the front "earlier" is disabled: the focus went to "later" on the same photo.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Photo 1 of 3 later' }));

    await user.click(screen.getByRole('button', { name: 'Move Photo 1 of 3 later' }));
    expect(names()).toEqual(['a.jpg', 'c.jpg', 'b.jpg']);

    await user.click(screen.getByRole('button', { name: 'Remove Photo 3 of 3' }));
    expect(names()).toEqual(['a.jpg', 'c.jpg']);
    expect(screen.getByRole('status')).toHaveTextContent('Photo removed. 2 photos left.');
  });

  it('shows each upload with a labelled progress bar and its percentage', () => {
    const items = [newPhotoItem(imageFile('a.jpg')), newPhotoItem(imageFile('b.jpg'))];
    renderWithProviders(<List initial={items} progress={{ [items[0]!.key]: 0.42 }} />);
    const bar = screen.getByRole('progressbar', { name: 'Upload of a.jpg' });
    expect(bar).toHaveAttribute('value', '42');
    expect(bar).toHaveAttribute('max', '100');
    expect(screen.getByText('42 %')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Upload of b.jpg' })).not.toBeInTheDocument();
  });

  it('adds several photos at once, up to ten, and says how many were left out', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    renderWithProviders(<List initial={Array.from({ length: 8 }, (_, i) => newPhotoItem(imageFile(`${i}.jpg`)))} />);
    await user.upload(screen.getByLabelText('Photos'), [imageFile('x.jpg'), imageFile('y.jpg'), imageFile('z.jpg')]);
    expect(names()).toHaveLength(10);
    expect(screen.getByRole('alert')).toHaveTextContent('A service can have up to 10 photos: 1 photo was not added.');
    expect(screen.getByLabelText('Photos')).toBeDisabled();
  });
});

describe('saving the photos (edit)', () => {
  beforeEach(() => {
    let next = 10;
    server.use(
      answerJson('get', '/categories', categoryChoices),
      answerJson('get', '/services/41', makeService({ photos: ['/files/photos/a.webp', '/files/photos/b.webp'], photo_ids: [3, 4] })),
      answerJson('put', '/services/41', makeService()),
      answerJson('put', '/services/41/photos/order', makeService()),
      answer('delete', '/services/41/photos/3', () => new HttpResponse(null, { status: 204 })),
      answer('post', '/services/photos', () => {
        next += 1;
        return HttpResponse.json({ id: next, photo_url: `/files/photos/${next}.webp`, thumbnail_url: null, image: null }, { status: 201 });
      }),
    );
  });

  it('deletes the removed photo, uploads the new ones in order with progress, then stores the order', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    renderWithProviders(<EditServicePage />, { route: '/home/craftman/edit-product/41', path: sellerPaths.editProduct });
    await screen.findByLabelText('Title');
    await user.upload(screen.getByLabelText('Photos'), [imageFile('new.jpg')]);
    // The new photo becomes the cover; the first stored one goes.
    await user.click(screen.getByRole('button', { name: 'Move Photo 3 of 3 earlier' }));
    await user.click(screen.getByRole('button', { name: 'Move Photo 2 of 3 earlier' }));
    await user.click(screen.getByRole('button', { name: 'Remove Photo 2 of 3' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your service successfully edited!')).toBeInTheDocument();
    expect(receivedRequests('delete').map((request) => request.path)).toEqual(['/services/41/photos/3']);
    expect(receivedRequests('post', '/services/photos')).toHaveLength(1);
    expect(receivedRequests('put', '/services/41/photos/order').map((request) => request.body)).toEqual([{ photo_ids: [11, 4] }]);
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Upload of new.jpg' })).toHaveAttribute('value', '100'));
    act(() => jest.advanceTimersByTime(2_000));
  });
});
