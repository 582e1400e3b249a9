import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { renderPhoto } from '../../lib/file-types';
import { randomToken } from '../../lib/random';
import { nowIso } from '../../lib/time';
import type { Passwords } from '../../plugins/app/passwords';
import type { Storage } from '../../storage/storage';
import type { PriceUnit } from '@craft/shared/api/types';
import type { Database } from '../types';
import { demoPhotoJpeg } from './photo';

/**
 * Documented in api/README.md; the e2e tests log in with these. Each works in another region
 *, so a postcode search on the demo has a visible order: from Berlin 10115 (the demo
 * buyer's postcode) Becker is 0 km away, Weber (Potsdam) 27 km, Schulz (Leipzig) 150 km; Fischer
 * (Hamburg, 255 km) does not come that far.
 */
export const DEMO_SELLERS = [
  { email: 'seller1@demo.craft', password: 'demo-password-1', firstname: 'anna', lastname: 'Becker', company_name: 'Becker Malerbetrieb', area: { post_number: '10115', city: 'Berlin', radius_km: 30 } },
  { email: 'seller2@demo.craft', password: 'demo-password-2', firstname: 'jonas', lastname: 'Weber', company_name: 'Weber Bau & Fliesen', area: { post_number: '14467', city: 'Potsdam', radius_km: 50 } },
  { email: 'seller3@demo.craft', password: 'demo-password-3', firstname: 'lena', lastname: 'Schulz', company_name: 'Schulz Haustechnik', area: { post_number: '04109', city: 'Leipzig', radius_km: 200 } },
  { email: 'seller4@demo.craft', password: 'demo-password-4', firstname: 'paul', lastname: 'Fischer', company_name: 'Fischer Holz & Garten', area: { post_number: '20095', city: 'Hamburg', radius_km: 150 } },
] as const;

/**
 * The demo craftsmen's trader details (DSA Art. 30), seeded as verified so the demo shows the
 * badge and a full "Trader information" section. Addresses and numbers are made up; the VAT ids
 * pass the check-digit test.
 */
const DEMO_TRADERS = [
  { legal_name: 'Becker Malerbetrieb e.K.', legal_form: 'e.K.', street: 'Invalidenstraße 42', postcode: '10115', city: 'Berlin', phone: '+49 30 4405 1180', email: 'info@becker-malerbetrieb.example', register_type: 'handelsregister', register_number: 'HRA 58211 B', register_court: 'Amtsgericht Charlottenburg', vat_id: 'DE273846156' },
  { legal_name: 'Weber Bau & Fliesen GmbH', legal_form: 'GmbH', street: 'Zeppelinstraße 7', postcode: '14467', city: 'Potsdam', phone: '+49 331 270 4410', email: 'kontakt@weber-bau-fliesen.example', register_type: 'handelsregister', register_number: 'HRB 31744 P', register_court: 'Amtsgericht Potsdam', vat_id: 'DE319460276' },
  { legal_name: 'Lena Schulz Haustechnik', legal_form: 'Einzelunternehmen', street: 'Karl-Liebknecht-Straße 15', postcode: '04109', city: 'Leipzig', phone: '+49 341 998 2203', email: 'service@schulz-haustechnik.example', register_type: 'handwerksrolle', register_number: 'HWK-L 20417', register_court: null, vat_id: 'DE458201939' },
  { legal_name: 'Fischer Holz & Garten GbR', legal_form: 'GbR', street: 'Mönckebergstraße 3', postcode: '20095', city: 'Hamburg', phone: '+49 40 3070 5512', email: 'hallo@fischer-holz-garten.example', register_type: 'gewerbeanmeldung', register_number: 'GA 2019/04712', register_court: null, vat_id: 'DE581736409' },
] as const;

export const DEMO_BUYER = { email: 'buyer@demo.craft', password: 'demo-password-buyer', firstname: 'Mia', lastname: 'Wagner' } as const;

/**
 * Past customers whose completed orders and reviews give the demo real ratings. They cannot log in
 * (random passwords), and buyer@demo.craft keeps an empty history for people trying the product.
 */
const DEMO_CUSTOMERS = [
  { email: 'customer1@demo.craft', firstname: 'Tom', lastname: 'Krause' },
  { email: 'customer2@demo.craft', firstname: 'Sara', lastname: 'Vogel' },
  { email: 'customer3@demo.craft', firstname: 'Ali', lastname: 'Yilmaz' },
] as const;

