/**
 * The job flow in the browser, buyer and craftsman side by side: a direct offer below the
 * service's price, the craftsman's counter-offer, the buyer accepting it (the order is placed at
 * the counter price), work done, completion, review; the notification bell on both sides (live,
 * without a reload) and every e-mail of the job. Also: an order at another price than the
 * service's is refused, and so is an empty review.
 *
 * The mails of the whole job, decoded, per recipient, go to e2e/test-results/job-flow-mails/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { createUser, type TestUser } from '../support/api';
import { type Mail, mailsTo } from '../support/mail';
import { links } from '../support/paths';
import { useSession } from '../support/session';
import { apiCall } from '../support/world';

const mailDir = path.join(__dirname, '..', 'test-results', 'job-flow-mails');

const SERVICE = { title: 'Paint a three-room flat', price: 2490 };
const PROPOSED = 1900;
const COUNTER = 2200;
const OFFER_MESSAGE = 'Three rooms and the hallway, about 180 m² of wall. Could you do it for less?';
const COUNTER_NOTE = 'Including paint and covering the floors; I can start on Monday.';
const REVIEW_TEXT = 'Clean, quick and exactly as agreed.';

interface ApiOrder {
  id: number;
  amount: number;
  status: string;
  review: { rating: number; text: string } | null;
}

interface ApiOffer {
  id: number;
  status: string;
  order_id: number | null;
  buyer_name: string;
  seller_name: string;
}

/** A signed-in page in its own browser context (its own storage, like a second device). */
async function openAs(browser: Browser, user: TestUser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await useSession(page, user);
  return page;
}

/** A craftsman with a company name (the one name buyers see) and one service. */
async function craftsmanWithService(): Promise<{ seller: TestUser; serviceId: number }> {
  const seller = await createUser('seller', 'Clara');
  await apiCall('PUT', `/users/${seller.user.id}`, seller.token, {
    firstname: 'Clara',
    lastname: 'Keller',
    company_name: 'Malerei Keller',
    post_number: '10115',
    street: 'Werkstr. 3',
    phone: '+49 30 777',
  });
  const service = await apiCall<{ id: number }>('POST', '/services', seller.token, {
    seller_id: seller.user.id,
    category_id: 1,
    title: SERVICE.title,
    description: 'Walls and ceilings, two coats, furniture covered.',
    price: SERVICE.price,
  });
  return { seller, serviceId: service.id };
}

/** The navbar's bell; its accessible name carries the unread count. */
const bell = (page: Page): Locator => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });

