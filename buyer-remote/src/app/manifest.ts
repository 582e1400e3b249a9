import type { RemoteManifest } from '@craft/shared/contracts';
import german from '../locales/de.json';
import english from '../locales/en.json';
import { declaration } from './declaration';

/**
 * A catalogue's menu labels (its `entries` section) as plain text. The build evaluates this file
 * with the raw JSON (remote-manifest.json, which the host reads); webpack and jest hand it the
 * compiled catalogue instead (flat ids, parsed messages), where a label has no placeholders.
 */
function menuTexts(catalog: typeof english): Record<string, string> {
  if (typeof catalog.entries === 'object') return catalog.entries;
  const texts: Record<string, string> = {};
  for (const [id, message] of Object.entries(catalog as Record<string, unknown>)) {
    if (id.startsWith('entries.')) texts[id.slice('entries.'.length)] = Array.isArray(message) ? message.join('') : String(message);
  }
  return texts;
}

/**
 * Everything the host knows of the buyer remote. Pure data: the build writes it to
 * dist/remote-manifest.json and the web server hands it to the host in /config.json, menu labels
 * of every language included, so the host labels the remote's entries before loading its code.
 */
export const manifest: RemoteManifest = {
  ...declaration,
  // The menu labels in both languages, from the remote's own catalogues (#18).
  texts: { en: menuTexts(english), de: menuTexts(german) },
};
