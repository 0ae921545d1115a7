/**
 * The page's Content-Security-Policy forbids eval. Zod probes `new Function('')` once to pick a faster
 * object parser, and Chromium reports each probe as a CSP issue (Lighthouse best practices). Jitless
 * skips the probe; the parser it uses is the one the probe falls back to under this CSP anyway.
 *
 * Set through the global that zod reads when it loads (`__zod_globalConfig`, what `z.config()` writes),
 * so the entry chunk does not take zod's core for it. Imported first by main.tsx: before any zod code
 * runs. The browser suite fails on any CSP issue if this stops working.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };

export {};
