import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { fileDownload } from '@craft/shared/schemas/responses';
import { payloadTooLarge, unsupportedMediaType } from './http-error';

/** The type is decided by the bytes, never by the file name or the client's Content-Type. */
const PHOTO_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

const DOCUMENT_TYPES: Record<string, string> = {
  'application/pdf': 'pdf',
  // Legacy .doc files are OLE compound files; file-type reports the container.
  'application/x-cfb': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/zip': 'zip',
};

/** What a stored document is served as (its sniffed type). */
export const DOCUMENT_MEDIA_TYPES = Object.keys(DOCUMENT_TYPES) as [string, ...string[]];

/** HEIC/HEIF (an iPhone's default): sharp's prebuilt libvips has no HEVC decoder. */
const HEIC_TYPES = new Set(['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence']);

export async function assertPhoto(data: Buffer): Promise<void> {
  const type = await fileTypeFromBuffer(data);
  if (type && HEIC_TYPES.has(type.mime)) {
    throw unsupportedMediaType(
      "HEIC photos can't be read yet. Please save the photo as JPEG (iPhone: Settings → Camera → Formats → Most Compatible) and try again.",
      'upload.photo_heic',
    );
  }
  if (!type || !PHOTO_TYPES.has(type.mime)) throw unsupportedMediaType('Photos must be JPEG, PNG or WebP images', 'upload.photo_type');
}

export async function sniffDocument(data: Buffer): Promise<{ mime: string; ext: string }> {
  const type = await fileTypeFromBuffer(data);
  const ext = type ? DOCUMENT_TYPES[type.mime] : undefined;
  if (!type || !ext) throw unsupportedMediaType('Documents must be PDF, Word (doc/docx), JPEG, PNG or ZIP files', 'upload.document_type');
  return { mime: type.mime, ext };
}

/**
 * Caps decoding work: a small file must not expand into gigabytes of pixels.
 * 25 megapixels: a phone's photo (12 MP, 24 MP at 6000x4000) fits; a 7071x7071 bomb does not.
 */
export const MAX_INPUT_PIXELS = 25_000_000;
/** Decoding and encoding one photo may take this long; a file that needs more is refused. */
const RENDER_SECONDS = 10;

// One libvips thread per image: the work pool decides how many images run at once.
sharp.concurrency(1);

/**
 * Re-encodes a sniffed photo to WebP (auto-rotated, metadata such as GPS stripped) plus a card
 * thumbnail. A file that only looks like an image is 415.
 */
export async function renderPhoto(data: Buffer): Promise<{ photo: Buffer; thumbnail: Buffer }> {
  // The header alone says how many pixels decoding would produce: refuse a bomb before decoding it.
  const { width = 0, height = 0 } = await sharp(data)
    .metadata()
    .catch(() => {
      throw unsupportedMediaType('The image could not be read', 'upload.image_unreadable');
    });
  if (width * height > MAX_INPUT_PIXELS) throw payloadTooLarge(`Photos may have at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels`, 'upload.image_too_many_pixels');
  try {
    const source = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate().timeout({ seconds: RENDER_SECONDS });
    const [photo, thumbnail] = await Promise.all([
      source.clone().resize(1600, 1600, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 82 }).toBuffer(),
      source.clone().resize(480, 320, { fit: 'cover' }).webp({ quality: 70 }).toBuffer(),
    ]);
    return { photo, thumbnail };
  } catch {
    throw unsupportedMediaType('The image could not be read', 'upload.image_unreadable');
  }
}

/** An order's, offer's or message's attached document, for its parties only (a response schema). */
export const attachedDocument = fileDownload(DOCUMENT_MEDIA_TYPES, 'The attached document with the type its bytes showed on upload, as an attachment');
