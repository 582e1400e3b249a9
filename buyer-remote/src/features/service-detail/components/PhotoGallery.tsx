import { useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { assetUrl, ResponsivePhoto, type Service } from '@craft/shared';
import { useBuyerTexts } from '../../../texts';

const Large = styled.div`
  aspect-ratio: 3 / 2;
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  display: flex;
  align-items: center;
  justify-content: center;
  color: #fff;
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.dark}, ${({ theme }) => theme.colors.muted});

  & img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Thumbs = styled.ul`
  list-style: none;
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding: 2px 2px ${({ theme }) => theme.space(1)};
  overflow-x: auto;
`;

const Thumb = styled.button`
  display: block;
  flex: none;
  width: 72px;
  height: 54px;
  padding: 0;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radius.sm};
  overflow: hidden;
  cursor: pointer;
  background: ${({ theme }) => theme.colors.background};

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.brand};
  }
  & img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** The large photo spans the page below the desktop breakpoint and two thirds of the 1200 px page above it. */
const LARGE_SIZES = '(min-width: 1024px) 780px, 100vw';

/**
 * The service's photos: the chosen one large (first the cover, the page's LCP image, fetched
 * first), the others as thumbnail buttons below it that show theirs large; arrow keys move
 * along the thumbnails. Thumbnails sit right under the photo, in the first screen: not lazy.
 */
export function PhotoGallery({ service }: { service: Service }) {
  const t = useBuyerTexts('serviceDetail');
  const [selected, setSelected] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const urls = service.photos.length ? service.photos : service.photo ? [service.photo] : [];
  const total = urls.length;
  const altOf = (index: number) => (total > 1 ? t('photoAlt', { title: service.title, position: index + 1, total }) : service.title);

  if (!total) {
    return (
      <Large>
        <span>{t('noPhoto')}</span>
      </Large>
    );
  }
  const current = Math.min(selected, total - 1);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const step = { ArrowRight: 1, ArrowLeft: -1, Home: -total, End: total }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = Math.max(0, Math.min(total - 1, current + step));
    setSelected(next);
    buttons.current[next]?.focus();
  };

  return (
    <div>
      <Large>
        {/* A key per photo: a photo that failed to load does not leave its placeholder for the next. */}
        <ResponsivePhoto key={current} image={service.images[current]} fallback={{ url: urls[current] }} alt={altOf(current)} sizes={LARGE_SIZES} priority />
      </Large>
      {total > 1 && (
        <Thumbs aria-label={t('photos')} onKeyDown={onKeyDown}>
          {urls.map((url, index) => {
            const smallest = service.images[index]?.variants[0];
            return (
              <li key={url}>
                <Thumb
                  ref={(element) => {
                    buttons.current[index] = element;
                  }}
                  type="button"
                  aria-pressed={index === current}
                  aria-label={t('showPhoto', { position: index + 1, total })}
                  onClick={() => setSelected(index)}
                >
                  <picture style={{ display: 'contents' }}>
                    {smallest && <source type="image/webp" srcSet={assetUrl(smallest.webp) ?? undefined} />}
                    <img src={assetUrl(smallest?.jpeg ?? url) ?? undefined} alt="" width={72} height={54} decoding="async" />
                  </picture>
                </Thumb>
              </li>
            );
          })}
        </Thumbs>
      )}
    </div>
  );
}
