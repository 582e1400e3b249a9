/**
 * A quotation request that becomes a job, on a 375 px phone in German: a buyer asks for offers,
 * only the painters whose area covers the request get it, two answer, the buyer compares the
 * answers side by side (price, rating, profile), chooses one, and the order it places follows the
 * normal job flow to completion and a published review. Every mail of the flow carries its link.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiPost, createUser, type TestUser } from '../support/api';
import { mailsTo } from '../support/mail';
import { links } from '../support/paths';
import { useSession } from '../support/session';
import { de } from '../support/texts';
import { apiCall } from '../support/world';

test.use({ locale: 'de-DE' });

const PHONE = { width: 375, height: 812 };
const PAINTER = 1;

/** A craftsman with a painting service; registered at 10115 (his area is set there) unless moved. */
async function painter(company: string, movedTo?: string): Promise<TestUser> {
  const seller = await createUser('seller', 'Clara', 'de');
  await apiCall('PUT', `/users/${seller.user.id}`, seller.token, { firstname: 'Clara', lastname: 'Keller', company_name: company, post_number: '10115', street: 'Werkstr. 3', phone: '+49 30 777' });
  await apiPost('/services', { seller_id: seller.user.id, category_id: PAINTER, title: `Malerarbeiten ${company}`, description: 'Wände und Decken, zwei Anstriche.', price: 2400 }, seller.token);
  if (movedTo) await apiCall('PUT', '/sellers/me/service-area', seller.token, { post_number: movedTo, radius_km: 30 });
  return seller;
}

async function phoneAs(browser: Browser, user: TestUser): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, locale: 'de-DE' });
  const page = await context.newPage();
  await useSession(page, user);
  return page;
}

const listed = async (seller: TestUser, id: number): Promise<boolean> =>
  (await apiCall<Array<{ id: number }>>('GET', '/quotation?size=100', seller.token)).some((item) => item.id === id);

