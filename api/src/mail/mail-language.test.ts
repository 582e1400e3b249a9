import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Order } from '@craft/shared/api/feature-types';
import { type TestContext, type TestUser, createService, createTestContext, mailedToken, outboxMessages, registerAndLogin, uniqueEmail } from '../test/helpers';

interface Mail {
  subject: string;
  /** The text and the HTML part. */
  body: string;
}

/** The outbox's mails to `to`, oldest first. */
async function mailsTo(app: FastifyInstance, to: string): Promise<Mail[]> {
  return (await outboxMessages(app, to)).map((mail) => ({ subject: mail.subject, body: `${mail.text}\n${mail.html}` }));
}

/** Every mail goes out in its recipient's language; a visitor's in the language of their request. */
describe('mails in the recipient\'s language', () => {
  let ctx: TestContext;
  let germanBuyer: TestUser;
  let englishSeller: TestUser;
  let serviceId: number;
  before(async () => {
    ctx = await createTestContext();
    germanBuyer = await registerAndLogin(ctx.app, 'buyer', { firstname: 'Jürgen', locale: 'de' });
    englishSeller = await registerAndLogin(ctx.app, 'seller', { company_name: 'Tiles & Sons' });
    serviceId = await createService(ctx.app, englishSeller, { title: 'Bathroom tiling', price: 1590 });
  });
  after(() => ctx.cleanup());

  const placeOrder = async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/orders',
      headers: germanBuyer.auth,
      payload: { service_id: serviceId, payment_method: 'bank-transfer', amount: 1590, description: 'Bad im 1. OG' },
    });
    assert.equal(response.statusCode, 201, response.body);
    await ctx.app.notifier.idle();
    return response.json<Order>().id;
  };
  const mailsAbout = async (to: string, subject: RegExp) => (await mailsTo(ctx.app, to)).filter((mail) => subject.test(mail.subject));

  test('a German registration gets its confirmation link in German', async () => {
    const [mail] = await mailsAbout(germanBuyer.email, /E-Mail-Adresse/);
    assert.ok(mail, 'a German confirmation mail');
    assert.equal(mail.subject, 'Bitte bestätigen Sie Ihre E-Mail-Adresse');
    // Without the first name: the address is not proven yet, so the mail carries no word its asker typed in.
    assert.match(mail.body, /Guten Tag,/);
    assert.doesNotMatch(mail.body, /Jürgen/);
    assert.match(mail.body, /vielen Dank für Ihre Registrierung bei Handwerker Marktplatz\./);
    assert.match(mail.body, /Der Link ist 7 Tage lang gültig/);
    assert.match(mail.body, /<html lang="de">/);
  });

  test('an order: the German customer reads German with "1.590 €", the English craftsman the English text as before', async () => {
    const orderId = await placeOrder();
    const [placed] = await mailsAbout(germanBuyer.email, new RegExp(`^Ihr Auftrag #${orderId} für „Bathroom tiling“ wurde an`));
    assert.ok(placed, 'the customer\'s German order mail');
    assert.equal(placed.subject, `Ihr Auftrag #${orderId} für „Bathroom tiling“ wurde an Tiles & Sons übermittelt`);
    assert.match(placed.body, /Hallo Jürgen,/);
    assert.match(placed.body, /Sie haben „Bathroom tiling“ bei Tiles & Sons beauftragt\./);
    assert.match(placed.body, /Preis: 1\.590\u00a0€/, 'German price format through Intl');
    assert.match(placed.body, /Kunde: Jürgen buyer\nHandwerker: Tiles & Sons/);
    assert.match(placed.body, /unter „E-Mail-Benachrichtigungen“ deaktivieren/);
    assert.match(placed.body, /<html lang="de">/);
    assert.doesNotMatch(placed.body, /Hello|Price:|1590 €/);

    const [received] = await mailsAbout(englishSeller.email, new RegExp(`^New order #${orderId} for`));
    assert.ok(received, 'the craftsman\'s English mail');
    assert.equal(received.subject, `New order #${orderId} for "Bathroom tiling"`);
    assert.match(received.body, /Hello Test,/);
    assert.match(received.body, /Jürgen buyer ordered "Bathroom tiling" from you\./);
    assert.match(received.body, /Price: 1590 €/);
    assert.match(received.body, /<html lang="en">/);
  });

  test('PUT /users/me/locale: the next mail is in the new language', async () => {
    const switched = await ctx.app.inject({ method: 'PUT', url: '/users/me/locale', headers: englishSeller.auth, payload: { locale: 'de' } });
    assert.equal(switched.statusCode, 200);
    const orderId = await placeOrder();
    const [mail] = await mailsAbout(englishSeller.email, new RegExp(`^Neuer Auftrag #${orderId}`));
    assert.ok(mail, 'now in German');
    assert.equal(mail.subject, `Neuer Auftrag #${orderId} für „Bathroom tiling“`);
    assert.match(mail.body, /Bitte nehmen Sie den Auftrag hier an oder lehnen Sie ihn ab:/);
    await ctx.app.inject({ method: 'PUT', url: '/users/me/locale', headers: englishSeller.auth, payload: { locale: 'en' } });
  });

  describe('a visitor\'s quotation request follows the request\'s Accept-Language', () => {
    const request = (email: string, acceptLanguage: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/quotation',
        headers: { 'accept-language': acceptLanguage },
        payload: { firstname: 'Erika', lastname: 'Muster', street: 'Hauptstr. 5', post_number: '50667', phone: '0221 1234', email, category_id: 1, description: 'Bad fliesen, ca. 8 m²' },
      });

    test('German browser: the confirmation link, the receipt and the cheapest offer in German', async () => {
      const email = uniqueEmail('visitor-de');
      const created = await request(email, 'de-DE,de;q=0.9,en;q=0.8');
      assert.equal(created.statusCode, 201);
      const id = created.json<{ id: number }>().id;
      const [confirm] = await mailsTo(ctx.app, email);
      assert.ok(confirm);
      assert.equal(confirm.subject, `Bitte bestätigen Sie Ihre Angebotsanfrage (#${id})`);
      assert.match(confirm.body, /Guten Tag,\n\nmit dieser E-Mail-Adresse wurde bei Handwerker Marktplatz eine Angebotsanfrage/);
      assert.match(confirm.body, /Angebotsanfrage bestätigen/);

      const token = await mailedToken(ctx.app, email, '/favorable/confirm');
      assert.equal((await ctx.app.inject({ method: 'POST', url: '/quotation/confirm', payload: { token } })).statusCode, 204);
      const received = (await mailsTo(ctx.app, email)).find((mail) => mail.subject === `Wir haben Ihre Angebotsanfrage erhalten (#${id})`);
      assert.ok(received, 'the receipt, in the language stored with the request');
      assert.match(received.body, /Hallo Erika,\n\nIhre Angebotsanfrage #\d+ ist bei uns eingegangen\./);

      const answered = await ctx.app.inject({ method: 'PUT', url: `/quotation/${id}/answer`, headers: englishSeller.auth, payload: { price: 1590, message: 'Fliesen inklusive.' } });
      assert.equal(answered.statusCode, 201, answered.body);
      const offer = (await mailsTo(ctx.app, email)).find((mail) => mail.subject.startsWith('Das günstigste Angebot'));
      assert.ok(offer, 'the cheapest offer in German');
      assert.equal(offer.subject, `Das günstigste Angebot für Ihre Angebotsanfrage #${id}: 1.590\u00a0€`);
      assert.match(offer.body, /liegt bei 1\.590\u00a0€ und kommt von Tiles & Sons:/);
    });

    test('English browser: the English confirmation text as before', async () => {
      const email = uniqueEmail('visitor-en');
      const created = await request(email, 'en-GB,en;q=0.9,de;q=0.5');
      const id = created.json<{ id: number }>().id;
      const [confirm] = await mailsTo(ctx.app, email);
      assert.ok(confirm);
      assert.equal(confirm.subject, `Please confirm your request (#${id})`);
      assert.match(confirm.body, /Hello,\n\na request for offers from craftsmen \(#\d+\) was sent to Handwerker Marktplatz with this e-mail address\./);
      assert.match(confirm.body, /<html lang="en">/);
    });

    test('an address with an account: the account\'s language, whatever the browser says', async () => {
      const created = await request(germanBuyer.email, 'en-US');
      const id = created.json<{ id: number }>().id;
      const receipt = (await mailsTo(ctx.app, germanBuyer.email)).find((mail) => mail.subject === `Wir haben Ihre Angebotsanfrage erhalten (#${id})`);
      assert.ok(receipt, 'German, as the account is');
    });
  });
});
