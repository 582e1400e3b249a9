// Writes src/db/postcodes-de.json from the postcode and gazetteer packages (see
// src/db/postcodes.ts). Run after updating either package: `npm run postcodes -w api`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { derivePostcodes, toFileRows } from '../src/db/postcodes';

const target = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/db/postcodes-de.json');
const rows = toFileRows(derivePostcodes());
fs.writeFileSync(target, `[\n${rows.map((row) => JSON.stringify(row)).join(',\n')}\n]\n`);
console.log(`${rows.length} postcodes -> ${path.relative(process.cwd(), target)}`);
