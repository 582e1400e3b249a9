import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aService, renderWithProviders } from '@craft/shared/testing';
import { PhotoGallery } from './PhotoGallery';

const variant = (name: string, width: number) => ({ width, webp: `/files/photos/${name}.${width}.webp`, jpeg: `/files/photos/${name}.${width}.jpg` });
const image = (name: string) => ({ url: `/files/photos/${name}.webp`, width: 1600, height: 1067, variants: [variant(name, 320), variant(name, 640), variant(name, 1024)] });

const threePhotos = () =>
  aService({
    title: 'Paint a room',
    photo: '/files/photos/a.webp',
    photos: ['/files/photos/a.webp', '/files/photos/b.webp', '/files/photos/c.webp'],
    photo_ids: [1, 2, 3],
    images: [image('a'), image('b'), image('c')],
  });

const large = () => screen.getAllByRole('img').find((img) => img.getAttribute('fetchpriority') === 'high')!;

describe('PhotoGallery', () => {
  it('shows the cover large as the LCP image (eager, fetched first, sized, srcset), the others as thumbnail buttons', () => {
    renderWithProviders(<PhotoGallery service={threePhotos()} />);
    const cover = large();
    expect(cover).toHaveAttribute('alt', 'Paint a room – photo 1 of 3');
    expect(cover).toHaveAttribute('loading', 'eager');
    expect(cover).toHaveAttribute('width', '1600');
    expect(cover).toHaveAttribute('height', '1067');
    expect(cover.getAttribute('srcset')).toContain('/files/photos/a.1024.jpg 1024w');
    expect(cover).toHaveAttribute('sizes', '(min-width: 1024px) 780px, 100vw');
    const thumbs = within(screen.getByRole('list', { name: 'Photos of this service' })).getAllByRole('button');
    expect(thumbs.map((b) => b.getAttribute('aria-label'))).toEqual(['Show photo 1 of 3', 'Show photo 2 of 3', 'Show photo 3 of 3']);
    expect(thumbs[0]).toHaveAttribute('aria-pressed', 'true');
    // Thumbnails sit in the first screen, right under the photo: none is lazy.
    expect(document.querySelectorAll('img[loading="lazy"]')).toHaveLength(0);
  });

  it('a thumbnail shows its photo large, by click or by keyboard (Enter, arrow keys)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PhotoGallery service={threePhotos()} />);
    await user.click(screen.getByRole('button', { name: 'Show photo 2 of 3' }));
    expect(large()).toHaveAttribute('alt', 'Paint a room – photo 2 of 3');
    expect(large().getAttribute('srcset')).toContain('/files/photos/b.640.jpg 640w');
    expect(screen.getByRole('button', { name: 'Show photo 2 of 3' })).toHaveAttribute('aria-pressed', 'true');

    await user.keyboard('{ArrowRight}');
    expect(large()).toHaveAttribute('alt', 'Paint a room – photo 3 of 3');
    expect(screen.getByRole('button', { name: 'Show photo 3 of 3' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(large()).toHaveAttribute('alt', 'Paint a room – photo 1 of 3');

    await user.tab({ shift: true });
    await user.tab();
    await user.keyboard('{ArrowRight}{Enter}');
    expect(large()).toHaveAttribute('alt', 'Paint a room – photo 2 of 3');
  });

  it('one photo: no thumbnails, the title as its alt text; none: the placeholder text', () => {
    const { unmount } = renderWithProviders(<PhotoGallery service={aService({ title: 'Tile a bath', photo: '/files/photos/a.webp', photos: ['/files/photos/a.webp'], images: [image('a')] })} />);
    expect(large()).toHaveAttribute('alt', 'Tile a bath');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<PhotoGallery service={aService({ photo: null, photos: [], images: [] })} />);
    expect(screen.getByText('No photo yet')).toBeInTheDocument();
  });
});
