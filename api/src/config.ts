import os from 'node:os';
import path from 'node:path';

/** Argon2id cost. Production keeps the library's memory-hard defaults; tests may lower them. */
export interface PasswordHashCost {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** A fixed-window limit: at most `max` requests per `windowMs`. */
export interface RateLimit {
  max: number;
  windowMs: number;
}

export interface AppConfig {
  port: number;
  host: string;
  /** Absolute; holds the SQLite file, uploads, outbox and the generated JWT secret. */
  dataDir: string;
  /** PostgreSQL when set, else SQLite in dataDir. */
  databaseUrl: string | null;
  /** PostgreSQL schema to use (created if missing); tests use a fresh one per run. */
  databaseSchema: string | null;
  seedDemo: boolean;
  /** Null: generated once and kept in dataDir/jwt-secret. */
  jwtSecret: string | null;
  jwtExpiresIn: string;
  /** DEPLOY_TOKEN: what a web tier sends to publish remote releases; null turns those endpoints off. */
  deployToken: string | null;
  webOrigins: string[];
  /**
   * Origin of the web app the e-mailed links open (PUBLIC_WEB_URL), e.g. `https://craft.example`;
   * defaults to the first WEB_ORIGIN that is not `*`, else http://localhost:3000.
   */
  publicWebUrl: string;
  smtpUrl: string | null;
  mailFrom: string;
  tls: { cert: string; key: string } | null;
  logLevel: string;
  passwordHash: PasswordHashCost;
  /**
   * PASSWORD_HASHING: 'process' (default) runs argon2 in a child process at a below-normal CPU
   * priority (nice 10), so logins cannot slow down browsing; 'inline' in this process (tests).
   */
  passwordHashing: 'process' | 'inline';
  /**
   * CPU-heavy work: `cpuSlots` jobs at once of password hashing and as many of
   * image processing (default: cores - 1, at least 1), each kind with its own slots and queue, so
   * a login never waits behind photos; beyond the queue 503.
   */
  /** EVENT_LOOP_LIMIT_MS: event-loop lag beyond which every request gets 503 + Retry-After; 0 = off. */
  eventLoopDelayLimitMs: number;
  workPools: { cpuSlots: number; passwordQueue: number; imageQueue: number; documentQueue: number; retryAfterSeconds: number };
  /** Bounded catalogue: newest N services per category in GET /categories. */
  categoryPreviewSize: number;
  /** SEARCH_CACHE=off: every search is computed (the search bench's cold figures); on by default. */
  searchCache: boolean;
  /**
   * GET /live: open streams per account and per client address (429 + Retry-After beyond), and
   * how long one stream lasts before the server ends it and the client reconnects (ms).
   */
  liveStreams: { perAccount: number; perAddress: number; lifetimeMs: number };
  /** How long SIGTERM waits for in-flight requests before it cuts the rest off (SHUTDOWN_TIMEOUT_MS). */
  shutdownTimeoutMs: number;
  limits: {
    photoBytes: number;
    documentBytes: number;
    /** Failed logins per (account, address) pair: the limit a guesser meets first. */
    loginFailuresPerAccountAndIp: RateLimit;
    loginFailuresPerIp: RateLimit;
    /**
     * Failed logins per account from all addresses together. Beyond it nobody is locked out: each
     * address may fail only once more on the account (the owner, right password, still gets in).
     */
    loginFailuresPerAccount: RateLimit;
    /** Anonymous writes that cost disk or send mail, per IP. */
    registrations: RateLimit;
    quotations: RateLimit;
    uploads: RateLimit;
    /** POST /reports (notices of illegal or unfitting content; visitors may send them too), and POST /appeals with the same limit, each route counted apart. */
    reports: RateLimit;
    /** Bytes of uploaded files per address and per account in a window (429 beyond), besides the count above. */
    uploadBytesPerIp: RateLimit;
    uploadBytesPerAccount: RateLimit;
    /** A document upload not attached to any record within this time is deleted, row and file. */
    unattachedDocumentMs: number;
    /** POST /users/password-reset per IP (429 beyond) and mails per address (silently dropped beyond). */
    passwordResetsPerIp: RateLimit;
    passwordResetMailsPerEmail: RateLimit;
    /** The same per day: reset mails to one address are capped apart from the other account mails, so those cannot use up its resets. */
    passwordResetMailsPerEmailPerDay: RateLimit;
    /** POST /users/confirm-email/resend per user. */
    confirmationResends: RateLimit;
    /**
     * Routes that hash a password or send a mail, counted per address (429 before any of that
     * work) and per account: reset confirmations (made-up tokens included), e-mail changes,
     * confirmation resends.
     */
    passwordResetConfirmsPerIp: RateLimit;
    passwordResetConfirmsPerAccount: RateLimit;
    emailChangesPerIp: RateLimit;
    emailChangesPerAccount: RateLimit;
    confirmationResendsPerIp: RateLimit;
    /**
     * Account mails to one address that may not have asked for them (confirmations, address-taken
     * and change notices): beyond this many a day they are dropped silently, the answer unchanged.
     */
    accountMailsPerRecipient: RateLimit;
    /** Mark-as-read calls per user (each one is pushed to the reader's tabs and the other party). */
    readsPerUser: RateLimit;
    /** Messages sent per user: enough for a lively chat, too few for a spam run. */
    messagesPerUser: RateLimit;
    /** At most one "new message" mail per conversation and recipient in this time. */
    messageNoticeMs: number;
    /** At most one mail about new quotation requests per craftsman in this time. */
    quotationMailIntervalMs: number;
  };
  /**
   * How often pending quotation-request mails are looked at: the first mail of a burst waits
   * at most this long and lists the whole burst. 0 = never by timer (tests send them themselves).
   */
  quotationMailSweepMs: number;
  /** Mail retry back-off in ms per attempt; a send is dropped (and logged) after the last. */
  mailRetryDelaysMs: number[];
  /**
   * Shared state for several instances: login counters, rate limits, catalogue invalidation and
   * the mail queue. Null keeps all of them in this process (one instance).
   */
  redisUrl: string | null;
  /** Bearer token for GET /metrics (Prometheus); null turns the route off. */
  metricsToken: string | null;
  /** Prefix of every Redis key, channel and queue, so deployments (or test runs) sharing a Redis never collide. */
  redisPrefix: string;
  /** How long a mail job stays with a worker that stopped answering before another instance takes it over. */
  mailJobLockMs: number;
  /**
   * How often each instance looks for mail in the database queue (mail_queue: what was accepted
   * while Redis was away and is not sent yet, by an instance that stopped or restarted).
   */
  mailQueuePollMs: number;
  /** S3-compatible object store instead of DATA_DIR/uploads when set. */
  s3: S3Config | null;
  /**
   * Scheduled backups of the embedded default (SQLite + DATA_DIR/uploads): every `intervalMs`
   * (0 = off) into `dir`, the newest `keep` kept; the first one no sooner than `firstDelayMs` after start.
   */
  backups: { intervalMs: number; keep: number; dir: string; firstDelayMs: number };
  /**
   * Parse every response body with its zod schema before it is sent (RESPONSE_CHECKS=1; on in the
   * tests). Off in production: the serializer still writes only the schema's fields.
   */
  checkResponses: boolean;
  /**
   * Addresses/CIDRs of reverse proxies (nginx) whose X-Forwarded-For is believed, so throttles
   * count the client's IP, not the proxy's. Empty: the socket's address, headers ignored.
   */
  trustedProxies: string[];
  /** PUBLIC_API_URL: the API's public base (e.g. https://example.com/api) for absolute file URLs; null = what a trusted proxy names, else the API's own address (never a request's Host). */
  publicApiUrl: string | null;
}

export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path (MinIO, most self-hosted stores) instead of the host name. */
  forcePathStyle: boolean;
  /** Public base URL of photos (a CDN or a public-read bucket); null streams them through GET /files. */
  publicUrl: string | null;
  /** Private documents: 302 to a signed URL valid this long (seconds); 0 streams them through the API. */
  signedUrlSeconds: number;
}

