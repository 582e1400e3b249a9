/**
 * Hostile content: a service title and description, a review, an order/offer text and a
 * quotation description holding <script>, <img onerror> and very long words, made through the real
 * API, render as inert literal text on every page that shows them and do not widen a phone layout.
 *
 * The Content-Security-Policy would block an injected inline handler anyway, so inertness is
 * checked in the DOM as well: no <img src="x">, no <script> with the payload, the text shown as typed.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiUrl } from '../support/api';
import { settle, useSession } from '../support/session';
import { apiCall, buildWorld, type World } from '../support/world';
import { links, sellerPaths } from '../support/paths';

test.use({ trace: 'off' });

const SCRIPT = '<script>window.__pwned=1</script>';
const IMG = '<img src=x onerror="window.__pwned=1">';
const MARK = 'zqxhostile';
/** The API's limits (shared/src/schemas): title 150, descriptions 5000, review 2000 characters. */
const word = (n: number) => 'W'.repeat(n);

const hostile = {
  serviceTitle: `${MARK} ${SCRIPT} ${IMG} ${word(60)}`,
  serviceDescription: `${SCRIPT} ${IMG} ${word(4900)}`,
  reviewText: `${SCRIPT} ${IMG} ${word(1900)}`,
  quotationDescription: `${SCRIPT} ${IMG} ${word(4900)}`,
  offerDescription: `${SCRIPT} ${IMG} ${word(4900)}`,
  projectName: `${SCRIPT} ${word(100)}`,
  messageText: `${SCRIPT} ${IMG} javascript:alert(1) ${word(3800)}`,
};

let world: World;
test.beforeAll(async () => {
  world = await buildWorld(hostile);
});

/** Nothing ran, nothing was parsed as markup, the payload is on screen as text, no sideways scroll. */
async function expectInert(page: Page, url: string, shows: string[]): Promise<void> {
  await page.goto(url);
  await settle(page, url.split('?')[0]);
  for (const text of shows) await expect(page.getByText(text, { exact: false }).first(), `${url} shows "${text.slice(0, 40)}" literally`).toBeVisible();
  const dom = await page.evaluate(() => ({
    pwned: (window as unknown as { __pwned?: unknown }).__pwned,
    injectedImages: document.querySelectorAll('img[src="x"]').length,
    // Server-rendered pages carry their data in JSON scripts (the page state, JSON-LD), which
    // never run: only a script the browser would execute counts.
    injectedScripts: [...document.scripts].filter((s) => !/json$/.test(s.type) && s.textContent?.includes('__pwned')).length,
    handlers: document.querySelectorAll('[onerror]').length,
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(dom.pwned, `${url}: a payload ran`).toBeUndefined();
  expect(dom.injectedImages + dom.injectedScripts + dom.handlers, `${url}: markup from data reached the DOM`).toBe(0);
  expect(dom.scrollWidth, `${url}: sideways scrolling at ${dom.innerWidth}px`).toBeLessThanOrEqual(dom.innerWidth);
}

test.describe('hostile content renders inert at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });
  test.describe.configure({ mode: 'parallel' });

  test('a 10,000-character word is refused by the API with a JSON error, never stored', async () => {
    const response = await fetch(`${apiUrl()}/services`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${world.seller.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ seller_id: world.seller.user.id, category_id: 1, title: 'Long', description: word(10_000), price: 1 }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toHaveProperty('error');
    const review = await fetch(`${apiUrl()}/orders/${world.orderId}/review`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${world.buyer.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ rating: 4, text: word(10_000) }),
    });
    expect(review.status).toBe(400);
    const stored = await apiCall<{ description: string }>('GET', `/services/${world.serviceId}`, null);
    expect(stored.description).toBe(hostile.serviceDescription);
  });

  test('as a visitor: landing, results and the service detail with its review', async ({ page }) => {
    await expectInert(page, '/', []);
    await expectInert(page, links.results(MARK), [`${MARK} ${SCRIPT} ${IMG}`]);
    await expectInert(page, links.service(world.serviceId), [`${MARK} ${SCRIPT} ${IMG}`, `${SCRIPT} ${IMG} WWWW`, SCRIPT]);
    await expectInert(page, links.seller(world.seller.user.id), [`${MARK} ${SCRIPT}`]);
  });

  test('as the buyer: orders, profile offers and the direct offer', async ({ page }) => {
    await useSession(page, world.buyer);
    await expectInert(page, links.profileTab('payment'), [`${MARK} ${SCRIPT}`]);
    await expectInert(page, links.profileTab('offers'), [SCRIPT]);
    await expectInert(page, links.directOfferDetail(world.offerId), [SCRIPT]);
    await expectInert(page, links.orderReviewResult(world.orderId), [SCRIPT]);
  });

  test('as the seller: dashboard services, reviews, buyer offers, quotations, product and portfolio', async ({ page }) => {
    await useSession(page, world.seller);
    await expectInert(page, sellerPaths.dashboard, [`${MARK} ${SCRIPT}`]);
    // The review preview is cut at 30 characters.
    await expectInert(page, links.sellerDashboardTab('reviews'), [SCRIPT.slice(0, 24)]);
    await expectInert(page, links.sellerDashboardTab('buyer-offers'), [`${MARK} ${SCRIPT}`]);
    await expectInert(page, links.sellerDashboardTab('quotations'), [`${SCRIPT} ${IMG}`]);
    await expectInert(page, links.sellerProductDetail(world.serviceId), [`${MARK} ${SCRIPT} ${IMG}`, `${SCRIPT} ${IMG} WWWW`]);
    await expectInert(page, links.sellerBuyerOffer('order', world.orderId), [SCRIPT]);
    await expectInert(page, links.withId(sellerPaths.portfolioDetail, world.projectId), [SCRIPT]);
  });
});
