import { isIP } from 'node:net';
import path from 'node:path';
import { EVENT_STREAM_KEEPALIVE_MS } from '@kitching/contracts/events';
import { z } from 'zod';

const bool = z
  .enum(['1', '0', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

/** proxy-addr's names for whole ranges, which Fastify's trustProxy accepts in a list too. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}

/**
 * Who may say the client's address in X-Forwarded-For: a number of proxy hops in front of Kitching
 * (`1`: one reverse proxy; `true` means the same), or the proxies' addresses and ranges. Trusting the
 * whole header would key the rate limits on its first address, which the client writes itself.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((value, ctx): false | number | string[] => {
    const v = value?.trim() ?? '';
    if (v === '' || v === '0' || v === 'false') return false;
    if (v === 'true') return 1;
    if (/^\d+$/.test(v)) return Number(v);
    const entries = v.split(',').map((entry) => entry.trim());
    const wrong = entries.filter((entry) => !isAddressOrRange(entry));
    if (wrong.length === 0) return entries;
    ctx.addIssue({
      code: 'custom',
      message: `expected a number of proxy hops, or proxy addresses and ranges separated by commas; not ${wrong.map((w) => `'${w}'`).join(', ')}`,
    });
    return z.NEVER;
  });

/**
 * Which private addresses webhooks may reach (issue 29): none by default; `true` (or `1`) every one; or a
 * list of addresses and ranges ('192.168.1.10, 10.0.0.0/24'), e.g. Home Assistant on the home network.
 */
const webhookAllowPrivate = z
  .string()
  .optional()
  .transform((value, ctx): boolean | string[] => {
    const v = value?.trim() ?? '';
    if (v === '' || v === '0' || v === 'false') return false;
    if (v === '1' || v === 'true') return true;
    const entries = v.split(',').map((entry) => entry.trim());
    const wrong = entries.filter((entry) => !isAddressOrRange(entry) || NAMED_RANGES.has(entry));
    if (wrong.length === 0) return entries;
    ctx.addIssue({
      code: 'custom',
      message: `expected true, or addresses and ranges separated by commas; not ${wrong.map((w) => `'${w}'`).join(', ')}`,
    });
    return z.NEVER;
  });

const DURATION_UNITS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** How often scheduled backups run: a number and a unit ('30m', '6h', '1d'), in milliseconds. */
const backupEvery = z
  .string()
  .optional()
  .transform((value, ctx): number | undefined => {
    const v = value?.trim() ?? '';
    if (v === '') return undefined;
    const match = /^(\d+)\s*([smhd])$/.exec(v);
    const ms = match ? Number(match[1]) * DURATION_UNITS[match[2] as keyof typeof DURATION_UNITS] : 0;
    if (ms > 0) return ms;
    ctx.addIssue({
      code: 'custom',
      message: `expected a number and a unit (s, m, h or d), like '30m', '6h' or '1d'; not '${v}'`,
    });
    return z.NEVER;
  });

const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z
      .url()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** Connections each server process keeps to PostgreSQL (its pool; LISTEN uses its own, below). */
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).default(10),
    /**
     * Where LISTEN connects, when not DATABASE_URL: behind PgBouncer in transaction mode, PostgreSQL
     * itself or a session-mode pool (a LISTEN must keep its connection).
     */
    DATABASE_LISTEN_URL: z
      .url()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    PUBLIC_URL: z
      .url()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    SMTP_URL: z
      .string()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    MAIL_FROM: z.string().default('Kitching <no-reply@kitching.local>'),
    OFF_BASE_URL: z.url().default('https://world.openfoodfacts.org'),
    ALLOW_PRIVATE_FETCH: bool,
    AI_BASE_URL: z
      .url()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    AI_API_KEY: z.string().optional(),
    AI_MODEL: z.string().default('gpt-4o-mini'),
    /** How long Smart Quick Add waits for the AI service before its own rules answer. */
    AI_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
    /** Who push services may contact about this server (VAPID, RFC 8292): a 'mailto:' or https address. */
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, {
        message: "expected a 'mailto:' address or an https URL, like mailto:you@example.com",
      })
      .default('mailto:no-reply@kitching.local'),
    /** How long a push service keeps a notice for a phone that is off, in seconds (default a day). */
    PUSH_TTL: z.coerce.number().int().min(0).max(2_419_200).default(86_400),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Unset: readable lines on a terminal, JSON lines otherwise (app/logger.ts). */
    LOG_FORMAT: z
      .enum(['pretty', 'json'])
      .optional()
      .or(z.literal('').transform(() => undefined)),
    WEB_DIST: z.string().optional(),
    TRUST_PROXY: trustProxy,
    RATE_LIMIT_AUTH: z.coerce.number().int().positive().default(10),
    /** Calendar feed fetches per minute per address (calendar apps poll; a guessed secret is 404 anyway). */
    RATE_LIMIT_CALENDAR: z.coerce.number().int().positive().default(30),
    /** Requests per minute per personal access token (issue 29), whatever address they come from. */
    RATE_LIMIT_TOKEN: z.coerce.number().int().positive().default(300),
    SESSION_DAYS: z.coerce.number().int().positive().default(30),
    /** The list answers' cache per process (bodies with their brotli and gzip forms), in MiB. */
    CACHE_MAX_MB: z.coerce.number().min(1).default(32),
    /** Signed-in sessions held per process (about 1.2 kB each), least recently used first out. */
    SESSION_CACHE_MAX: z.coerce.number().int().min(1).default(10_000),
    /** The live stream's keep-alive comment (and session re-check) interval. */
    EVENTS_KEEPALIVE_MS: z.coerce.number().int().positive().default(EVENT_STREAM_KEEPALIVE_MS),
    /** How often each server runs the reminders' pass, in seconds (also once at start; 0: never). */
    NOTICE_EVERY: z.coerce.number().int().min(0).default(900),
    /** Webhooks (issue 29): private addresses they may reach, the wait for an answer, the pass. */
    WEBHOOK_ALLOW_PRIVATE: webhookAllowPrivate,
    WEBHOOK_TIMEOUT_MS: z.coerce.number().int().positive().max(30_000).default(10_000),
    /** How often each server looks for due webhook deliveries, in seconds (0: only when told). */
    WEBHOOK_EVERY: z.coerce.number().min(0).default(5),
    /**
     * Test-only routes (the browser tests' 'run the reminders' pass now', modules/notices/
     * notice-test.routes.ts); refused with NODE_ENV=production.
     */
    TEST_ROUTES: bool,
    /** Where backups are written (`npm run backup`, and the scheduled ones). */
    BACKUP_DIR: z.string().default('./backups'),
    /** Scheduled backups of the embedded database; unset: none. */
    BACKUP_EVERY: backupEvery,
    /** How many complete backups the schedule keeps in BACKUP_DIR (the newest). */
    BACKUP_KEEP: z.coerce
      .number({ message: 'expected a whole number of backups to keep, 1 or more' })
      .int({ message: 'expected a whole number of backups to keep, 1 or more' })
      .min(1, { message: 'expected a whole number of backups to keep, 1 or more' })
      .default(7),
  })
  .superRefine((config, ctx) => {
    if (config.TEST_ROUTES && config.NODE_ENV === 'production')
      ctx.addIssue({
        code: 'custom',
        path: ['TEST_ROUTES'],
        message: 'test-only routes are never served in production',
      });
    // The server only sees PGlite's data directory; a PostgreSQL server is backed up by its own tools.
    if (config.DATABASE_URL && config.BACKUP_EVERY)
      ctx.addIssue({
        code: 'custom',
        path: ['BACKUP_EVERY'],
        message:
          'scheduled backups are of the embedded database; with DATABASE_URL set, schedule pg_dump instead (see the README, Backup)',
      });
  });

export type Config = z.infer<typeof configSchema> & { webDist: string };

/** Every environment variable Kitching reads, parsed once. Nothing else reads process.env. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  // This file runs from apps/api/src (tsx, tests) or bundled into apps/api/dist/server.js: both sit
  // two levels below apps/, so one relative path finds apps/web/dist from either.
  const webDist = parsed.data.WEB_DIST ?? path.resolve(import.meta.dirname, '../../web/dist');
  return { ...parsed.data, webDist };
}

export function publicUrl(config: Config): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
}