const MINUTE = 60_000;

export const defaultLimits: AppConfig['limits'] = {
  photoBytes: 10 * 1024 * 1024,
  documentBytes: 20 * 1024 * 1024,
  loginFailuresPerAccountAndIp: { max: 5, windowMs: 15 * MINUTE },
  loginFailuresPerIp: { max: 20, windowMs: 15 * MINUTE },
  loginFailuresPerAccount: { max: 50, windowMs: 60 * MINUTE },
  registrations: { max: 100, windowMs: 10 * MINUTE },
  quotations: { max: 50, windowMs: 10 * MINUTE },
  reports: { max: 30, windowMs: 10 * MINUTE },
  uploads: { max: 200, windowMs: 10 * MINUTE },
  // Ten full-size documents or twenty photos an hour: a busy craftsman's afternoon, not a disk.
  uploadBytesPerIp: { max: 200 * 1024 * 1024, windowMs: 60 * MINUTE },
  uploadBytesPerAccount: { max: 200 * 1024 * 1024, windowMs: 60 * MINUTE },
  // A client attaches its upload within seconds (the form is already filled in).
  unattachedDocumentMs: 60 * MINUTE,
  passwordResetsPerIp: { max: 20, windowMs: 15 * MINUTE },
  passwordResetMailsPerEmail: { max: 3, windowMs: 15 * MINUTE },
  passwordResetMailsPerEmailPerDay: { max: 10, windowMs: 24 * 60 * MINUTE },
  confirmationResends: { max: 3, windowMs: 15 * MINUTE },
  passwordResetConfirmsPerIp: { max: 20, windowMs: 15 * MINUTE },
  passwordResetConfirmsPerAccount: { max: 10, windowMs: 15 * MINUTE },
  emailChangesPerIp: { max: 20, windowMs: 15 * MINUTE },
  emailChangesPerAccount: { max: 5, windowMs: 24 * 60 * MINUTE },
  confirmationResendsPerIp: { max: 20, windowMs: 15 * MINUTE },
  accountMailsPerRecipient: { max: 5, windowMs: 24 * 60 * MINUTE },
  readsPerUser: { max: 120, windowMs: MINUTE },
  messagesPerUser: { max: 30, windowMs: MINUTE },
  messageNoticeMs: 15 * MINUTE,
  quotationMailIntervalMs: 60 * MINUTE,
};

