import { randomBytes } from 'node:crypto';

/** 128 bits, URL- and file-name-safe: unguessable names for stored files and references. */
export const randomToken = (): string => randomBytes(16).toString('base64url');
