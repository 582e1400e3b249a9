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
  [5, 'Punctual, clean and exactly the price they quoted. Would book again.'],
  [5, 'Very good work; they explained every step before starting.'],
  [4, 'Solid job, one day later than planned but they called ahead.'],
  [5, 'Friendly team, left the place tidier than they found it.'],
  [3, 'Good result, a little pricey for what it was.'],
];

/** Services not priced per job, by title: the rest are 'job'. */
const DEMO_PRICE_UNITS: Record<string, PriceUnit> = { 'Wallpapering per room': 'piece' };

/** Three services per category, by category name (ids come from the 0002 migration). */
const DEMO_SERVICES: Record<string, Array<[title: string, price: number, description: string]>> = {
  Painter: [
    ['Paint a room up to 20 m²', 249, 'Walls and ceiling in white, covering furniture and floors, two coats of quality emulsion.'],
    ['Facade painting', 1890, 'Cleaning, priming and two coats of weatherproof facade paint for a detached house.'],
    ['Wallpapering per room', 319, 'Remove old wallpaper, fill cracks and hang woodchip or non-woven wallpaper.'],
  ],
  Drywall: [
    ['Partition wall 10 m²', 890, 'Metal stud partition wall with double plasterboard and sound insulation.'],
    ['Suspended ceiling', 1190, 'Suspended plasterboard ceiling with room for recessed lights.'],
    ['Drywall repair', 149, 'Fix holes and cracks, fill, sand and make ready for paint.'],
  ],
  'Surface treatment': [
    ['Smooth plaster Q3', 459, 'Walls filled to Q3 quality, ready for paint or fine wallpaper.'],
    ['Sanding and sealing a wooden floor', 690, 'Sand parquet or floorboards and seal with matt lacquer.'],
    ['Concrete sealing', 380, 'Seal garage or cellar concrete floors against oil and water.'],
  ],
  Tiling: [
    ['Bathroom tiling', 2490, 'Tiling of a small bathroom, walls and floor, including waterproofing.'],
    ['Kitchen splashback', 390, 'Tile a kitchen splashback up to 4 m with grouting and silicone joints.'],
    ['Terrace tiles', 1590, 'Outdoor ceramic tiles on pedestals, up to 20 m².'],
  ],
  Plumbing: [
    ['Replace a tap', 119, 'Remove the old tap and fit a new one, including a leak test.'],
    ['Unblock a drain', 99, 'Clear blocked sinks, showers or toilets with professional equipment.'],
    ['Boiler service', 179, 'Yearly gas boiler service with cleaning and safety check.'],
  ],
  Electrical: [
    ['Install ceiling lights', 139, 'Fit up to three ceiling lights on existing wiring.'],
    ['Fuse box upgrade', 1290, 'Replace an old fuse box with a modern consumer unit and RCDs.'],
    ['Electrical safety check', 199, 'Inspection of the installation with a written report.'],
  ],
  Roofing: [
    ['Roof inspection', 159, 'Inspection of tiles, flashing and gutters with photos.'],
    ['Gutter cleaning', 129, 'Clean gutters and downpipes of a family house.'],
    ['Replace broken roof tiles', 289, 'Replace up to ten broken tiles and check the battens.'],
  ],
  Carpentry: [
    ['Fit an interior door', 219, 'Hang a new interior door with frame and handle.'],
    ['Built-in wardrobe', 1890, 'Made-to-measure wardrobe for an alcove or under the stairs.'],
    ['Stair renovation', 1490, 'Renew treads and risers of a wooden staircase.'],
  ],
  Flooring: [
    ['Lay LVT: up to 20 m²', 119, 'Lay click vinyl (LVT) on a prepared floor, with skirting boards.'],
    ['Laminate flooring', 399, 'Lay laminate up to 25 m² with underlay and skirting boards.'],
    ['Carpet removal and new carpet', 549, 'Remove old carpet and fit a new one up to 20 m².'],
  ],
  Garden: [
    ['Hedge trimming', 149, 'Trim hedges up to 30 m long and take the green waste away.'],
    ['Paving a patio', 2190, 'Paving of a 15 m² patio with a compacted base.'],
    ['Fence installation', 990, 'Wooden or metal fence up to 15 m with posts in concrete.'],
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
  if (existing) return null;
  return seedDemo(db, { storage, passwords }, log);
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
          const [stars, text] = DEMO_REVIEWS[(i + n) % DEMO_REVIEWS.length] ?? [5, 'Great work.'];
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
              description: 'Demo order',
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
