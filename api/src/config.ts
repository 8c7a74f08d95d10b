/**
 * Server settings, read once from the environment. Relative paths given in the environment are
 * resolved against the working directory; the defaults are anchored to the repository so the
 * server behaves the same whichever directory it is started from.
 */
import fs from 'node:fs';
import path from 'node:path';
import { BOOKINGS_PER_CLIENT_PER_DAY, CONTACT, DEFAULT_RETENTION_DAYS } from '@efe/shared/constants';

/** Long enough that guessing is hopeless; `openssl rand -base64 32` gives 44 characters. */
export const MIN_ADMIN_TOKEN_LENGTH = 16;

/**
 * The folder holding package.json and locales/: two levels up from the source (api/src), four
 * from the compiled API (api/dist/api/src), so both start the same way.
 */
function repositoryRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json')) && fs.existsSync(path.join(dir, 'locales'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no repository (package.json and locales/) above ${from}`);
  }
}

const REPOSITORY_ROOT = repositoryRoot(__dirname);

export const DEFAULT_SITE_ORIGINS = [
  'http://127.0.0.1:9000',
  'http://localhost:9000',
  'http://127.0.0.1:8000',
  'http://localhost:8000',
  'http://127.0.0.1:9100',
];

type Environment = Record<string, string | undefined>;

function pathFrom(env: Environment, name: string, fallbackFromRoot: string): string {
  const value = env[name]?.trim();
  return value ? path.resolve(value) : path.join(REPOSITORY_ROOT, fallbackFromRoot);
}