/** Whole stars, as reviews are written now. */
const DEMO_REVIEWS: Array<[stars: number, text: string]> = [
  [5, 'Pünktlich, sauber und genau zum angebotenen Preis. Gerne wieder.'],
  [5, 'Sehr gute Arbeit; jeder Schritt wurde vorher erklärt.'],
  [4, 'Solide Arbeit, einen Tag später als geplant, aber mit Anruf vorab.'],
  [5, 'Freundliches Team, hat alles ordentlicher hinterlassen als vorgefunden.'],
  [3, 'Gutes Ergebnis, für den Umfang etwas teuer.'],
];

/** Services not priced per job, by title: the rest are 'job'. */
const DEMO_PRICE_UNITS: Record<string, PriceUnit> = { 'Tapezieren pro Zimmer': 'piece' };

/**
 * Three services per category, by category name (ids come from the 0002 migration). The demo
 * craftsmen are German businesses and write their services in German, as craftsmen here do: what a
 * craftsman writes is shown as he wrote it, in either language of the page. English visitors find
 * these by trade words in their language (search/trade-words.ts) and read categories in English.
 */
const DEMO_SERVICES: Record<string, Array<[title: string, price: number, description: string]>> = {
  Painter: [
    ['Zimmer streichen bis 20 m²', 249, 'Wände und Decke in Weiß, Möbel und Böden abgedeckt, zwei Anstriche mit hochwertiger Dispersionsfarbe.'],
    ['Fassadenanstrich', 1890, 'Reinigen, grundieren und zweimal mit wetterfester Fassadenfarbe streichen, für ein Einfamilienhaus.'],
    ['Tapezieren pro Zimmer', 319, 'Alte Tapete entfernen, Risse spachteln und Raufaser oder Vliestapete kleben.'],
  ],
  Drywall: [
    ['Trennwand 10 m²', 890, 'Trennwand im Metallständerwerk mit doppelter Gipskartonbeplankung und Schalldämmung.'],
    ['Abgehängte Decke', 1190, 'Abgehängte Gipskartondecke mit Platz für Einbauleuchten.'],
    ['Trockenbau-Reparatur', 149, 'Löcher und Risse schließen, spachteln, schleifen und streichfertig machen.'],
  ],
  'Surface treatment': [
    ['Glattputz Q3', 459, 'Wände in Qualitätsstufe Q3 gespachtelt, fertig für Farbe oder feine Tapeten.'],
    ['Holzboden schleifen und versiegeln', 690, 'Parkett oder Dielen abschleifen und mit mattem Lack versiegeln.'],
    ['Betonversiegelung', 380, 'Beton in Garage oder Keller gegen Öl und Wasser versiegeln.'],
  ],
  Tiling: [
    ['Bad fliesen', 2490, 'Kleines Bad an Wand und Boden fliesen, mit Abdichtung.'],
    ['Küchenrückwand fliesen', 390, 'Küchenrückwand bis 4 m fliesen, verfugen und mit Silikon abdichten.'],
    ['Terrassenplatten verlegen', 1590, 'Keramikplatten für draußen auf Stelzlagern, bis 20 m².'],
  ],
  Plumbing: [
    ['Wasserhahn austauschen', 119, 'Alte Armatur abbauen, neue montieren, mit Dichtheitsprüfung.'],
    ['Abfluss reinigen', 99, 'Verstopfte Waschbecken, Duschen oder Toiletten mit Profigerät frei machen.'],
    ['Thermenwartung', 179, 'Jährliche Wartung der Gastherme mit Reinigung und Sicherheitsprüfung.'],
  ],
  Electrical: [
    ['Deckenleuchten anschließen', 139, 'Bis zu drei Deckenleuchten an vorhandene Leitungen anschließen.'],
    ['Sicherungskasten erneuern', 1290, 'Alten Sicherungskasten gegen eine moderne Unterverteilung mit FI-Schutzschaltern tauschen.'],
    ['E-Check', 199, 'Prüfung der Elektroinstallation mit schriftlichem Prüfbericht.'],
  ],
  Roofing: [
    ['Dachinspektion', 159, 'Ziegel, Anschlüsse und Dachrinnen prüfen, mit Fotos.'],
    ['Dachrinne reinigen', 129, 'Dachrinnen und Fallrohre eines Einfamilienhauses reinigen.'],
    ['Kaputte Dachziegel ersetzen', 289, 'Bis zu zehn kaputte Ziegel ersetzen und die Lattung prüfen.'],
  ],
  Carpentry: [
    ['Innentür einbauen', 219, 'Neue Innentür mit Zarge und Drückergarnitur einbauen.'],
    ['Einbauschrank nach Maß', 1890, 'Schrank nach Maß für eine Nische oder unter der Treppe.'],
    ['Treppe renovieren', 1490, 'Stufen und Setzstufen einer Holztreppe erneuern.'],
  ],
  Flooring: [
    ['Vinylboden verlegen bis 20 m²', 119, 'Klick-Vinyl (LVT) auf vorbereitetem Untergrund verlegen, mit Sockelleisten.'],
    ['Laminat verlegen', 399, 'Laminat bis 25 m² mit Trittschalldämmung und Sockelleisten verlegen.'],
    ['Teppich entfernen und neu verlegen', 549, 'Alten Teppich entfernen und neuen bis 20 m² verlegen.'],
  ],
  Garden: [
    ['Hecke schneiden', 149, 'Hecken bis 30 m Länge schneiden, Grünschnitt wird mitgenommen.'],
    ['Terrasse pflastern', 2190, 'Terrasse von 15 m² auf verdichtetem Unterbau pflastern.'],
    ['Zaun aufstellen', 990, 'Holz- oder Metallzaun bis 15 m mit einbetonierten Pfosten.'],
  ],
};

