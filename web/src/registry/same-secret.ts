import crypto from 'node:crypto';

const digest = (text: string) => crypto.createHash('sha256').update(text).digest();

/**
 * Whether a presented secret (the deploy token) is the configured one. Compared as SHA-256
 * digests: always 32 bytes, so timingSafeEqual never throws and the time taken says nothing of
 * either length or of the first byte that differs.
 */
export const sameSecret = (given: string, expected: string): boolean => crypto.timingSafeEqual(digest(given), digest(expected));
