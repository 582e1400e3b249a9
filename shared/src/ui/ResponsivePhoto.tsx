import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
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
  /** What the placeholder shows (its container centres it); its text for screen readers is the catalogue's. */
  placeholder?: ReactNode;
}

const srcset = (variants: PhotoImage['variants'], format: 'webp' | 'jpeg') => variants.map((v) => `${assetUrl(v[format]) ?? ''} ${v.width}w`).join(', ');

/** The width a browser that reads no `srcset` gets: the one closest above a card or a phone's page. */
const DEFAULT_WIDTH = 640;

/**
 * A stored photo at the width the screen needs (`srcset`/`sizes`, WebP with JPEG for the rest),
 * with its size as attributes so the page does not jump while it loads. When the file cannot be
 * loaded (the file store is down: the API answers 503) a placeholder with a text says so instead
 * of a broken image.
 */
export function ResponsivePhoto({ image, fallback, alt, sizes, priority = false, placeholder }: ResponsivePhotoProps) {
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
      <span role="img" aria-label={t('photoUnavailable')}>
        {placeholder}
      </span>
    );
  }
  const size = variants.length ? { width: image?.width ?? undefined, height: image?.height ?? undefined } : (fallback ?? {});
  return (
    // No box of its own: the <img> fills its container as before.
    <picture style={{ display: 'contents' }}>
      {variants.length > 0 && <source type="image/webp" srcSet={srcset(variants, 'webp')} sizes={sizes} />}
      {/* loading and sizes before the sources: a browser may start the fetch as soon as it sees src. */}
      <img
        ref={img}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        width={size.width}
        height={size.height}
        sizes={sizes}
        srcSet={srcset(variants, 'jpeg') || undefined}
        src={src}
        alt={alt}
        onError={() => setFailed(true)}
      />
    </picture>
  );
}
