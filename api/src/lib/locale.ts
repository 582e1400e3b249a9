import type { FastifyRequest } from 'fastify';
import type { Locale } from '@craft/shared/api/types';

/**
 * The language a request asks for, for whoever has no stored choice: a registration without
 * one, a visitor's quotation request. German when the browser's most preferred language is German
 * (`de`, `de-DE`, `de-AT`, …), English otherwise — also when the header is missing or unreadable.
 */
export function requestLocale(request: Pick<FastifyRequest, 'headers'>): Locale {
  return acceptLanguageLocale(request.headers['accept-language']);
}

/** `Accept-Language: en-US,de;q=0.9` -> 'en'; the first of the highest quality wins, as browsers mean it. */
export function acceptLanguageLocale(header: string | string[] | undefined): Locale {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  let best: { tag: string; q: number } | null = null;
  // A header is short; more than 20 entries is not a browser's, and the rest is not read.
  for (const entry of value.split(',').slice(0, 20)) {
    const [rawTag = '', ...params] = entry.trim().split(';');
    const tag = rawTag.trim().toLowerCase();
    if (!tag) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { tag, q };
  }
  return best && (best.tag === 'de' || best.tag.startsWith('de-')) ? 'de' : 'en';
}