/** Opens the bell's panel and returns it. */
async function openBell(page: Page): Promise<Locator> {
  await bell(page).click();
  const panel = page.getByRole('banner').getByRole('region', { name: 'Notifications', exact: true });
  await expect(panel).toBeVisible();
  return panel;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each entry of the bell's list, newest first, starts with these lines (after the "New: " mark of an unread one). */
async function expectBellLines(panel: Locator, lines: string[]): Promise<void> {
  const entries = panel.getByRole('listitem');
  await expect(entries).toHaveCount(lines.length);
  await expect(entries).toHaveText(lines.map((line) => new RegExp(`^(New: )?${escapeRegExp(line)}`)));
}

/** The lines of a page's History section, each starting with the given texts. */
async function expectHistory(page: Page, lines: string[]): Promise<void> {
  const items = page.getByRole('region', { name: 'History' }).getByRole('listitem');
  await expect(items).toHaveCount(lines.length);
  await expect(items).toHaveText(lines.map((line) => new RegExp(`^${escapeRegExp(line)}`)));
}

/** The value next to a label in a page's facts (<dt>label</dt><dd>value</dd>). */
const fact = (page: Page, label: string): Locator =>
  page.locator('dt').filter({ hasText: new RegExp(`^${escapeRegExp(label)}$`) }).locator('xpath=following-sibling::dd[1]');

/** What the whole-job test leaves for the mail test. */
interface Job {
  buyer: TestUser;
  seller: TestUser;
  buyerName: string;
  sellerName: string;
  offerId: number;
  orderId: number;
}
let job: Job | null = null;

/** The mails `email` received about this job (its offer or its order), oldest first. */
async function jobMailsTo(email: string, { offerId, orderId }: Job): Promise<Mail[]> {
  const about = new RegExp(`(price proposal #${offerId}|order #${orderId})\\b`, 'i');
  return (await mailsTo(email)).filter((mail) => about.test(mail.subject));
}

/** A mail as its reader sees it: the headers that matter and the text. */
function readable(mail: Mail): string {
  return [`From: ${mail.from}`, `To: ${mail.to.join(', ')}`, `Date: ${mail.date?.toUTCString() ?? ''}`, `Subject: ${mail.subject}`, '', mail.text.trim()].join('\n');
}

test.describe.serial('one whole job, buyer and craftsman side by side', () => {
  test('direct offer → counter-offer → accept → order → work done → confirmed → review, with the bell on both sides', async ({ browser }) => {
    // Eight steps in two browsers, each waiting for the other side's live update: more than one test's usual minute on a busy machine.
    test.slow();
    const [{ seller, serviceId }, buyer] = await Promise.all([craftsmanWithService(), createUser('buyer', 'Ben')]);
    const [craftsman, customer] = await Promise.all([openAs(browser, seller), openAs(browser, buyer)]);
    await Promise.all([craftsman.goto(links.sellerDashboardTab('services')), customer.goto(links.service(serviceId))]);
    await expect(bell(craftsman)).toHaveAccessibleName('Notifications');

    // The buyer proposes a lower price from the service page.
    await expect(customer.getByRole('heading', { level: 1, name: SERVICE.title })).toBeVisible();
    await customer.getByRole('link', { name: 'Propose your price' }).click();
    await expect(customer).toHaveURL(/\/favorable\/document-buyer\?seller=\d+&service=\d+$/);
    await expect(customer.getByText(`Service: ${SERVICE.title}`)).toBeVisible();
    await customer.getByRole('textbox', { name: 'Your price in euros (optional)' }).fill(String(PROPOSED));
    await customer.getByRole('textbox', { name: 'Description' }).fill(OFFER_MESSAGE);
    const sent = customer.waitForResponse((response) => response.url().endsWith('/direct-offers') && response.request().method() === 'POST');
    await customer.getByRole('button', { name: 'Send offer' }).click();
    const offer = (await (await sent).json()) as ApiOffer;
    const { buyer_name: buyerName, seller_name: sellerName } = offer;
    expect([buyerName, sellerName]).toEqual(['Ben Tester', 'Malerei Keller']);
    const added = customer.getByRole('dialog', { name: 'Your offer successfuly added' });
    await added.getByRole('button', { name: 'Continue' }).click();
    await expect(customer).toHaveURL(/\/profile\?tab=offers$/);
    // From here on the buyer's page only navigates inside the app: a reload would drop this mark.
    await customer.evaluate(() => {
      (window as unknown as { e2eNotReloaded: boolean }).e2eNotReloaded = true;
    });
    await expect(bell(customer)).toHaveAccessibleName('Notifications');

    // The craftsman's bell counts it live; its entry leads to the offer.
    await expect(bell(craftsman)).toHaveAccessibleName('Notifications, 1 unread');
    let panel = await openBell(craftsman);
    await expectBellLines(panel, [`${buyerName} sent you a price proposal for "${SERVICE.title}" (${PROPOSED}€)`]);
    await panel.getByRole('link').first().click();
    await expect(craftsman).toHaveURL(new RegExp(`/home/craftman/jobs/offers/${offer.id}$`));
    await expect(bell(craftsman)).toHaveAccessibleName('Notifications');
    await expect(craftsman.getByRole('heading', { level: 1, name: SERVICE.title })).toBeVisible();
    await expect(craftsman.getByText(`From ${buyerName}`)).toContainText('Status: Waiting for you');
    await expect(craftsman.getByText(OFFER_MESSAGE)).toBeVisible();
    await expectHistory(craftsman, [`Price proposal sent by the customer · ${PROPOSED}€ · `]);

    // The craftsman counters with a price and a note.
    await craftsman.getByRole('button', { name: 'Counter-offer' }).click();
    const counterDialog = craftsman.getByRole('dialog', { name: 'Counter-offer' });
    await expect(counterDialog.getByText(`The customer proposes ${PROPOSED}€.`)).toBeVisible();
    await counterDialog.getByRole('textbox', { name: 'Your price in euros' }).fill(String(COUNTER));
    await counterDialog.getByRole('textbox', { name: 'Message to the customer (optional)' }).fill(COUNTER_NOTE);
    await counterDialog.getByRole('button', { name: 'Send counter-offer' }).click();
    await expect(counterDialog).toHaveCount(0);
    await expect(craftsman.getByRole('alert')).toHaveText('Your counter-offer was sent. The customer can accept it or withdraw the price proposal.');
    await expect(craftsman.getByText(`From ${buyerName}`)).toContainText('Status: Counter-offer sent');
    await expectHistory(craftsman, [`Price proposal sent by the customer · ${PROPOSED}€ · `, `Counter-offer by you · ${COUNTER}€ · `]);
    await expect(craftsman.getByRole('region', { name: 'History' })).toContainText(`“${COUNTER_NOTE}”`);

    // The buyer's open page counts the counter-offer without a reload, and leads to it.
    await expect(bell(customer)).toHaveAccessibleName('Notifications, 1 unread');
    expect(await customer.evaluate(() => (window as unknown as { e2eNotReloaded?: boolean }).e2eNotReloaded)).toBe(true);
    panel = await openBell(customer);
    await expectBellLines(panel, [`${sellerName} answered your price proposal with a counter-offer (${COUNTER}€)`]);
    await panel.getByRole('link').first().click();
    await expect(customer).toHaveURL(new RegExp(`/jobs/offers/${offer.id}$`));
    await expect(fact(customer, 'Provider')).toHaveText(sellerName);
    await expect(fact(customer, 'Status')).toHaveText('Countered');
    await expect(fact(customer, 'Your price')).toHaveText(`${PROPOSED}€`);
    await expect(fact(customer, "The craftsman's price")).toHaveText(`${COUNTER}€`);
    await expect(fact(customer, 'Note from the craftsman')).toHaveText(COUNTER_NOTE);
    await expectHistory(customer, [`Price proposal sent by you · ${PROPOSED}€ · `, `Counter-offer by the craftsman · ${COUNTER}€ · `]);

    // Accepting the counter asks first, in the page, and places the order at the counter price.
    await customer.getByRole('button', { name: `Accept ${COUNTER}€` }).click();
    const acceptDialog = customer.getByRole('dialog', { name: `Accept ${COUNTER}€` });
    await acceptDialog.getByRole('button', { name: `Accept ${COUNTER}€` }).click();
    await expect(acceptDialog).toHaveCount(0);
    await expect(fact(customer, 'Status')).toHaveText('Accepted');
    await expect(fact(customer, 'Agreed price')).toHaveText(`${COUNTER}€`);
    await expectHistory(customer, [`Price proposal sent by you · ${PROPOSED}€ · `, `Counter-offer by the craftsman · ${COUNTER}€ · `, `Accepted by you · ${COUNTER}€ · `]);
    const accepted = await apiCall<ApiOffer>('GET', `/direct-offers/${offer.id}`, buyer.token);
    expect(accepted.status).toBe('accepted');
    const orderId = accepted.order_id ?? 0;
    expect(orderId).toBeGreaterThan(0);
    job = { buyer, seller, buyerName, sellerName, offerId: offer.id, orderId };
    await customer.getByRole('link', { name: 'See the order' }).click();
    await expect(customer).toHaveURL(new RegExp(`/orders/detail\\?id=${orderId}$`));
    await expect(customer.getByRole('heading', { level: 1 })).toHaveText(`Order detail: ${SERVICE.title}`);
    await expect(fact(customer, 'Status')).toHaveText('Accepted');
    await expect(fact(customer, 'Amount')).toHaveText(`${COUNTER}€`);
    // The buyer's own order confirmation arrives in the bell too.
    await expect(bell(customer)).toHaveAccessibleName('Notifications, 1 unread');

    // The craftsman hears of it live, and goes from the offer to its order.
    await expect(bell(craftsman)).toHaveAccessibleName('Notifications, 1 unread');
    panel = await openBell(craftsman);
    await expectBellLines(panel, [`${buyerName} accepted the price proposal (${COUNTER}€)`, `${buyerName} sent you a price proposal for "${SERVICE.title}" (${PROPOSED}€)`]);
    await panel.getByRole('link').first().click();
    await expect(craftsman).toHaveURL(new RegExp(`/home/craftman/jobs/offers/${offer.id}$`));
    await expect(craftsman.getByText(`From ${buyerName}`)).toContainText('Status: Accepted');
    await expectHistory(craftsman, [`Price proposal sent by the customer · ${PROPOSED}€ · `, `Counter-offer by you · ${COUNTER}€ · `, `Accepted by the customer · ${COUNTER}€ · `]);
    await craftsman.getByRole('link', { name: 'See the order' }).click();
    await expect(craftsman).toHaveURL(new RegExp(`/home/craftman/jobs/orders/${orderId}$`));
    await expect(craftsman.getByText(/^Amount: /)).toHaveText(`Amount: ${COUNTER}€ · Payment not received yet`);
    await expect(craftsman.getByText(`From ${buyerName}`)).toContainText('Status: Accepted');

    // The craftsman marks the work done; the buyer is told live and confirms, asked first.
    await craftsman.getByRole('button', { name: 'Mark work as done' }).click();
    await expect(craftsman.getByRole('alert')).toHaveText('Marked as done. The customer is asked to confirm.');
    await expect(craftsman.getByText(`From ${buyerName}`)).toContainText('Status: Work done');

    await expect(bell(customer)).toHaveAccessibleName('Notifications, 2 unread');
    panel = await openBell(customer);
    const buyerBell = [
      `${sellerName} finished "${SERVICE.title}": please confirm`,
      `Your order for "${SERVICE.title}" is placed (${COUNTER}€)`,
      `${sellerName} answered your price proposal with a counter-offer (${COUNTER}€)`,
    ];
    await expectBellLines(panel, buyerBell);
    await panel.getByRole('link').first().click();
    await expect(customer).toHaveURL(new RegExp(`/jobs/orders/${orderId}$`));
    await expect(fact(customer, 'Status')).toHaveText('Work done');
    await customer.getByRole('button', { name: 'Confirm the work is done' }).click();
    const confirmDialog = customer.getByRole('dialog', { name: 'Is the work done?' });
    await confirmDialog.getByRole('button', { name: 'Yes, the work is done' }).click();
    await expect(confirmDialog).toHaveCount(0);
    await expect(fact(customer, 'Status')).toHaveText('Completed');
    expect(await customer.evaluate(() => (window as unknown as { e2eNotReloaded?: boolean }).e2eNotReloaded)).toBe(true);

    // The buyer reviews in whole stars; the review is published on the service page.
    await customer.getByRole('link', { name: 'Give a Review' }).click();
    await expect(customer).toHaveURL(new RegExp(`/orders/review\\?order=${orderId}$`));
    const stars = customer.getByRole('slider', { name: 'Rating' });
    await stars.focus();
    await customer.keyboard.press('End');
    await customer.keyboard.press('ArrowLeft');
    await expect(stars).toHaveAttribute('aria-valuenow', '4');
    await customer.getByLabel('Your review', { exact: true }).fill(REVIEW_TEXT);
    await customer.getByRole('button', { name: 'Send Review' }).click();
    await expect(customer).toHaveURL(new RegExp(`/orders/review/result\\?order=${orderId}$`));
    await expect(customer.getByText('4 / 5')).toBeVisible();
    await expect(customer.getByText(REVIEW_TEXT)).toBeVisible();

    // Then each side on its own (both at once): the bells, the order's history, the amount wherever it is listed.
    const craftsmanSide = async () => {
      // The craftsman's bell: completion and the review, newest first, each leading on.
      await expect(bell(craftsman)).toHaveAccessibleName('Notifications, 2 unread');
      let list = await openBell(craftsman);
      await expectBellLines(list, [
        `${buyerName} reviewed "${SERVICE.title}"`,
        `The order for "${SERVICE.title}" is completed`,
        `${buyerName} accepted the price proposal (${COUNTER}€)`,
        `${buyerName} sent you a price proposal for "${SERVICE.title}" (${PROPOSED}€)`,
      ]);
      await list.getByRole('link', { name: /^(New: )?The order for / }).click();
      await expect(craftsman).toHaveURL(new RegExp(`/home/craftman/jobs/orders/${orderId}$`));
      await expect(craftsman.getByText(`From ${buyerName}`)).toContainText('Status: Completed');
      await expect(craftsman.getByText(/^Amount: /)).toHaveText(`Amount: ${COUNTER}€ · Payment not received yet`);
      await expectHistory(craftsman, [
        `Ordered by the customer · ${COUNTER}€ · `,
        `Accepted by the customer · ${COUNTER}€ · `,
        'Work marked as done by you · ',
        'Completion confirmed by the customer · ',
        'Reviewed by the customer · ',
      ]);
      list = await openBell(craftsman);
      await list.getByRole('link', { name: new RegExp(`reviewed "${escapeRegExp(SERVICE.title)}"`) }).click();
      await expect(craftsman).toHaveURL(/\/home\/craftman\?tab=reviews$/);
      const reviews = craftsman.getByRole('tabpanel');
      await expect(reviews).toContainText(`for ${SERVICE.title}`);
      await reviews.getByRole('button', { name: 'Show full review' }).click();
      await expect(reviews).toContainText(REVIEW_TEXT);
      await craftsman.getByRole('tab', { name: 'Payment' }).click();
      await expect(craftsman.getByRole('tabpanel')).toContainText(`${COUNTER}€`);
    };
    const customerSide = async () => {
      const list = await openBell(customer);
      await expectBellLines(list, buyerBell);
      await list.getByRole('link', { name: /^(New: )?Your order for / }).click();
      await expect(customer).toHaveURL(new RegExp(`/jobs/orders/${orderId}$`));
      await expect(fact(customer, 'Amount')).toHaveText(`${COUNTER}€`);
      await expectHistory(customer, ['Ordered by you', 'Accepted by you', 'Work marked as done by the craftsman', 'Completion confirmed by you', 'Reviewed by you']);
      await customer.goto(links.jobs('orders'));
      const row = customer.getByRole('tabpanel').getByRole('listitem').filter({ hasText: SERVICE.title });
      await expect(row).toContainText(`${COUNTER}€`);
      await expect(row).toContainText('Completed');
      // Published: the service page shows the review.
      await customer.goto(links.service(serviceId));
      await expect(customer.getByText(REVIEW_TEXT)).toBeVisible();
    };
    await Promise.all([craftsmanSide(), customerSide()]);
    const order = await apiCall<ApiOrder>('GET', `/orders/${orderId}`, seller.token);
    expect(order).toMatchObject({ amount: COUNTER, status: 'completed', review: { rating: 4, text: REVIEW_TEXT } });
  });

  test('mails: each party got the mails of the steps, naming the item and both parties, with a link and the brand', async () => {
    // Serial: this reads the mails of the job the test above ran; alone, it fails instead of passing unseen.
    expect(job, 'the whole-job test above recorded its job').not.toBeNull();
    const done = job as Job;
    const { buyer, seller, buyerName, sellerName, offerId, orderId } = done;
    const service = `"${SERVICE.title}"`;
    const buyerSubjects = [
      `${sellerName} answered your price proposal #${offerId} for ${service} with a counter-offer`,
      `Your order #${orderId} for ${service} with ${sellerName} is confirmed`,
      `Order #${orderId} for ${service} is done: please confirm`,
    ];
    const sellerSubjects = [
      `New price proposal #${offerId} for ${service} from ${buyerName}`,
      `Price proposal #${offerId} for ${service} was accepted`,
      `Order #${orderId} for ${service} is completed`,
      `${buyerName} reviewed your order #${orderId} for ${service}`,
    ];
    // Mails leave after the API has answered: wait until every step's mail is in the outbox.
    await expect.poll(async () => (await jobMailsTo(buyer.email, done)).map((mail) => mail.subject), { timeout: 15_000 }).toHaveLength(buyerSubjects.length);
    await expect.poll(async () => (await jobMailsTo(seller.email, done)).map((mail) => mail.subject), { timeout: 15_000 }).toHaveLength(sellerSubjects.length);

    fs.mkdirSync(mailDir, { recursive: true });
    const separator = `\n${'='.repeat(78)}\n`;
    for (const [side, user, subjects, area] of [
      ['buyer', buyer, buyerSubjects, '/jobs/'],
      ['craftsman', seller, sellerSubjects, '/home/craftman/jobs/'],
    ] as const) {
      const mails = await jobMailsTo(user.email, done);
      fs.writeFileSync(path.join(mailDir, `${side}.txt`), `${mails.map(readable).join(separator)}\n`);
      expect(mails.map((mail) => mail.subject), `${side}'s subjects, in order`).toEqual(subjects);
      for (const mail of mails) {
        const { text, subject } = mail;
        expect(text, subject).toContain(`Customer: ${buyerName}`);
        expect(text, subject).toContain(`Craftsman: ${sellerName}`);
        expect(text, subject).toContain(`Service: ${SERVICE.title}`);
        expect(text, subject).toMatch(new RegExp(`https?://\\S+${escapeRegExp(area)}(offers/${offerId}|orders/${orderId})\\b`));
        expect(text.trimEnd().endsWith('Handwerker Marktplatz'), `${subject} is signed "Handwerker Marktplatz"`).toBe(true);
        expect(mail.from, subject).toMatch(/^Handwerker Marktplatz </);
        // Prices in mails are the agreed ones: nothing at the service's list price.
        expect(text, subject).not.toContain(`${SERVICE.price} €`);
      }
    }
    // The order's mails name the counter price.
    const orderMails = [...(await jobMailsTo(buyer.email, done)), ...(await jobMailsTo(seller.email, done))].filter((mail) => mail.subject.includes(`rder #${orderId}`));
    for (const mail of orderMails) expect(mail.text, mail.subject).toContain(`Price: ${COUNTER} €`);
  });
});

test('an order is placed only at the service\'s price: no price field, and an amount changed on the wire is refused', async ({ page }) => {
  const [{ seller, serviceId }, buyer] = await Promise.all([craftsmanWithService(), createUser('buyer', 'Ben')]);
  await useSession(page, buyer);
  await page.goto(links.service(serviceId));
  await page.getByRole('main').getByRole('link', { name: 'Offer', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/payment\\?service=${serviceId}$`));
  await page.getByRole('radio', { name: 'Bank Transfer' }).check();
  await page.getByLabel('Project description').fill('Three rooms, white walls.');
  await page.getByRole('button', { name: 'Next' }).click();

  // The dialog shows the service's price and total, read-only: nothing to type a price into.
  const dialog = page.getByRole('dialog', { name: 'Payment' });
  await expect(fact(page, 'Price')).toContainText(`${SERVICE.price}€`);
  await expect(fact(page, 'Total')).toHaveText(`${SERVICE.price}€`);
  await expect(dialog.getByRole('textbox')).toHaveCount(0);
  await expect(dialog.getByRole('spinbutton')).toHaveCount(0);
  await expect(dialog.locator('input:not([type=hidden])')).toHaveCount(0);

  // Someone changes the amount in the request on its way to the API.
  const sentBodies: unknown[] = [];
  await page.route(
    (url) => url.pathname.endsWith('/orders'),
    async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      const body = { ...(route.request().postDataJSON() as Record<string, unknown>), amount: 1 };
      sentBodies.push(body);
      return route.continue({ postData: JSON.stringify(body) });
    },
  );
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/orders') && response.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Place an order' }).click();
  const response = await answered;
  expect(response.status()).toBe(400);
  const { error } = (await response.json()) as { error: string };
  expect(error).toBe(`amount: this service costs ${SERVICE.price} €; the order amount is price × quantity`);
  expect(sentBodies).toEqual([expect.objectContaining({ amount: 1, service_id: serviceId })]);

  // The page says what the API said, and keeps the dialog (and the URL) so nothing is lost.
  await expect(dialog.getByRole('alert')).toHaveText(error);
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/payment\\?service=${serviceId}$`));
  expect(await apiCall<unknown[]>('GET', '/orders', buyer.token)).toEqual([]);
  expect(await apiCall<unknown[]>('GET', '/orders/received', seller.token)).toEqual([]);
});

test('an empty review is refused: Send Review with no stars shows an alert and stores nothing', async ({ page }) => {
  const [{ seller, serviceId }, buyer] = await Promise.all([craftsmanWithService(), createUser('buyer', 'Ben')]);
  const order = await apiCall<ApiOrder>('POST', '/orders', buyer.token, { service_id: serviceId, payment_method: 'paypal', amount: SERVICE.price });
  await apiCall('POST', `/orders/${order.id}/accept`, seller.token);
  await apiCall('POST', `/orders/${order.id}/work-done`, seller.token);
  await apiCall('POST', `/orders/${order.id}/confirm`, buyer.token);

  await useSession(page, buyer);
  await page.goto(links.orderDetail(order.id));
  await expect(fact(page, 'Status')).toHaveText('Completed');
  await page.getByRole('link', { name: 'Give a Review' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/review\\?order=${order.id}$`));
  await expect(page.getByRole('slider', { name: 'Rating' })).not.toHaveAttribute('aria-valuenow');

  const reviewWrites: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().includes('/review')) reviewWrites.push(request.url());
  });
  await page.getByRole('button', { name: 'Send Review' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please choose from 1 to 5 stars.');
  // Text alone is no review either.
  await page.getByLabel('Your review', { exact: true }).fill('Words but no stars');
  await page.getByRole('button', { name: 'Send Review' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please choose from 1 to 5 stars.');
  await expect(page).toHaveURL(new RegExp(`/orders/review\\?order=${order.id}$`));
  expect(reviewWrites, 'the page sent nothing').toEqual([]);

  // The API refuses it too, and nothing is stored.
  await expect(apiCall('PUT', `/orders/${order.id}/review`, buyer.token, { text: 'Words but no stars' })).rejects.toThrow(/answered 400/);
  await expect(apiCall('PUT', `/orders/${order.id}/review`, buyer.token, { rating: 0, text: '' })).rejects.toThrow(/answered 400/);
  expect((await apiCall<ApiOrder>('GET', `/orders/${order.id}`, buyer.token)).review).toBeNull();
  expect(await apiCall<unknown[]>('GET', `/services/${serviceId}/reviews`, null)).toEqual([]);
});
