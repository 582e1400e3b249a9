/**
 * A craftsman on a phone shows his work in several photos: he picks three at once, watches them
 * upload, puts them in order (the first is the cover) and saves; buyers see them in that order
 * as a gallery on the service page.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { apiUrl, createUser, signInPage } from '../support/api';
import { untilInteractive } from '../support/session';
import { de } from '../support/texts';

test.use({ locale: 'de-DE', viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

const COLOURS = { rot: { r: 220, g: 30, b: 30 }, gruen: { r: 30, g: 200, b: 60 }, blau: { r: 30, g: 60, b: 220 } } as const;
type Colour = keyof typeof COLOURS;

/** A phone-sized JPEG of one colour: its colour says which photo a page shows. */
const photo = async (name: Colour) => ({
  name: `${name}.jpg`,
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 1200, height: 800, channels: 3, background: COLOURS[name] } }).jpeg({ quality: 80 }).toBuffer(),
});

/** Which of the three colours an image the page loaded has (its bytes, read again through the page's origin). */
async function colourOf(page: Page, image: Locator): Promise<Colour> {
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const src = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
  const { channels } = await sharp(await (await page.request.get(src)).body()).stats();
  const [r, g, b] = channels.map((channel) => channel.mean);
  return r! > g! && r! > b! ? 'rot' : g! > b! ? 'gruen' : 'blau';
}

const names = (page: Page) => page.getByRole('list', { name: de('seller', 'form.photoOrder') }).locator('li .name');

test('a craftsman uploads three photos at 375 px, sees their progress, reorders them and the service page shows them in his order', async ({ page }) => {
  const seller = await createUser('seller', 'Paul', 'de');
  const title = `Bad fliesen ${Date.now()}`;
  await signInPage(page, seller);
  await page.goto('/home/craftman/create-product');
  await untilInteractive(page);

  await page.getByLabel(de('seller', 'form.title'), { exact: true }).fill(title);
  await page.getByLabel(de('seller', 'form.description'), { exact: true }).fill('Wand- und Bodenfliesen im Bad, mit Fugen.');
  await page.getByLabel(de('seller', 'form.price'), { exact: true }).fill('1200');
  await page.getByLabel(de('seller', 'form.photo'), { exact: true }).setInputFiles([await photo('rot'), await photo('gruen'), await photo('blau')]);

  await expect(names(page)).toHaveText(['rot.jpg', 'gruen.jpg', 'blau.jpg']);
  const items = page.getByRole('list', { name: de('seller', 'form.photoOrder') }).getByRole('listitem');
  await expect(items.first().getByText(de('seller', 'form.cover'), { exact: true })).toBeVisible();

  // The keyboard way: blue to the front, the move announced, the focus staying on the photo.
  const photo3 = de('seller', 'form.photoNumber', { position: 3, total: 3 });
  await page.getByRole('button', { name: de('seller', 'form.moveEarlier', { photo: photo3 }) }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: de('seller', 'form.photoMoved', { position: 2, total: 3 }) })).toBeAttached();
  await page.keyboard.press('Enter');
  await expect(names(page)).toHaveText(['blau.jpg', 'rot.jpg', 'gruen.jpg']);
  await expect(page.getByRole('status').filter({ hasText: de('seller', 'form.photoMoved', { position: 1, total: 3 }) })).toBeAttached();
  await expect(items.first().getByText(de('seller', 'form.cover'), { exact: true })).toBeVisible();

  // The finger's way: green dragged by its grip onto red's place.
  const grip = (index: number) => items.nth(index).locator('[title]').first();
  const from = (await grip(2).boundingBox())!;
  const to = (await items.nth(1).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, to.y + to.height / 2, { steps: 8 });
  await page.mouse.up();
  await expect(names(page)).toHaveText(['blau.jpg', 'gruen.jpg', 'rot.jpg']);

  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.getByRole('button', { name: de('seller', 'form.save'), exact: true }).click();
  for (const name of ['blau.jpg', 'gruen.jpg', 'rot.jpg']) {
    await expect(page.getByRole('progressbar', { name: de('seller', 'form.uploadProgress', { name }) })).toHaveAttribute('value', '100');
  }
  await expect(page.getByText(de('seller', 'form.added'))).toBeVisible();

  const services = (await (await fetch(`${apiUrl()}/services/seller/${seller.user.id}`)).json()) as Array<{ id: number; title: string; photos: string[] }>;
  const service = services.find((candidate) => candidate.title === title)!;
  expect(service.photos).toHaveLength(3);

  await page.goto(`/services/${service.id}`);
  await untilInteractive(page);
  const large = page.locator('img[fetchpriority="high"]');
  await expect(large).toHaveAttribute('alt', de('buyer', 'serviceDetail.photoAlt', { title, position: 1, total: 3 }));
  expect(await colourOf(page, large)).toBe('blau');
  const thumbs = page.getByRole('list', { name: de('buyer', 'serviceDetail.photos') }).getByRole('button');
  await expect(thumbs).toHaveCount(3);
  expect(await Promise.all([0, 1, 2].map((index) => colourOf(page, thumbs.nth(index).locator('img'))))).toEqual(['blau', 'gruen', 'rot']);

  await thumbs.nth(2).click();
  await expect(thumbs.nth(2)).toHaveAttribute('aria-pressed', 'true');
  await expect(large).toHaveAttribute('alt', de('buyer', 'serviceDetail.photoAlt', { title, position: 3, total: 3 }));
  expect(await colourOf(page, large)).toBe('rot');
  await page.keyboard.press('ArrowLeft');
  await expect(thumbs.nth(1)).toBeFocused();
  expect(await colourOf(page, large)).toBe('gruen');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
