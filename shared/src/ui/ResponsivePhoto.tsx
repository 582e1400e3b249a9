import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { assetUrl } from '../api/client';
import type { PhotoImage } from '../api/types';
import { useSharedTexts } from '../texts/shared-catalog';

export interface ResponsivePhotoProps {
  /** The photo with its stored widths (the API's `image`/`images`); null shows `fallback` alone. */
  image: PhotoImage | null | undefined;
  /** The file shown when the photo has no variants yet (stored before them), e.g. the thumbnail. */
  fallback?: { url: string | null | undefined; width?: number; height?: number } | null;
  alt: string;
  /** The `sizes` attribute: how wide the photo is drawn at each screen width. */
  sizes: string;
  /** The page's largest image (LCP): fetched first, never lazily. Every other photo loads when scrolled near. */
  priority?: boolean;
}

/** The `<picture>` takes no box of its own: the `<img>` fills its container as before. */
const Picture = styled.picture`
  display: contents;
`;

const Placeholder = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 100%;
  color: rgba(255, 255, 255, 0.85);
`;

const srcset = (entries: Array<{ url: string | null; width: number }>) =>
  entries.flatMap(({ url, width }) => (url ? [`${url} ${width}w`] : [])).join(', ');

/** The width a browser that reads no `srcset` gets: the one closest above a card or a phone's page. */
const DEFAULT_WIDTH = 640;

/**
 * A stored photo at the width the screen needs (`srcset`/`sizes`, WebP with JPEG for the rest),
 * with its size as attributes so the page does not jump while it loads. When the file cannot be
 * loaded (the file store is down: the API answers 503) a placeholder with a text says so instead
 * of a broken image.
 */
export function ResponsivePhoto({ image, fallback, alt, sizes, priority = false }: ResponsivePhotoProps) {
  const t = useSharedTexts('ui');
  const [failed, setFailed] = useState(false);
  const img = useRef<HTMLImageElement>(null);
  const variants = image?.variants ?? [];
  const chosen = variants.find((variant) => variant.width >= DEFAULT_WIDTH) ?? variants.at(-1);
  const src = assetUrl(chosen?.jpeg ?? (variants.length ? null : (fallback?.url ?? image?.url)));

  // A server-rendered page's image can fail before React listens for `error`: look once it is ours.
  useEffect(() => {
    const element = img.current;
    if (element?.complete && element.naturalWidth === 0) setFailed(true);
  }, [src]);

  if (!src || failed) {
    return (
      <Placeholder role="img" aria-label={t('photoUnavailable')}>
        <svg width="40" height="40" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true">
          <rect x="3" y="5" width="18" height="14" rx="2" />
          <path d="M3 16l5-5 4 4 3-3 6 6M4 4l16 16" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </Placeholder>
    );
  }
  const size = variants.length ? { width: image?.width ?? undefined, height: image?.height ?? undefined } : (fallback ?? {});
  const loading = priority ? { fetchPriority: 'high' as const, loading: 'eager' as const } : { loading: 'lazy' as const };
  return (
    <Picture>
      {variants.length > 0 && <source type="image/webp" srcSet={srcset(variants.map((v) => ({ url: assetUrl(v.webp), width: v.width })))} sizes={sizes} />}
      {/* loading and sizes before the sources: a browser may start the fetch as soon as it sees src. */}
      <img
        ref={img}
        {...loading}
        decoding="async"
        width={size.width}
        height={size.height}
        sizes={variants.length ? sizes : undefined}
        srcSet={variants.length ? srcset(variants.map((v) => ({ url: assetUrl(v.jpeg), width: v.width }))) : undefined}
        src={src}
        alt={alt}
        onError={() => setFailed(true)}
      />
    </Picture>
  );
}
