import { getPriority, setPriority } from 'node:os';
import { serveJobs } from '../../../lib/worker-pool';
import { jobHtml } from './decode-page';
import type { ExtractJob } from './extract-pool';
import { type Extraction, extractRecipe } from './extract-recipe';

// Runs in a worker thread (extract-pool.ts): parsing a page of up to 5 MB takes the server's event
// loop for tens of milliseconds, and a hostile page for much longer.
// Ten steps below the server: when the cores are taken, the server's own thread, which answers every
// other request, goes first. Linux only: there pid 0 is this thread; elsewhere it is the whole process.
if (process.platform === 'linux') {
  try {
    setPriority(0, Math.min(19, getPriority(0) + 10));
  } catch {}
}
serveJobs<ExtractJob, Extraction | null>((job) => extractRecipe(jobHtml(job), { url: job.url }));
