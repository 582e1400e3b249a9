import sharp from 'sharp';
import type { PhotoImage } from '@craft/shared/api/types';

/**
 * Widths a service photo is stored at for `srcset`: a phone's card (320), a card on a dense screen
 * or a phone's service page (640), a tablet (1024), a desktop's service page (1600, the stored
 * photo's own cap). Never wider than the photo: a small photo gets its own width as the largest.
 */
const LARGEST = 1600;
const VARIANT_WIDTHS = [320, 640, 1024, LARGEST] as const;

/** Each width in both formats: WebP for every current browser, JPEG for the rest. */
const VARIANT_FORMATS = ['webp', 'jpg'] as const;
type VariantFormat = (typeof VARIANT_FORMATS)[number];

/** What `service_photos.variants` holds (JSON): the photo's size and the widths stored. */
export interface PhotoVariants {
  width: number;
  height: number;
  widths: number[];
}

/** The widths a photo `width` pixels wide is stored at. */
function widthsFor(width: number): number[] {
  const smaller = VARIANT_WIDTHS.filter((candidate) => candidate < width);
  return [...smaller, Math.min(width, LARGEST)];
}

/** `photos/<name>.webp` -> `photos/<name>.w640.jpg`: next to the photo, so the sweeps and deletes find it by name. */
export function variantKey(storageKey: string, width: number, format: VariantFormat): string {
  return `${storageKey.replace(/\.webp$/, '')}.w${width}.${format}`;
}

/** Every stored key of a photo's variants (none while it is not converted). */
export function variantKeys(storageKey: string, variants: PhotoVariants | null): string[] {
  if (!variants) return [];
  return variants.widths.flatMap((width) => VARIANT_FORMATS.map((format) => variantKey(storageKey, width, format)));
}

/** The column's text, or null for a photo stored before variants existed (or a value this code cannot read). */
export function parseVariants(text: string | null | undefined): PhotoVariants | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<PhotoVariants>;
    const positive = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n > 0;
    if (!positive(value.width) || !positive(value.height) || !Array.isArray(value.widths) || !value.widths.every(positive)) return null;
    return { width: value.width, height: value.height, widths: value.widths };
  } catch {
    return null;
  }
}

/** A stored variant's bytes and where they go. */
interface VariantFile {
  key: string;
  data: Buffer;
}

/**
 * Scales a stored photo (already rotated and stripped by renderPhoto) to every width in both
 * formats. CPU work: callers run it in the image pool. JPEG has no alpha, so a transparent PNG
 * gets a white ground rather than black.
 */
export async function renderVariants(storageKey: string, photo: Buffer): Promise<{ variants: PhotoVariants; files: VariantFile[] }> {
  const source = sharp(photo, { failOn: 'error' });
  const { width = 0, height = 0 } = await source.metadata();
  if (!width || !height) throw new Error(`The stored photo ${storageKey} has no size`);
  const widths = widthsFor(width);
  const files = await Promise.all(
    widths.flatMap((target) => {
      const scaled = () => source.clone().resize({ width: target, withoutEnlargement: true });
      return [
        scaled().webp({ quality: 78 }).toBuffer().then((data) => ({ key: variantKey(storageKey, target, 'webp'), data })),
        scaled().flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true }).toBuffer().then((data) => ({ key: variantKey(storageKey, target, 'jpg'), data })),
      ];
    }),
  );
  return { variants: { width, height, widths }, files };
}

/** The API's view of a photo: its URL, size and `srcset` entries (none until converted). */
export function photoImage(storageKey: string, variantsText: string | null | undefined, urlOf: (key: string) => string | null): PhotoImage | null {
  const url = urlOf(storageKey);
  if (!url) return null;
  const variants = parseVariants(variantsText);
  const sources = (variants?.widths ?? []).flatMap((width) => {
    const webp = urlOf(variantKey(storageKey, width, 'webp'));
    const jpeg = urlOf(variantKey(storageKey, width, 'jpg'));
    return webp && jpeg ? [{ width, webp, jpeg }] : [];
  });
  return { url, width: variants?.width ?? null, height: variants?.height ?? null, variants: sources };
}
