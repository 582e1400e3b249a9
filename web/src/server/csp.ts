import type { WebConfig } from '../config';
import { type FileOrigins, originOf } from './env';

/** No inline scripts anywhere; styled-components injects <style> tags, so styles allow inline. */
export function contentSecurityPolicy(config: Pick<WebConfig, 'apiUrl' | 'remotes'>, fileOrigins: FileOrigins = { images: [], downloads: [] }): string {
  const remoteOrigins = Object.values(config.remotes).map((r) => originOf(r.entry));
  const apiOrigin = originOf(config.apiUrl);
  const extra = (list: (string | null)[]) => [...new Set(list.filter(Boolean))].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${extra(remoteOrigins)}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${extra([apiOrigin, ...fileOrigins.images])}`.trim(),
    `connect-src 'self' ${extra([apiOrigin, ...remoteOrigins, ...fileOrigins.downloads])}`.trim(),
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