/** argon2's own defaults (64 MiB, t=3, p=4): memory-hard in production. */
/**
 * argon2id, 64 MiB, t=3, one lane: p=4 ran four threads per hash and took both cores from request
 * handling. Older p=4 hashes still verify and are rehashed at the next login.
 */
export const productionPasswordHash: PasswordHashCost = { memoryCost: 65_536, timeCost: 3, parallelism: 1 };

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return value;
}

function text(env: Env, name: string): string | null {
  const raw = env[name]?.trim();
  return raw ? raw : null;
}

/** S3_ENDPOINT and S3_BUCKET select the driver; credentials are then required. */
function s3Config(env: Env): S3Config | null {
  const endpoint = text(env, 'S3_ENDPOINT');
  const bucket = text(env, 'S3_BUCKET');
  if (!endpoint && !bucket) return null;
  const accessKeyId = text(env, 'S3_ACCESS_KEY_ID');
  const secretAccessKey = text(env, 'S3_SECRET_ACCESS_KEY');
  if (!endpoint || !bucket || !accessKeyId || !secretAccessKey) {
    throw new Error('S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  return {
    endpoint,
    bucket,
    region: text(env, 'S3_REGION') ?? 'us-east-1',
    accessKeyId,
    secretAccessKey,
    forcePathStyle: !['0', 'false'].includes(text(env, 'S3_FORCE_PATH_STYLE') ?? '1'),
    publicUrl: text(env, 'S3_PUBLIC_URL')?.replace(/\/$/, '') ?? null,
    signedUrlSeconds: int(env, 'S3_SIGNED_URL_SECONDS', 0),
  };
}

/** Reads the environment once at start; a bad value stops the server with a clear message. */
// `npm run api` from the repo root runs in api/; npm's INIT_CWD keeps ./data at the root.
export function loadConfig(env: Env = process.env, cwd: string = env.INIT_CWD || process.cwd()): AppConfig {
  const tlsCert = text(env, 'TLS_CERT');
  const tlsKey = text(env, 'TLS_KEY');
  if (Boolean(tlsCert) !== Boolean(tlsKey)) throw new Error('TLS_CERT and TLS_KEY must be set together');
  const webOrigins = (text(env, 'WEB_ORIGIN') ?? 'http://localhost:3000')
    .split(',')
    .map((origin) => origin.trim().replace(/\/$/, ''))
    .filter(Boolean);
  return {
    port: int(env, 'PORT', 8080),
    host: text(env, 'HOST') ?? '0.0.0.0',
    dataDir: path.resolve(cwd, text(env, 'DATA_DIR') ?? './data'),
    databaseUrl: text(env, 'DATABASE_URL'),
    databaseSchema: text(env, 'DATABASE_SCHEMA'),
    seedDemo: env.SEED_DEMO === '1' || env.SEED_DEMO === 'true',
    jwtSecret: text(env, 'JWT_SECRET'),
    jwtExpiresIn: text(env, 'JWT_EXPIRES_IN') ?? '12h',
    deployToken: text(env, 'DEPLOY_TOKEN'),
    webOrigins,
    publicApiUrl: text(env, 'PUBLIC_API_URL')?.replace(/\/$/, '') ?? null,
    publicWebUrl: (text(env, 'PUBLIC_WEB_URL') ?? webOrigins.find((origin) => origin !== '*') ?? 'http://localhost:3000').replace(/\/$/, ''),
    smtpUrl: text(env, 'SMTP_URL'),
    mailFrom: text(env, 'MAIL_FROM') ?? 'Handwerker Marktplatz <no-reply@craft.local>',
    tls: tlsCert && tlsKey ? { cert: tlsCert, key: tlsKey } : null,
    logLevel: text(env, 'LOG_LEVEL') ?? 'info',
    passwordHash: productionPasswordHash,
    passwordHashing: env.PASSWORD_HASHING === 'inline' ? 'inline' : 'process',
    eventLoopDelayLimitMs: int(env, 'EVENT_LOOP_LIMIT_MS', 1000),
    workPools: {
      cpuSlots: int(env, 'CPU_SLOTS', Math.max(1, os.availableParallelism() - 1)),
      passwordQueue: int(env, 'PASSWORD_QUEUE', 32),
      imageQueue: int(env, 'IMAGE_QUEUE', 8),
      documentQueue: int(env, 'DOCUMENT_QUEUE', 32),
      retryAfterSeconds: 5,
    },
    categoryPreviewSize: int(env, 'CATEGORY_PREVIEW_SIZE', 8),
    searchCache: env.SEARCH_CACHE !== 'off',
    liveStreams: {
      perAccount: int(env, 'LIVE_STREAMS_PER_ACCOUNT', 8),
      perAddress: int(env, 'LIVE_STREAMS_PER_ADDRESS', 32),
      lifetimeMs: int(env, 'LIVE_STREAM_SECONDS', 900) * 1000,
    },
    shutdownTimeoutMs: int(env, 'SHUTDOWN_TIMEOUT_MS', 10_000),
    limits: defaultLimits,
    mailRetryDelaysMs: [2_000, 10_000, 60_000, 300_000],
    quotationMailSweepMs: int(env, 'QUOTATION_MAIL_SWEEP_MS', 60_000),
    redisUrl: text(env, 'REDIS_URL'),
    metricsToken: text(env, 'METRICS_TOKEN'),
    redisPrefix: text(env, 'REDIS_PREFIX') ?? 'craft:',
    mailJobLockMs: int(env, 'MAIL_JOB_LOCK_MS', 30_000),
    mailQueuePollMs: 5_000,
    s3: s3Config(env),
    backups: {
      intervalMs: int(env, 'BACKUP_INTERVAL_HOURS', 24) * 60 * MINUTE,
      keep: Math.max(1, int(env, 'BACKUP_KEEP', 7)),
      dir: path.resolve(cwd, text(env, 'BACKUP_DIR') ?? path.join(text(env, 'DATA_DIR') ?? './data', 'backups')),
      firstDelayMs: 10 * MINUTE,
    },
    checkResponses: env.RESPONSE_CHECKS === '1' || env.RESPONSE_CHECKS === 'true',
    trustedProxies: (text(env, 'TRUST_PROXY') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  };
}
