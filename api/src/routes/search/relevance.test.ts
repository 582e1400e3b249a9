import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type TestContext, type TestUser, createService, createTestContext, registerAndLogin } from '../../test/helpers';
import { postgresWords } from './postgres-ranking';

/**
 * Relevance of GET /services/search on a fixed German corpus: the expected top results are
 * written here, and the runner checks them on SQLite and on PostgreSQL.
 * Category ids (0002_categories): 1 Painter, 2 Drywall, 3 Surface treatment, 4 Tiling,
 * 5 Plumbing, 6 Electrical, 7 Roofing, 8 Carpentry, 9 Flooring, 10 Garden.
 */
type Seller = 'berlin' | 'potsdam' | 'hamburg' | 'muenchen';
const CORPUS: Array<[key: string, seller: Seller, category: number, price: number, title: string, description: string]> = [
  ['maler', 'berlin', 1, 890, 'Malerarbeiten Wohnung', 'Wände und Decken streichen, zwei Anstriche mit Dispersionsfarbe.'],
  ['fassade', 'potsdam', 1, 4200, 'Fassade streichen', 'Reinigung, Grundierung und Fassadenfarbe für Einfamilienhäuser.'],
  ['tapete', 'hamburg', 1, 320, 'Tapezieren pro Zimmer', 'Alte Tapete entfernen, Risse spachteln, Raufaser tapezieren.'],
  ['lack', 'muenchen', 1, 180, 'Lackierarbeiten an Türen', 'Türen und Zargen schleifen und lackieren.'],
  ['altbau', 'berlin', 1, 1500, 'Malermeister für Altbau', 'Stuck ausbessern und Altbauwände streichen.'],
  ['wand', 'potsdam', 2, 990, 'Trockenbauwand 10 m²', 'Ständerwand mit doppelter Gipskartonbeplankung und Dämmung.'],
  ['decke', 'hamburg', 2, 1190, 'Abgehängte Decke', 'Gipskartondecke mit Platz für Einbauleuchten.'],
  ['dachausbau', 'muenchen', 2, 5600, 'Dachausbau im Trockenbau', 'Dachschrägen dämmen und mit Gipskarton verkleiden.'],
  ['putz', 'berlin', 3, 459, 'Glattputz Q3', 'Wände in Q3-Qualität gespachtelt, bereit für Farbe.'],
  ['parkett', 'potsdam', 3, 690, 'Parkett schleifen und versiegeln', 'Parkett oder Dielen schleifen und matt versiegeln.'],
  ['beton', 'hamburg', 3, 380, 'Betonboden versiegeln', 'Garagenboden gegen Öl und Wasser versiegeln.'],
  ['gestaltung', 'muenchen', 3, 750, 'Wandgestaltung mit Farbe', 'Kreative Techniken: Spachteltechnik, Lasur und Farbe.'],
  ['bad', 'berlin', 4, 2490, 'Fliesen verlegen im Bad', 'Wand- und Bodenfliesen im Badezimmer inklusive Abdichtung.'],
  ['kueche', 'potsdam', 4, 390, 'Küchenrückwand fliesen', 'Fliesenspiegel in der Küche bis 4 m, verfugt und versiegelt.'],
  ['terrassenplatten', 'hamburg', 4, 1590, 'Terrassenplatten verlegen', 'Keramikplatten auf Stelzlagern für die Terrasse.'],
  ['notdienst', 'muenchen', 4, 150, 'Fliesenleger Notdienst', 'Gesprungene Fliese austauschen, Fugen erneuern.'],
  ['hahn', 'berlin', 5, 119, 'Wasserhahn austauschen', 'Alten Wasserhahn abbauen, neuen montieren, Dichtheitsprüfung.'],
  ['rohr', 'potsdam', 5, 99, 'Rohrreinigung', 'Verstopfte Abflüsse in Küche und Bad reinigen.'],
  ['heizung', 'hamburg', 5, 179, 'Heizungswartung', 'Jährliche Wartung der Gastherme mit Sicherheitsprüfung.'],
  ['sanierung', 'muenchen', 5, 8900, 'Badsanierung komplett', 'Komplette Sanierung inklusive neuer Fliesen und Sanitärobjekte.'],
  ['leuchten', 'berlin', 6, 139, 'Deckenleuchten montieren', 'Bis zu drei Leuchten an vorhandene Leitungen anschließen.'],
  ['sicherung', 'potsdam', 6, 1290, 'Sicherungskasten erneuern', 'Alter Kasten wird durch einen modernen Verteiler mit FI-Schutzschalter ersetzt.'],
  ['echeck', 'hamburg', 6, 199, 'Elektro-Check', 'Prüfung der Elektroinstallation mit Protokoll.'],
  ['inspektion', 'muenchen', 7, 159, 'Dachinspektion', 'Ziegel, Anschlüsse und Dachrinnen prüfen, mit Fotos.'],
  ['rinne', 'berlin', 7, 129, 'Dachrinne reinigen', 'Rinnen und Fallrohre eines Einfamilienhauses säubern.'],
  ['tuer', 'potsdam', 8, 219, 'Innentür einbauen', 'Neue Innentür mit Zarge und Drücker einbauen.'],
  ['schrank', 'hamburg', 8, 1890, 'Einbauschrank nach Maß', 'Maßgefertigter Schrank für Nischen und Dachschrägen.'],
  ['treppe', 'muenchen', 8, 1490, 'Treppe renovieren', 'Stufen und Setzstufen einer Holztreppe erneuern.'],
  ['vinyl', 'berlin', 9, 119, 'Vinylboden verlegen', 'Klick-Vinyl auf vorbereitetem Untergrund mit Sockelleisten.'],
  ['laminat', 'potsdam', 9, 399, 'Laminat verlegen', 'Laminat bis 25 m² mit Trittschalldämmung.'],
  ['teppich', 'hamburg', 9, 549, 'Teppichboden erneuern', 'Alten Teppich entfernen und den neuen verlegen.'],
  ['hecke', 'muenchen', 10, 149, 'Heckenschnitt', 'Hecken bis 30 m schneiden, Grünschnitt entsorgen.'],
  ['pflaster', 'berlin', 10, 2190, 'Terrasse pflastern', 'Pflasterarbeiten für 15 m² Terrasse mit verdichtetem Unterbau.'],
  ['zaun', 'potsdam', 10, 990, 'Zaunbau', 'Holz- oder Metallzaun bis 15 m mit einbetonierten Pfosten.'],
  ['gartenhaus', 'hamburg', 10, 680, 'Gartenhaus Boden', 'Flooring für Gartenhäuser aus Lärchenholz.'],
];

