import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['1', '0', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
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
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (else anyone could forge it). */
  TRUST_PROXY: bool,
  RATE_LIMIT_AUTH: z.coerce.number().int().positive().default(10),
  SESSION_DAYS: z.coerce.number().int().positive().default(30),
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