function integerFrom(env: Environment, name: string, fallback: number, min: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be an integer >= ${min}, got "${raw}"`);
  }
  return value;
}

function trustProxyFrom(env: Environment): boolean | number | string[] {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw.split(',').map((entry) => entry.trim()).filter(Boolean);
}

function adminTokenFrom(env: Environment): string | null {
  const token = env.ADMIN_TOKEN?.trim();
  if (!token) return null;
  if (token.length < MIN_ADMIN_TOKEN_LENGTH) {
    throw new Error(`ADMIN_TOKEN must be at least ${MIN_ADMIN_TOKEN_LENGTH} characters (try: openssl rand -base64 32)`);
  }
  return token;
}

function urlFrom(env: Environment, name: string): string | null {
  const value = env[name]?.trim();
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  return value;
}

export function configFromEnv(env: Environment = process.env) {
  const host = env.HOST?.trim() || '127.0.0.1';
  const port = integerFrom(env, 'PORT', 4000, 0);
  const origins = env.SITE_ORIGINS?.trim();
  // A wildcard bind address is no URL a browser can fetch from; loopback is, on this machine.
  const urlHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const databasePath = pathFrom(env, 'DATABASE_PATH', 'data/content.db');
  return {
    host,
    port,
    /** Origin used to turn stored media file names into absolute URLs. */
    publicUrl: (env.PUBLIC_URL?.trim() || `http://${urlHost}:${port}`).replace(/\/+$/, ''),
    databasePath,
    uploadsDir: pathFrom(env, 'UPLOADS_DIR', 'data/uploads'),
    /** Holds `content/*.json` and `media/*`. */
    seedDir: pathFrom(env, 'SEED_DIR', 'api/seed'),
    /** Holds `{language}/validation.json`. */
    localesDir: path.join(REPOSITORY_ROOT, 'locales'),
    siteOrigins: origins ? origins.split(',').map((origin) => origin.trim()).filter(Boolean) : DEFAULT_SITE_ORIGINS,
    /** Submissions per minute per client (IPv4 address or IPv6 /64), both POST routes together. */
    rateLimitMax: integerFrom(env, 'RATE_LIMIT_MAX', 20, 1),
    /** Consultations one client (IPv4 address or IPv6 /64) may book in 24 hours. */
    bookingsPerClientPerDay: integerFrom(env, 'BOOKINGS_PER_CLIENT_PER_DAY', BOOKINGS_PER_CLIENT_PER_DAY, 1),
    /**
     * Which proxies' X-Forwarded-For to believe (Fastify's trustProxy): false (none, the default),
     * true (any), a hop count, or a list of addresses/CIDRs. Behind a CDN or load balancer without
     * it, every visitor has the proxy's address and all share one rate-limit bucket.
     */
    trustProxy: trustProxyFrom(env),
    /**
     * Longest time a client may take to send a whole request (a slow body is cut off); a 2.2 MB
     * application over a slow mobile uplink (~30 KB/s) takes about 75 s.
     */
    requestTimeoutMs: integerFrom(env, 'REQUEST_TIMEOUT_MS', 120_000, 100),
    /** A connection idle this long is closed. */
    connectionTimeoutMs: integerFrom(env, 'CONNECTION_TIMEOUT_MS', 30_000, 100),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    /** Bearer token of the admin API; the admin routes are not mounted without one. */
    adminToken: adminTokenFrom(env),
    /** Content pictures and CVs uploaded through the admin API (public, served under /media). */
    mediaDir: pathFrom(env, 'MEDIA_DIR', 'data/media'),
    deploy: {
      /** POSTed after content changes (a CI's repository_dispatch, a static host's build hook). */
      hookUrl: urlFrom(env, 'DEPLOY_HOOK_URL'),
      /** The local rebuilder's GET /status: the admin's Deploys page then says when a build is live. */
      statusUrl: urlFrom(env, 'DEPLOY_STATUS_URL'),
      /** How long GitHub's answer about the workflow runs is reused (the Deploys page polls every 5 s). */
      runsRefreshMs: integerFrom(env, 'DEPLOY_RUNS_REFRESH_MS', 15_000, 0),
      /** Sent as `Authorization: Bearer` (GitHub's dispatch endpoint needs one). */
      hookToken: env.DEPLOY_HOOK_TOKEN?.trim() || null,
      /** Quiet time after the last edit before the hook is called: a burst of edits makes one call. */
      debounceMs: integerFrom(env, 'DEPLOY_DEBOUNCE_MS', 5000, 0),
      /** First retry delay; it doubles on each further attempt. */
      retryBaseMs: integerFrom(env, 'DEPLOY_RETRY_BASE_MS', 2000, 1),
      maxAttempts: integerFrom(env, 'DEPLOY_MAX_ATTEMPTS', 5, 1),
      /** Per attempt. */
      timeoutMs: integerFrom(env, 'DEPLOY_TIMEOUT_MS', 10_000, 100),
    },
    /** Applications, contact messages and sent mails older than this are deleted. */
    retentionDays: integerFrom(env, 'RETENTION_DAYS', DEFAULT_RETENTION_DAYS, 1),
    /** The staff admin's built files (`npm run admin:build`), served under /admin/. */
    adminAppDir: path.join(REPOSITORY_ROOT, 'admin', 'dist'),
    mail: {
      /** e.g. smtp://user:pass@mail.example.com:587; without it mails are written to `outboxDir`. */
      smtpUrl: smtpUrlFrom(env),
      /** The staff address that hears of every application and contact message. */
      notifyTo: env.NOTIFY_TO?.trim() || CONTACT.email,
      from: env.MAIL_FROM?.trim() || `Elite Family Education <${CONTACT.email}>`,
      // Beside the database by default, so a test's or benchmark's temporary API keeps its own.
      outboxDir: env.OUTBOX_DIR?.trim() ? path.resolve(env.OUTBOX_DIR.trim()) : path.join(path.dirname(databasePath), 'outbox'),
      /** First wait after a failed send; it doubles on each further attempt, up to an hour. */
      retryBaseMs: integerFrom(env, 'MAIL_RETRY_BASE_MS', 30_000, 1),
    },
  };
}

export type AppConfig = ReturnType<typeof configFromEnv>;
export type DeploySettings = AppConfig['deploy'];

function smtpUrlFrom(env: Environment): string | null {
  const value = env.SMTP_URL?.trim();
  if (!value) return null;
  const protocol = URL.canParse(value) ? new URL(value).protocol : '';
  if (protocol !== 'smtp:' && protocol !== 'smtps:') throw new Error(`SMTP_URL must be an smtp:// or smtps:// URL, got "${value.replace(/\/\/[^@/]*@/, '//…@')}"`);
  return value;
}