const AREAS: Record<Seller, { post_number: string; radius_km: number }> = {
  berlin: { post_number: '10115', radius_km: 30 },
  potsdam: { post_number: '14467', radius_km: 50 },
  hamburg: { post_number: '20095', radius_km: 30 },
  muenchen: { post_number: '80331', radius_km: 100 },
};

interface Hit {
  id: number;
  title: string;
  price: number;
  seller_id: number;
  category_id: number;
  distance_km?: number;
}
interface Result {
  items: Hit[];
  total: number;
  page: number;
  size: number;
  category_counts?: Array<{ category_id: number; count: number }>;
}

describe('search relevance on a fixed German corpus', () => {
  let ctx: TestContext;
  const ids = new Map<string, number>();
  const keyOf = new Map<number, string>();
  const sellers = {} as Record<Seller, TestUser>;

  const search = async (query: string): Promise<Result> => {
    const response = await ctx.app.inject({ method: 'GET', url: `/services/search?${query}` });
    assert.equal(response.statusCode, 200, `${query}: ${response.body}`);
    return response.json<Result>();
  };
  /** The corpus keys of the hits, in order. */
  const keys = async (query: string) => (await search(query)).items.map((hit) => keyOf.get(hit.id) ?? `other:${hit.id}`);

  before(async () => {
    ctx = await createTestContext();
    for (const name of Object.keys(AREAS) as Seller[]) {
      sellers[name] = await registerAndLogin(ctx.app, 'seller', { company_name: `Betrieb ${name}` });
      const area = await ctx.app.inject({ method: 'PUT', url: '/sellers/me/service-area', headers: sellers[name].auth, payload: AREAS[name] });
      assert.equal(area.statusCode, 200, area.body);
    }
    for (const [key, seller, category_id, price, title, description] of CORPUS) {
      const id = await createService(ctx.app, sellers[seller], { category_id, price, title, description });
      ids.set(key, id);
      keyOf.set(id, key);
    }
  });
  after(() => ctx.cleanup());

  test('"Fliese" finds the Fliesen services, titles first, a mention in a description after them', async () => {
    const found = await keys('q=Fliese');
    assert.deepEqual(new Set(found.slice(0, 3)), new Set(['bad', 'kueche', 'notdienst']), found.join());
    assert.ok(found.indexOf('sanierung') > 2, `description-only hit ranks below the titles: ${found.join()}`);
  });

  test('a title match ranks above a description match, a description match above the category name', async () => {
    assert.deepEqual((await keys('q=Dachrinne')).slice(0, 2), ['rinne', 'inspektion']);
    const flooring = await keys('q=flooring');
    assert.equal(flooring[0], 'gartenhaus', 'described as flooring, category Garden');
    assert.deepEqual(new Set(flooring.slice(1)), new Set(['vinyl', 'laminat', 'teppich']), 'category Flooring');
  });

  test('several words must all match, in any field', async () => {
    assert.deepEqual(await keys('q=Parkett versiegeln'), ['parkett']);
    assert.deepEqual(await keys('q=Wasserhahn montieren'), ['hahn']);
    assert.deepEqual(await keys('q=verlegen Bad'), ['bad']);
  });

  test('a one-letter typo in a word of five or more letters still finds the service', async () => {
    const flisen = await keys('q=Flisen');
    assert.ok(flisen.includes('bad') && flisen.includes('notdienst'), `Flisen: ${flisen.join()}`);
    assert.equal((await keys('q=Heizungswartng'))[0], 'heizung', 'a letter missing');
    assert.equal((await keys('q=Sicherungskastne'))[0], 'sicherung', 'two letters swapped');
    assert.equal((await keys('q=Laminta'))[0], 'laminat');
    assert.equal((await keys('q=Trepe'))[0], 'treppe');
    assert.deepEqual(await keys('q=Xylophon'), [], 'nothing near it: no results rather than noise');
  });

  test('a part of a compound word finds it ("leger" in "Fliesenleger")', async () => {
    assert.deepEqual(await keys('q=leger'), ['notdienst']);
    assert.ok((await keys('q=schnitt')).includes('hecke'), 'Heckenschnitt');
  });

  test('category filter and price range narrow the hits', async () => {
    assert.deepEqual(new Set(await keys('q=verlegen&category=4')), new Set(['bad', 'terrassenplatten']));
    assert.deepEqual(new Set(await keys('q=verlegen&category=9')), new Set(['vinyl', 'laminat', 'teppich']));
    assert.deepEqual(new Set(await keys('q=verlegen&min_price=300&max_price=1600')), new Set(['terrassenplatten', 'laminat', 'teppich']));
    assert.deepEqual(await keys('category=7&sort=price_asc'), ['rinne', 'inspektion'], 'no q: every service of the category');
    const cheap = await search('max_price=120');
    assert.ok(cheap.items.every((hit) => hit.price <= 120) && cheap.total === 3, `${cheap.total} up to 120 €`);
  });

  test('facets=categories counts the hits per category, ignoring the category filter, most first', async () => {
    const tiling = await search('q=verlegen&category=4&facets=categories');
    assert.deepEqual(new Set(tiling.items.map((h) => keyOf.get(h.id))), new Set(['bad', 'terrassenplatten']));
    assert.deepEqual(tiling.category_counts, [
      { category_id: 9, count: 3 },
      { category_id: 4, count: 2 },
    ]);
    assert.deepEqual((await search('q=Flisen&facets=categories')).category_counts?.[0], { category_id: 4, count: 3 }, 'the typo stage too');
    assert.equal((await search('q=verlegen')).category_counts, undefined, 'only when asked');
    assert.deepEqual((await search('q=Xylophon&facets=categories')).category_counts, []);
  });

  test('sort orders: price up and down, newest, and relevance by default', async () => {
    const up = await search('q=verlegen&sort=price_asc');
    assert.deepEqual(up.items.map((h) => h.price), [119, 399, 549, 1590, 2490]);
    const down = await search('q=verlegen&sort=price_desc');
    assert.deepEqual(down.items.map((h) => h.price), [2490, 1590, 549, 399, 119]);
    const newest = await keys('q=verlegen&sort=newest');
    assert.deepEqual(newest, ['teppich', 'laminat', 'vinyl', 'terrassenplatten', 'bad'], 'created last first');
    assert.deepEqual(await keys('q=Fliese'), await keys('q=Fliese&sort=relevance'));
  });

  test('a postcode shows the services whose seller covers it, nearest first, with the distance', async () => {
    const berlin = await search('postcode=10115&sort=distance&size=100');
    const bySeller = new Map<number, number | undefined>(berlin.items.map((h) => [h.seller_id, h.distance_km]));
    assert.deepEqual([...bySeller.keys()], [sellers.berlin.id, sellers.potsdam.id], 'Berlin (0 km), then Potsdam (27 km, radius 50)');
    assert.equal(bySeller.get(sellers.berlin.id), 0);
    const potsdamKm = bySeller.get(sellers.potsdam.id) ?? 0;
    assert.ok(potsdamKm > 24 && potsdamKm < 30, `Potsdam-Berlin ${potsdamKm} km`);
    assert.equal(berlin.total, CORPUS.filter(([, s]) => s === 'berlin' || s === 'potsdam').length);
    const distances = berlin.items.map((h) => h.distance_km ?? -1);
    assert.deepEqual(distances, [...distances].sort((a, b) => a - b), 'ordered by distance');

    // From Potsdam, Berlin's craftsman (radius 30) still reaches 27 km; Hamburg's does not.
    const potsdam = await search('postcode=14467&q=streichen');
    assert.deepEqual(new Set(potsdam.items.map((h) => keyOf.get(h.id))), new Set(['maler', 'fassade', 'altbau']));
    assert.ok(potsdam.items.every((h) => typeof h.distance_km === 'number'));
    assert.deepEqual(new Set((await search('postcode=10115&radius_km=10')).items.map((h) => h.seller_id)), new Set([sellers.berlin.id]), 'radius_km narrows');
    // Freising is 33 km from München: inside the München craftsman's 100 km.
    const freising = await search('postcode=85354&q=Treppe');
    assert.deepEqual(freising.items.map((h) => keyOf.get(h.id)), ['treppe']);
    assert.ok((freising.items[0]?.distance_km ?? 0) > 25);
    assert.equal((await search('postcode=50667')).total, 0, 'nobody works in Köln');
    assert.equal((await search('q=Treppe')).items[0]?.distance_km, undefined, 'no postcode, no distance');
  });

  // PostgreSQL finds a word's rows through the lexemes its prefix stands for; without them it falls
  // back to a partial-match scan of the whole index (same hits, several times slower).
  if (process.env.TEST_DATABASE_URL) {
    test('PostgreSQL: a prefix stands for the lexemes that start with its stem; a typo stands for none', async () => {
      const [fliese, flisen] = await postgresWords(ctx.app.db, ['fliese', 'flisen']);
      assert.ok(fliese?.lexemes?.length, `lexemes of "fliese": ${JSON.stringify(fliese)}`);
      assert.ok(fliese.lexemes.every((lexeme) => lexeme.startsWith('flies')), JSON.stringify(fliese.lexemes));
      assert.equal(fliese.knownPrefix, true, '"Fliesenleger" starts with "fliese"');
      assert.deepEqual(flisen, { lexemes: [], knownPrefix: false });
    });
  }

  test('paging walks through all hits once, total stays the same', async () => {
    const seen: number[] = [];
    for (let page = 1; page <= 4; page += 1) {
      const result = await search(`q=verlegen&size=2&page=${page}&sort=price_asc`);
      assert.equal(result.total, 5);
      assert.equal(result.page, page);
      assert.equal(result.size, 2);
      seen.push(...result.items.map((h) => h.id));
    }
    assert.equal(seen.length, 5);
    assert.equal(new Set(seen).size, 5);
    const beyond = await search('q=verlegen&size=2&page=9');
    assert.deepEqual(beyond.items, []);
    assert.equal(beyond.total, 5, 'total is known beyond the last page too');
  });

  test('the index follows edits, deletions, category renames and deleted accounts', async () => {
    const id = ids.get('zaun') ?? 0;
    const seller = sellers.potsdam;
    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/services/${id}`,
      headers: seller.auth,
      payload: { seller_id: seller.id, category_id: 10, title: 'Sichtschutzzaun setzen', description: 'Blickdicht.', price: 990 },
    });
    assert.equal(edited.statusCode, 200, edited.body);
    assert.deepEqual(await keys('q=Sichtschutzzaun'), ['zaun']);
    assert.deepEqual(await keys('q=Pfosten'), [], 'the old description is gone from the index');

    assert.equal((await ctx.app.inject({ method: 'DELETE', url: `/services/${id}`, headers: seller.auth })).statusCode, 204);
    assert.deepEqual(await keys('q=Sichtschutzzaun'), []);
    assert.deepEqual(await keys('q=Sichtschutzzaum'), [], 'not through the typo path either');

    await ctx.app.db.updateTable('categories').set({ name: 'Gartenbau' }).where('id', '=', 10).execute();
    assert.ok((await keys('q=Gartenbau')).includes('hecke'));
    await ctx.app.db.updateTable('categories').set({ name: 'Garden' }).where('id', '=', 10).execute();

    const gone = sellers.hamburg;
    const deleted = await ctx.app.inject({ method: 'DELETE', url: `/users/${gone.id}`, headers: gone.auth, payload: { password: gone.password } });
    assert.equal(deleted.statusCode, 204, deleted.body);
    assert.deepEqual(await keys('q=Heizungswartung'), [], 'a deleted craftsman’s services are gone');
    assert.deepEqual(await keys('q=Heizungswartng'), []);
    assert.equal((await search('postcode=20095')).total, 0);
  });
});