test('a quotation request reaches the painters nearby, and the chosen answer becomes an order that ends in a review', async ({ browser }) => {
  test.slow();
  const stamp = Date.now();
  const [adler, farbwerk, hamburg, buyer] = await Promise.all([
    painter(`Malerei Adler ${stamp}`),
    painter(`Farbwerk ${stamp}`),
    painter(`Hanse Maler ${stamp}`, '20095'),
    createUser('buyer', 'Ben', 'de'),
  ]);
  const description = `Treppenhaus streichen, drei Etagen ${stamp}`;

  // The buyer asks for offers from the phone.
  const customer = await phoneAs(browser, buyer);
  await customer.goto('/favorable/document');
  await customer.getByLabel(de('buyer', 'quotationDraft.category')).selectOption({ label: de('shared', 'categories.Painter') });
  await customer.getByLabel(de('buyer', 'quotationDraft.description')).fill(description);
  await customer.getByRole('button', { name: de('buyer', 'quotationDraft.describeContinue') }).click();
  await expect(customer).toHaveURL(/\/favorable\/document\/profile\/$/);
  const contact: Array<[string, string]> = [
    ['quotationContact.firstname', 'Ben'],
    ['quotationContact.lastname', 'Tester'],
    ['quotationContact.street', 'Invalidenstraße 5'],
    ['quotationContact.postNumber', '10115'],
    ['quotationContact.phone', '+49 30 555'],
    ['quotationContact.email', buyer.email],
  ];
  for (const [id, value] of contact) await customer.getByLabel(de('buyer', id), { exact: true }).fill(value);
  const created = customer.waitForResponse((response) => response.url().endsWith('/quotation') && response.request().method() === 'POST');
  await customer.getByRole('button', { name: de('buyer', 'quotationContact.submit') }).click();
  const request = (await (await created).json()) as { id: number; craftsmen_reached: number };
  const dialog = customer.getByRole('dialog', { name: de('buyer', 'quotationContact.sentTitle') });
  // Told truthfully: where the request went, not that an offer is on its way (nobody answered yet).
  await expect(dialog).toContainText(`an ${request.craftsmen_reached} Handwerksbetriebe in Ihrer Nähe gegangen`);
  expect(request.craftsmen_reached).toBeGreaterThanOrEqual(2);
  await dialog.getByRole('button', { name: de('buyer', 'quotationContact.continue') }).click();

  // Only craftsmen whose area covers Berlin get it.
  expect([await listed(adler, request.id), await listed(farbwerk, request.id), await listed(hamburg, request.id)]).toEqual([true, true, false]);

  // Adler answers from his phone, with a German price; Farbwerk through the API, dearer.
  const craftsman = await phoneAs(browser, adler);
  await craftsman.goto(links.sellerDashboardTab('quotations'));
  const form = craftsman.getByRole('form', { name: de('seller', 'quotations.answerFormLabel', { id: request.id }) });
  await form.getByLabel(de('seller', 'quotations.price')).fill('1.950');
  await form.getByLabel(de('seller', 'quotations.message')).fill('Zwei Anstriche, Abdecken inklusive.');
  await form.getByRole('button', { name: de('seller', 'quotations.send') }).click();
  await expect(craftsman.getByRole('alert').filter({ hasText: de('seller', 'quotations.sent') })).toBeVisible();
  await expect(form.getByRole('heading', { name: de('seller', 'quotations.yourAnswer', { price: '1.950\u00a0€' }) })).toBeVisible();
  await apiCall('PUT', `/quotation/${request.id}/answer`, farbwerk.token, { price: 2300, message: 'Ab nächster Woche.' });

  // The buyer compares the answers side by side, cheapest first, each with rating and profile.
  await customer.goto(links.jobs('requests'));
  const card = customer.getByRole('listitem').filter({ hasText: description });
  const answers = card.getByRole('listitem');
  await expect(answers).toHaveCount(2);
  await expect(answers.nth(0)).toContainText(`Malerei Adler ${stamp}`);
  await expect(answers.nth(0)).toContainText('1.950');
  await expect(answers.nth(1)).toContainText(`Farbwerk ${stamp}`);
  await expect(answers.nth(0).getByRole('link', { name: de('buyer', 'offers.profileOf', { seller: `Malerei Adler ${stamp}` }) })).toHaveAttribute('href', links.seller(adler.user.id));
  await expect(answers.nth(0)).toContainText(de('buyer', 'rating.new'));
  const overflow = await customer.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the answers fit a 375 px phone').toBeLessThanOrEqual(0);

  await answers.nth(0).getByRole('button', { name: new RegExp(`^Angebot von Malerei Adler ${stamp} über`) }).click();
  await customer.getByRole('link', { name: de('buyer', 'offers.toOrder') }).click();
  await expect(customer).toHaveURL(/\/jobs\/orders\/\d+$/);
  const orderId = Number(/\/jobs\/orders\/(\d+)$/.exec(customer.url())?.[1]);
  const order = await apiCall<{ amount: number; status: string; seller_id: number }>('GET', `/orders/${orderId}`, buyer.token);
  expect(order).toMatchObject({ amount: 1950, status: 'accepted', seller_id: adler.user.id });

  // The chosen craftsman's mail leads to the order; the others' answers are declined.
  await expect.poll(async () => (await mailsTo(adler.email)).some((mail) => mail.text.includes(`/home/craftman/jobs/orders/${orderId}`)), { timeout: 15_000 }).toBe(true);
  // The buyer's mail about the cheapest answer leads to the requests.
  await expect.poll(async () => (await mailsTo(buyer.email)).some((mail) => mail.text.includes('/jobs?tab=requests')), { timeout: 15_000 }).toBe(true);

  // The normal job flow: work done, the buyer confirms on the phone and reviews.
  await apiCall('POST', `/orders/${orderId}/work-done`, adler.token);
  await customer.reload();
  await customer.getByRole('button', { name: de('buyer', 'orders.confirmDone') }).click();
  const confirm = customer.getByRole('dialog', { name: de('buyer', 'orders.confirmDoneTitle') });
  await confirm.getByRole('button', { name: de('buyer', 'orders.confirmDoneYes') }).click();
  await expect(confirm).toHaveCount(0);
  await customer.getByRole('link', { name: de('buyer', 'orders.giveReview') }).click();
  await expect(customer.getByRole('heading', { level: 1, name: de('buyer', 'review.title') })).toBeInViewport();
  const stars = customer.getByRole('slider', { name: de('buyer', 'review.rating') });
  await stars.focus();
  await customer.keyboard.press('End');
  const reviewText = `Sauber und pünktlich ${stamp}`;
  await customer.getByLabel(de('buyer', 'review.text'), { exact: true }).fill(reviewText);
  await customer.getByRole('button', { name: de('buyer', 'review.send') }).click();
  await expect(customer.getByText(de('buyer', 'review.ratingOf', { rating: 5 }))).toBeVisible();

  const reviewed = await apiCall<{ status: string; review: { rating: number; text: string } | null }>('GET', `/orders/${orderId}`, adler.token);
  expect(reviewed).toMatchObject({ status: 'completed', review: { rating: 5, text: reviewText } });
  await customer.context().close();
  await craftsman.context().close();
});
