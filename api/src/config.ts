/**
 * Server settings, read once from the environment. Relative paths given in the environment are
 * resolved against the working directory; the defaults are anchored to the repository so the
 * server behaves the same whichever directory it is started from.
 */
import path from 'node:path';

export interface AppConfig {
  host: string;
  port: number;
  /** Origin used to turn stored media file names into absolute URLs. */
  publicUrl: string;
  databasePath: string;
  uploadsDir: string;
  /** Holds `content/*.json` and `media/*`. */
  seedDir: string;
  /** Holds `{language}/validation.json`. */
  localesDir: string;
  siteOrigins: string[];
  /** Submissions per minute per client IP on each POST route. */
  rateLimitMax: number;
  logLevel: string;
}

const REPOSITORY_ROOT = path.resolve(__dirname, '..', '..');

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

export function configFromEnv(env: Environment = process.env): AppConfig {
  const host = env.HOST?.trim() || '127.0.0.1';
  const port = integerFrom(env, 'PORT', 4000, 0);
  const origins = env.SITE_ORIGINS?.trim();
  // A wildcard bind address is no URL a browser can fetch from; loopback is, on this machine.
  const urlHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return {
    host,
    port,
    publicUrl: (env.PUBLIC_URL?.trim() || `http://${urlHost}:${port}`).replace(/\/+$/, ''),
    databasePath: pathFrom(env, 'DATABASE_PATH', 'data/content.db'),
    uploadsDir: pathFrom(env, 'UPLOADS_DIR', 'data/uploads'),
    seedDir: pathFrom(env, 'SEED_DIR', 'api/seed'),
    localesDir: pathFrom(env, 'LOCALES_DIR', 'locales'),
    siteOrigins: origins
      ? origins.split(',').map((origin) => origin.trim()).filter(Boolean)
      : DEFAULT_SITE_ORIGINS,
    rateLimitMax: integerFrom(env, 'RATE_LIMIT_MAX', 20, 1),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
  };
}
