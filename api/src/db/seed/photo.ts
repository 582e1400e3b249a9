import sharp from 'sharp';

/** Escapes text for an SVG text node. */
const xml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A real JPEG for demo data: a two-colour gradient with the service title on it. */
export async function demoPhotoJpeg(title: string, hue: number): Promise<Buffer> {
  const a = `hsl(${hue % 360}, 65%, 55%)`;
  const b = `hsl(${(hue + 50) % 360}, 60%, 30%)`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
  <rect width="1200" height="800" fill="url(#g)"/>
  <circle cx="1000" cy="180" r="260" fill="#ffffff" fill-opacity="0.12"/>
  <text x="70" y="690" font-family="DejaVu Sans, sans-serif" font-size="64" font-weight="bold" fill="#ffffff">${xml(title)}</text>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}