interface SeedDeps {
  storage: Storage;
  passwords: Passwords;
}

/**
 * Adds the demo catalogue, but only to a database without users: a real database is never touched.
 * Returns what was added, or null when the database was not empty.
 */
export async function seedDemoIfEmpty(
  db: Kysely<Database>,
  storage: Storage,
  passwords: Passwords,
  log?: FastifyBaseLogger,
): Promise<{ sellers: number; services: number } | null> {
  const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) {
    await verifyDemoTraders(db);
    return null;
  }
  return seedDemo(db, { storage, passwords }, log);
}

/**
 * A demo seeded before trader details existed: its craftsmen get theirs, verified, and their
 * services held for want of them (see the migration that added held_at) are public again, so the demo never goes empty.
 */
async function verifyDemoTraders(db: Kysely<Database>): Promise<void> {
  const sellers = await db
    .selectFrom('users as u')
    .leftJoin('trader_details as t', 't.seller_id', 'u.id')
    .select(['u.id', 'u.email'])
    .where('u.email', 'in', DEMO_SELLERS.map((seller) => seller.email))
    .where('u.role', '=', 'seller')
    .where('t.seller_id', 'is', null)
    .execute();
  for (const seller of sellers) {
    const trader = DEMO_TRADERS[DEMO_SELLERS.findIndex((demo) => demo.email === seller.email)];
    if (!trader) continue;
    const stamp = nowIso();
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('trader_details')
        .values({ seller_id: seller.id, status: 'verified', ...trader, certified_at: stamp, message: null, submitted_at: stamp, decided_at: stamp, decided_by: null, verified_at: stamp })
        .execute();
      await trx.updateTable('services').set({ deleted_at: null, held_at: null }).where('seller_id', '=', seller.id).where('held_at', 'is not', null).where('removed_at', 'is', null).execute();
    });
  }
}

