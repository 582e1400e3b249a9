// database-independent: nothing here touches a database, so only the SQLite pass runs it (scripts/run-tests.mjs).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import postcodeFile from './postcodes-de.json';
import { derivePostcodes, haversineKm, toFileRows, type PostcodeFileRow } from './postcodes';

const rows = postcodeFile as PostcodeFileRow[];
const byCode = new Map(rows.map((row) => [row[0], row]));
const point = (code: string) => {
  const row = byCode.get(code);
  assert.ok(row, `${code} is in the table`);
  return { lat: row[2], lon: row[3] };
};

test('postcodes-de.json is exactly what the pinned postcode and gazetteer packages give (npm run postcodes -w api)', () => {
  assert.deepEqual(toFileRows(derivePostcodes()), rows);
});

test('every German postcode area is covered, the big cities by their place coordinates', () => {
  assert.ok(rows.length > 8000, `${rows.length} postcodes`);
  assert.ok(rows.every(([code, , lat, lon]) => /^\d{5}$/.test(code) && lat > 47 && lat < 55.1 && lon > 5.8 && lon < 15.1), 'all inside Germany');
  assert.deepEqual(byCode.get('10115')?.slice(1, 2), ['Berlin']);
  assert.deepEqual(byCode.get('80331')?.slice(1, 2), ['München']);
  // Road distances are longer; these are the straight lines between the city centres.
  assert.ok(Math.abs(haversineKm(point('10115'), point('20095')) - 255) < 5, 'Berlin-Hamburg ~255 km');
  assert.ok(Math.abs(haversineKm(point('10115'), point('80331')) - 504) < 5, 'Berlin-München ~504 km');
  assert.ok(Math.abs(haversineKm(point('50667'), point('80331')) - 456) < 5, 'Köln-München ~456 km');
  assert.equal(haversineKm(point('10115'), point('10115')), 0);
});
