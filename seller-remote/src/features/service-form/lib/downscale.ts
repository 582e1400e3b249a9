/** Longest edge a photo keeps: sharper than any screen shows it, a fraction of a phone's 12 MP. */
export const MAX_EDGE = 2560;
const JPEG_QUALITY = 0.85;
/** Types the server reads as they are; anything else (HEIC) is re-encoded when the browser can. */
const SERVER_READABLE = new Set(['image/jpeg', 'image/png', 'image/webp']);

interface Decoded {
  source: CanvasImageSource;
  width: number;
  height: number;
  close: () => void;
}

export const isHeic = (file: File) => /^image\/hei[cf]/i.test(file.type) || /\.(heic|heif)$/i.test(file.name);

/** createImageBitmap where there is one (off the main thread), an <img> otherwise; null when neither can read it. */
async function decode(file: File): Promise<Decoded | null> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
      return { source: bitmap, width: bitmap.width, height: bitmap.height, close: () => bitmap.close() };
    } catch {
      // Older Safari cannot make a bitmap of some files it can show: try the <img>.
    }
  }
  if (typeof URL.createObjectURL !== 'function' || typeof Image === 'undefined') return null;
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return { source: image, width: image.naturalWidth, height: image.naturalHeight, close: () => URL.revokeObjectURL(url) };
  } catch {
    URL.revokeObjectURL(url);
    return null;
  }
}

/**
 * Scales a photo to at most MAX_EDGE pixels on its long edge and encodes it as JPEG before upload,
 * so a phone on a weak connection sends 1 MB instead of 8, and turns HEIC into JPEG where the
 * browser can decode it. A photo that is already small and readable is sent as it is; one the
 * browser cannot decode too (the server then says what to do).
 */
export async function preparePhoto(file: File): Promise<File> {
  const decoded = await decode(file);
  if (!decoded) return file;
  try {
    const long = Math.max(decoded.width, decoded.height);
    if (!long || (long <= MAX_EDGE && SERVER_READABLE.has(file.type) && !isHeic(file))) return file;
    const scale = Math.min(1, MAX_EDGE / long);
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(decoded.width * scale);
    canvas.height = Math.round(decoded.height * scale);
    const context = canvas.getContext('2d');
    if (!context) return file;
    // JPEG has no transparency: a PNG's clear parts become white, not black.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(decoded.source, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
    if (!blob) return file;
    return new File([blob], `${file.name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`, { type: 'image/jpeg', lastModified: file.lastModified });
  } catch {
    return file;
  } finally {
    decoded.close();
  }
}