async function seedDemo(db: Kysely<Database>, deps: SeedDeps, log?: FastifyBaseLogger) {
  const categories = await db.selectFrom('categories').select(['id', 'name']).execute();
  const now = Date.now();

  // Photos first (slow, outside the transaction); the rows then go in all at once.
  const plans: Array<{ category_id: number; seller: number; title: string; price: number; description: string; keys: { storage_key: string; thumb_key: string } }> = [];
  let index = 0;
  for (const category of categories) {
    for (const [title, price, description] of DEMO_SERVICES[category.name] ?? []) {
      const { photo, thumbnail } = await renderPhoto(await demoPhotoJpeg(title, index * 37));
      const name = randomToken();
      const keys = { storage_key: `photos/${name}.webp`, thumb_key: `photos/${name}.thumb.webp` };
      await deps.storage.put(keys.storage_key, photo);
      await deps.storage.put(keys.thumb_key, thumbnail);
      plans.push({ category_id: category.id, seller: index % DEMO_SELLERS.length, title, price, description, keys });
      index += 1;
    }
  }
  const hashes = await Promise.all([...DEMO_SELLERS, DEMO_BUYER].map((u) => deps.passwords.hash(u.password)));
  const customerHash = await deps.passwords.hash(randomToken());

  await db.transaction().execute(async (trx) => {
    const insertUser = async (
      user: { email: string; firstname: string; lastname: string; company_name?: string; area?: { post_number: string; city: string; radius_km: number } },
      role: 'buyer' | 'seller',
      hash: string,
    ) => {
      const stamp = nowIso();
      const { id } = await trx
        .insertInto('users')
        .values({
          email: user.email,
          password_hash: hash,
          firstname: user.firstname,
          lastname: user.lastname,
          role,
          post_number: user.area?.post_number ?? '10115',
          street: 'Demo Street 1',
          phone: '+49 30 1234567',
          city: user.area?.city ?? 'Berlin',
          // Where the craftsman works: the postcode search finds them within this radius.
          service_post_number: user.area?.post_number ?? null,
          service_radius_km: user.area?.radius_km ?? 30,
          company_name: user.company_name ?? null,
          created_by: null,
          updated_by: null,
          created_at: stamp,
          updated_at: stamp,
          // Demo accounts may publish and answer at once (those wait for a confirmed address).
          email_confirmed_at: stamp,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.updateTable('users').set({ created_by: id, updated_by: id }).where('id', '=', id).execute();
      return id;
    };
    const sellerIds: number[] = [];
    for (const [i, seller] of DEMO_SELLERS.entries()) sellerIds.push(await insertUser(seller, 'seller', hashes[i] ?? ''));
    for (const [i, trader] of DEMO_TRADERS.entries()) {
      const stamp = nowIso();
      await trx
        .insertInto('trader_details')
        .values({ seller_id: sellerIds[i] ?? 0, status: 'verified', ...trader, certified_at: stamp, message: null, submitted_at: stamp, decided_at: stamp, decided_by: null, verified_at: stamp })
        .execute();
    }
    await insertUser(DEMO_BUYER, 'buyer', hashes[DEMO_SELLERS.length] ?? '');
    const customerIds: number[] = [];
    for (const customer of DEMO_CUSTOMERS) customerIds.push(await insertUser(customer, 'buyer', customerHash));

    for (const [i, plan] of plans.entries()) {
      const sellerId = sellerIds[plan.seller] ?? sellerIds[0] ?? 0;
      // Spread creation times over the last weeks so "newest first" has a visible order.
      const created = new Date(now - (plans.length - i) * 3_600_000).toISOString();
      const { id } = await trx
        .insertInto('services')
        .values({
          seller_id: sellerId,
          category_id: plan.category_id,
          title: plan.title,
          description: plan.description,
          price: plan.price,
          price_unit: DEMO_PRICE_UNITS[plan.title] ?? 'job',
          created_by: sellerId,
          updated_by: sellerId,
          created_at: created,
          updated_at: created,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('service_photos')
        .values({ service_id: id, ...plan.keys, created_by: sellerId, updated_by: sellerId, created_at: created })
        .execute();
      // Every other service has one to three completed, paid and reviewed orders (reviews belong to completed orders).
      if (i % 2 === 0) {
        for (const [n, buyerId] of customerIds.slice(0, 1 + (i % 3)).entries()) {
          const [stars, text] = DEMO_REVIEWS[(i + n) % DEMO_REVIEWS.length] ?? [5, 'Gute Arbeit.'];
          const order = await trx
            .insertInto('orders')
            .values({
              service_id: id,
              seller_id: sellerId,
              buyer_id: buyerId,
              payment_method: (['credit-card', 'bank-transfer', 'paypal'] as const)[(i + n) % 3] ?? 'paypal',
              payment_reference: `demo-${id}-${n}`,
              quantity: 1,
              unit_price: plan.price,
              amount: plan.price,
              price_unit: DEMO_PRICE_UNITS[plan.title] ?? 'job',
              account_last4: null,
              description: 'Demo-Auftrag',
              document_id: null,
              status: 'completed',
              payment_status: 'received',
              reason: null,
              cancelled_by: null,
              work_done_at: created,
              completed_at: created,
              direct_offer_id: null,
              created_at: created,
              updated_at: created,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          const steps = [
            { event: 'requested', actor: 'buyer', price: plan.price },
            { event: 'accepted', actor: 'seller', price: null },
            { event: 'work_done', actor: 'seller', price: null },
            { event: 'payment_received', actor: 'seller', price: plan.price },
            { event: 'completed', actor: 'buyer', price: null },
            { event: 'reviewed', actor: 'buyer', price: null },
          ] as const;
          await trx
            .insertInto('order_events')
            .values(steps.map((step) => ({ order_id: order.id, ...step, reason: null, created_at: created })))
            .execute();
          await trx
            .insertInto('reviews')
            .values({ order_id: order.id, service_id: id, buyer_id: buyerId, rating_halves: stars * 2, text, created_at: created, updated_at: created })
            .execute();
        }
      }
    }
  });
  log?.debug({ services: plans.length }, 'demo services inserted');
  return { sellers: DEMO_SELLERS.length, services: plans.length };
}
