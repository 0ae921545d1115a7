import type { FastifyInstance } from 'fastify';
import { startBackups } from '../backup/backup-schedule';
import type { RootContext } from './context';

const PURGE_EVERY_MS = 60 * 60 * 1000;
const WEBHOOK_LOG_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * What the server does beside answering requests, started with the app and stopped when it closes:
 * the session cache hears every process's changes to users, families and sessions; the family data
 * versions are heard (embedded database); committed events reach the live streams (app/events); expired sessions and sign-in codes (and imports a stopped process left part-way) are purged
 * at start and then hourly; the embedded database's backups are taken on request and on schedule (backup/).
 */
export async function startHousekeeping(app: FastifyInstance, ctx: RootContext) {
  const cache = ctx.sessionCache;
  const stopListening = await ctx.database.listen('kitching_auth', {
    onMessage: (payload) => cache.handleNotification(payload),
    onState: (listening) => cache.setListening(listening),
  });

  const stopVersions = await ctx.versions.start();
  const stopLive = await ctx.live.start();

  const purge = () =>
    Promise.all([
      ctx.services.auth
        .purgeExpired()
        .catch((error: Error) => app.log.warn(`purge of expired sessions failed: ${error.message}`)),
      // What deletes kept for their Undo, past its window.
      ctx.services.undo
        .purge()
        .catch((error: Error) => app.log.warn(`purge of kept deletions failed: ${error.message}`)),
      // Imports a stopped process left part-way: what they had added is removed (never a partial family).
      ctx.services.imports
        .sweepImports()
        .catch((error: Error) => app.log.warn(`sweep of unfinished imports failed: ${error.message}`)),
      // The webhooks' delivery log keeps a week of finished deliveries.
      ctx.repos.webhooks
        .purge(new Date(Date.now() - WEBHOOK_LOG_MS))
        .catch((error: Error) => app.log.warn(`purge of webhook deliveries failed: ${error.message}`)),
    ]);
  const first = setTimeout(purge, 5_000);
  const hourly = setInterval(purge, PURGE_EVERY_MS);
  first.unref();
  hourly.unref();

  const stopBackups = startBackups(ctx.config, ctx.database, app.log);
  // Webhooks (issue 29): due deliveries every WEBHOOK_EVERY seconds, and just after this process's commits.
  const stopWebhooks = ctx.webhooks.start(ctx.config.WEBHOOK_EVERY * 1000);
  const stopNudging = ctx.bus.subscribe(() => ctx.webhooks.nudge());
  // Every server runs the reminders' pass; the claims make each notice once (modules/notices).
  const stopNotices = ctx.notices.start(ctx.config.NOTICE_EVERY * 1000);
  // The daily digest goes out once the member's hour has come; the digests_sent key makes it once a day.
  const sendDigests = () =>
    ctx.emailDigest.sendDueDigests(new Date()).catch((err) => app.log.error({ err }, 'email digests failed'));
  const digests =
    ctx.config.NOTICE_EVERY > 0 ? setInterval(sendDigests, ctx.config.NOTICE_EVERY * 1000) : undefined;
  digests?.unref();

  app.addHook('onClose', async () => {
    stopBackups();
    stopNudging();
    await stopWebhooks();
    await stopNotices();
    clearInterval(digests);
    clearTimeout(first);
    clearInterval(hourly);
    await stopListening();
    await stopVersions();
    await stopLive();
  });
}
