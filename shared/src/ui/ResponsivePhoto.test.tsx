import { act, fireEvent, screen } from '@testing-library/react';
import { setLanguage } from '@craft/shared/i18n';
import type { PhotoImage } from '../api/types';
import { renderWithProviders } from '../testing';
import { ResponsivePhoto } from './ResponsivePhoto';
import { ServiceCard } from './ServiceCard';

const image: PhotoImage = {
  url: '/files/photos/abcdefghij.webp',
  width: 1200,
  height: 800,
  variants: [320, 640, 1024, 1200].map((width) => ({
    width,
    webp: `/files/photos/abcdefghij.w${width}.webp`,
    jpeg: `/files/photos/abcdefghij.w${width}.jpg`,
  })),
};

const card = (service: Partial<Parameters<typeof ServiceCard>[0]['service']> = {}) =>
  renderWithProviders(<ServiceCard service={{ id: 7, title: 'Paint a room', price: 249, photo: image.url, thumbnail: '/files/photos/abcdefghij.thumb.webp', image, ...service }} />);

describe('ServiceCard photo', () => {
  afterEach(async () => act(() => setLanguage('en')));

  it('offers every stored width as WebP and JPEG with sizes, its size, and loads lazily', () => {
    const { container } = card();
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('srcset', image.variants.map((v) => `${v.jpeg} ${v.width}w`).join(', '));
    expect(img).toHaveAttribute('sizes', '(min-width: 768px) 300px, 50vw');
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '800');
    expect(img).toHaveAttribute('src', '/files/photos/abcdefghij.w640.jpg');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
    const source = container.querySelector('picture > source');
    expect(source).toHaveAttribute('type', 'image/webp');
    expect(source).toHaveAttribute('srcset', image.variants.map((v) => `${v.webp} ${v.width}w`).join(', '));
    expect(source).toHaveAttribute('sizes', '(min-width: 768px) 300px, 50vw');
  });

  it('shows a placeholder with a text instead of a broken image when the file does not load', async () => {
    const { container } = card();
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Photo not available right now' })).toBeInTheDocument();
    await act(() => setLanguage('de'));
    expect(await screen.findByRole('img', { name: 'Foto gerade nicht verfügbar' })).toBeInTheDocument();
  });

  it('a photo without variants yet shows its thumbnail at the thumbnail size', () => {
    const { container } = card({ image: { ...image, width: null, height: null, variants: [] } });
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('src', '/files/photos/abcdefghij.thumb.webp');
    expect(img).not.toHaveAttribute('srcset');
    expect(container.querySelector('source')).toBeNull();
    expect(img).toHaveAttribute('width', '480');
    expect(img).toHaveAttribute('height', '320');
  });
});

describe('ResponsivePhoto', () => {
  it('the page’s main photo is fetched first, not lazily', () => {
    renderWithProviders(<ResponsivePhoto image={image} alt="Paint a room" sizes="100vw" priority />);
    const img = screen.getByRole('img', { name: 'Paint a room' });
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('loading', 'eager');
  });
});
