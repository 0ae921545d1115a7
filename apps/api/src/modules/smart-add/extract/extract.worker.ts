import { serveJobs } from '../../../lib/worker-pool';
import { jobHtml } from './decode-page';
import type { ExtractJob } from './extract-pool';
import { type Extraction, extractRecipe } from './extract-recipe';

// Runs in a worker thread (extract-pool.ts): parsing a page of up to 5 MB takes the server's event
// loop for tens of milliseconds, and a hostile page for much longer.
serveJobs<ExtractJob, Extraction | null>((job) => extractRecipe(jobHtml(job), { url: job.url }));
