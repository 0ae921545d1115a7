import { threadId } from 'node:worker_threads';
import { serveJobs } from './worker-pool';

/** Test support for worker-pool.test.ts: a worker that does what each job asks, well or badly. */
export type FixtureJob =
  | { echo: string }
  | { sleepMs: number }
  | { spin: true }
  | { throw: string }
  | { exit: number }
  | { throwLater: string }
  | { bytes: Uint8Array };

serveJobs<FixtureJob, { echo?: string; threadId: number }>(async (job) => {
  if ('sleepMs' in job) await new Promise((resolve) => setTimeout(resolve, job.sleepMs));
  if ('spin' in job) while (job.spin) {}
  if ('throw' in job) throw new Error(job.throw);
  if ('exit' in job) process.exit(job.exit);
  if ('throwLater' in job) {
    setTimeout(() => {
      throw new Error(job.throwLater);
    });
    return new Promise(() => {});
  }
  if ('bytes' in job) return { echo: `${job.bytes.length} bytes, first ${job.bytes[0]}`, threadId };
  return { ...('echo' in job ? { echo: job.echo } : {}), threadId };
});
