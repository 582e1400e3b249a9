import { entryLabels, type RemoteManifest } from '@craft/shared/contracts';
import german from '../locales/de.json';
import english from '../locales/en.json';
import { declaration } from './declaration';

/**
 * Everything the host knows of the operators’ console. Pure data: the build writes it to
 * dist/remote-manifest.json and the web server hands it to the host in /config.json, menu labels
 * of every language included, so the host labels the remote's entries before loading its code.
 */
export const manifest: RemoteManifest = {
  ...declaration,
  // The menu labels in both languages, from the remote's own catalogues.
  texts: { en: entryLabels(english), de: entryLabels(german) },
};
