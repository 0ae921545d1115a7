// Loaded into the server process by `npm start` (node --require, scripts/server-memory.mjs): once the
// server has been busy and then idle for IDLE_WINDOWS windows in a row, one collection that gives V8's
// heap pages back to the system. Regular collections leave pages committed that each hold a few live
// objects (a family's server after a busy minute held 76 to 113 MiB of pages around 44 MiB of live
// heap, at rest for hours); V8's memory reducer gives some back, some of the time. At most once per
// busy spell, only when the RSS grew by MIN_GROWTH since the last one, and ~100 ms while nothing else
// runs.
//
// `gc` is taken from a context of its own: the server's code never sees a global `gc`.
const v8 = require('node:v8');
const vm = require('node:vm');
const { performance } = require('node:perf_hooks');

// The window is shortened only by this script's own test.
const WINDOW_MS = Number(process.env.KITCHING_IDLE_GC_WINDOW_MS) || 5_000;
const IDLE_WINDOWS = 2;
/** Event-loop utilisation below which a window counts as idle, above which as busy. */
const IDLE_BELOW = 0.02;
const BUSY_ABOVE = 0.05;
const MIN_GROWTH = 16 * 1024 * 1024;

// Worker threads inherit node's --require; they are short-lived and stop when idle.
if (require('node:worker_threads').isMainThread) watch();

function watch() {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc');
  v8.setFlagsFromString('--no-expose-gc');

  let last = performance.eventLoopUtilization();
  let busySince = false;
  let idle = 0;
  let rssAfter = 0;
  setInterval(() => {
    const now = performance.eventLoopUtilization();
    const { utilization } = performance.eventLoopUtilization(now, last);
    last = now;
    if (utilization > BUSY_ABOVE) {
      busySince = true;
      idle = 0;
      return;
    }
    if (utilization >= IDLE_BELOW || !busySince || ++idle < IDLE_WINDOWS) return;
    busySince = false;
    if (process.memoryUsage.rss() - rssAfter < MIN_GROWTH) return;
    // A full collection that compacts every page: a regular one moves objects off only the emptiest
    // pages and left 76 MiB of pages around 44 MiB of live heap. The emptied pages are unmapped by V8's
    // background task just after. (On Node 20, gc({ type: 'major' }) left a dropped 190 MiB alive in
    // a test, with or without flavor: 'last-resort'; a plain gc() collects it.)
    v8.setFlagsFromString('--compact-on-every-full-gc');
    try {
      gc();
    } finally {
      v8.setFlagsFromString('--no-compact-on-every-full-gc');
    }
    rssAfter = process.memoryUsage.rss();
    // The collection's own time must not count as the next busy period.
    last = performance.eventLoopUtilization();
  }, WINDOW_MS).unref();
}
