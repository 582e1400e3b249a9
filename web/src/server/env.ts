/**
 * What the web server takes from the environment: the run-time config it serves, where the API
 * is, which proxies it believes and where stored files come from. Shared with deploy-config (nginx).
 */
import { REMOTE_NAMES } from '@craft/shared/contracts/remotes';
import type { WebConfig } from '../config';

type Env = Record<string, string | undefined>;

export const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null; // same-origin relative URL
  }
};

/** Object-storage origins the browser fetches from besides the API. */
export interface FileOrigins {
  images: string[];
  downloads: string[];
}

/**
 * Where the browser fetches stored files from besides the API, when the API uses object storage
 * (the same S3_* variables as the API): photos from S3_PUBLIC_URL, and documents through signed
 * URLs (S3_SIGNED_URL_SECONDS > 0) on the bucket's own origin, path-style or virtual-hosted.
 */
export function fileOriginsFromEnv(env: Env = process.env): FileOrigins {
  const images = [originOf(env.S3_PUBLIC_URL ?? '')];
  const downloads: string[] = [];
  if (env.S3_ENDPOINT && env.S3_BUCKET && Number(env.S3_SIGNED_URL_SECONDS ?? 0) > 0) {
    const endpoint = originOf(env.S3_ENDPOINT);
    const pathStyle = (env.S3_FORCE_PATH_STYLE ?? '1') !== '0';
    if (endpoint) {
      const url = new URL(endpoint);
      downloads.push(pathStyle ? endpoint : `${url.protocol}//${env.S3_BUCKET}.${url.host}`);
    }
  }
  return { images: images.filter((origin): origin is string => Boolean(origin)), downloads };
}

/**
 * The site operator's details for the Impressum (section 5 of the Digitale-Dienste-Gesetz) and the privacy notice, one
 * variable each. A field left unset is null: the legal pages show a marked placeholder
 * ("[Platzhalter: Firmenname]" / "[Placeholder: company name]") and a notice that the operator's
 * details are placeholders, as in the demo. See the README's configuration section.
 */
export const OPERATOR_VARIABLES = {
  name: 'OPERATOR_NAME',
  legalForm: 'OPERATOR_LEGAL_FORM',
  representative: 'OPERATOR_REPRESENTATIVE',
  street: 'OPERATOR_STREET',
  postcodeCity: 'OPERATOR_POSTCODE_CITY',
  country: 'OPERATOR_COUNTRY',
  email: 'OPERATOR_EMAIL',
  phone: 'OPERATOR_PHONE',
  register: 'OPERATOR_REGISTER',
  vatId: 'OPERATOR_VAT_ID',
  privacyContact: 'OPERATOR_PRIVACY_CONTACT',
  supervisoryAuthority: 'OPERATOR_SUPERVISORY_AUTHORITY',
} as const;

function operatorFromEnv(env: Env): Record<keyof typeof OPERATOR_VARIABLES, string | null> {
  return Object.fromEntries(Object.entries(OPERATOR_VARIABLES).map(([field, variable]) => [field, env[variable]?.trim() || null])) as Record<
    keyof typeof OPERATOR_VARIABLES,
    string | null
  >;
}

/**
 * The run-time config from the environment: the API under /api of this same origin (proxied) and
 * same-origin remotes by default. API_URL points the browser at a separately hosted public API.
 */
export function configFromEnv(env: Env = process.env): WebConfig {
  const siteOrigin = env.PUBLIC_BASE_URL?.trim();
  return {
    apiUrl: env.API_URL?.trim() || '/api',
    // <NAME>_REMOTE_URL (BUYER_REMOTE_URL, ADMIN_REMOTE_URL, ...) moves a remote elsewhere.
    remotes: Object.fromEntries(
      REMOTE_NAMES.map((name) => [name, { entry: env[`${name.toUpperCase()}_REMOTE_URL`] ?? `/remotes/${name}/mf-manifest.json` }]),
    ) as WebConfig['remotes'],
    operator: operatorFromEnv(env),
    // Canonical URLs of the pages name the public address, whatever address served them.
    ...(siteOrigin ? { siteOrigin } : {}),
  };
}

/** The address this machine's API listens on as seen from here: HOST, or loopback when it listens on every interface. */
export function localApiHost(env: Env = process.env): string {
  const host = env.HOST?.trim();
  return !host || host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
}

/**
 * Where /api is proxied to: API_INTERNAL_URL (one address, or several separated by commas: the
 * web server spreads requests over them, see api-upstreams.ts), else the API of `npm start` on
 * this machine (HOST, PORT 8080).
 */
export function apiInternalUrlFromEnv(env: Env = process.env): string {
  const internal = env.API_INTERNAL_URL?.trim();
  if (internal) return internal;
  const scheme = env.TLS_CERT && env.TLS_KEY ? 'https' : 'http';
  const host = localApiHost(env);
  return `${scheme}://${host.includes(':') ? `[${host}]` : host}:${env.PORT || '8080'}`;
}

/** TRUST_PROXY as Fastify's trustProxy: a list of addresses/CIDRs, or false (believe no header). */
export function trustProxyFromEnv(env: Env = process.env): string[] | false {
  const list = (env.TRUST_PROXY ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return list.length ? list : false;
}

/** The addresses in an API_INTERNAL_URL value (comma-separated; a trailing slash dropped). */
export function apiAddresses(value: string): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}
