import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, type TransferListItem, Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * A small pool of worker threads for CPU-heavy jobs (parsing a 5 MB page) that must not hold the
 * event loop: workers start on first use, a job over its time limit terminates its worker, a crashed
 * worker is replaced by the next job, waiting jobs are bounded, and close() terminates them all.
 */

/** pool -> worker */
interface JobMessage<T> {
  id: number;
  input: T;
}
/** worker -> pool */
type ReplyMessage<R> =
  | { type: 'ready' }
  | { type: 'done'; id: number; value: R }
  | { type: 'failed'; id: number; message: string };

/**
 * Why a job failed: `timeout` (over its time limit; its worker was terminated), `failed` (the job
 * threw; the worker lives on), `crashed` (the worker died under it, e.g. out of memory), `busy` (too
 * many jobs waiting), `closed` (the pool is shutting down), `start` (no worker could start: a bug or
 * a broken install, not the job's fault).
 */
export type WorkerPoolFailure = 'timeout' | 'failed' | 'crashed' | 'busy' | 'closed' | 'start';

export class WorkerPoolError extends Error {
  constructor(
    readonly reason: WorkerPoolFailure,
    message: string,
  ) {
    super(message);
    this.name = 'WorkerPoolError';
  }
}

export interface WorkerPoolOptions {
  /** Starts one worker whose script calls serveJobs (startWorker does it for a *.worker.ts file). */
  start: () => Worker;
  /** Workers at most. */
  size: number;
  /** A job running longer is failed with `timeout` and its worker terminated. */
  timeoutMs: number;
  /** Jobs allowed to wait for a free worker; beyond that a job fails at once with `busy`. */
  maxQueue: number;
  /** An idle worker is stopped after this long, to give its memory back. */
  idleMs?: number;
  /** Loading the worker's code takes longer than this: it is treated as unable to start. */
  startTimeoutMs?: number;
}

export interface WorkerPool<T, R> {
  /** `transfer`: buffers in `input` to move to the worker rather than copy (unusable here afterwards). */
  run(input: T, transfer?: TransferListItem[]): Promise<R>;
  /** Fails waiting and running jobs with `closed` and resolves once every worker has exited. */
  close(): Promise<void>;
  stats(): { workers: number; busy: number; queued: number };
}

interface Task<T, R> {
  id: number;
  input: T;
  transfer: TransferListItem[];
  resolve(value: R): void;
  reject(error: WorkerPoolError): void;
}
interface Slot<T, R> {
  worker: Worker;
  ready: boolean;
  task: Task<T, R> | null;
  timer?: NodeJS.Timeout;
  idleTimer?: NodeJS.Timeout;
  exited: Promise<void>;
}

const live = new Set<Worker>();
/** Worker threads started by any pool of this process and not yet exited (for tests and diagnostics). */
export const liveWorkerCount = () => live.size;

export function createWorkerPool<T, R>(options: WorkerPoolOptions): WorkerPool<T, R> {
  const { size, timeoutMs, maxQueue, idleMs, startTimeoutMs = 60_000 } = options;
  const slots = new Set<Slot<T, R>>();
  const queue: Task<T, R>[] = [];
  let nextId = 1;
  let closed = false;

  function spawn(): Slot<T, R> {
    const worker = options.start();
    live.add(worker);
    const slot: Slot<T, R> = {
      worker,
      ready: false,
      task: null,
      exited: new Promise((resolve) => worker.once('exit', () => resolve())),
    };
    slots.add(slot);
    worker.once('exit', () => live.delete(worker));
    const failure = (detail: string) =>
      slot.ready
        ? new WorkerPoolError('crashed', `The worker stopped: ${detail}`)
        : new WorkerPoolError('start', `The worker could not start: ${detail}`);
    slot.timer = setTimeout(() => retire(slot, failure('it took too long to load')), startTimeoutMs);
    worker.on('message', (message: ReplyMessage<R>) => onMessage(slot, message));
    worker.on('error', (error) => retire(slot, failure(error.message)));
    worker.on('exit', (code) => retire(slot, failure(`it exited with code ${code}`)));
    return slot;
  }

  /** Takes a worker out of the pool for good (terminating it), failing its job with `error`. */
  function retire(slot: Slot<T, R>, error: WorkerPoolError) {
    if (!slots.delete(slot)) return;
    clearTimeout(slot.timer);
    clearTimeout(slot.idleTimer);
    slot.task?.reject(error);
    slot.task = null;
    void slot.worker.terminate();
    // Jobs that were waiting for this worker get a new one.
    while (!closed && queue.length && slots.size < size) assign(spawn(), queue.shift()!);
  }

  function assign(slot: Slot<T, R>, task: Task<T, R>) {
    clearTimeout(slot.idleTimer);
    slot.task = task;
    // A busy worker keeps the process alive like any pending I/O; an idle one does not.
    slot.worker.ref();
    if (slot.ready) send(slot);
  }

  function send(slot: Slot<T, R>) {
    const task = slot.task!;
    // The limit counts from here: a worker's first start (loading its code) is not the job's time.
    slot.timer = setTimeout(
      () => retire(slot, new WorkerPoolError('timeout', `The job took longer than ${timeoutMs} ms.`)),
      timeoutMs,
    );
    slot.worker.postMessage({ id: task.id, input: task.input } satisfies JobMessage<T>, task.transfer);
  }

  function rest(slot: Slot<T, R>) {
    const next = queue.shift();
    if (next) return assign(slot, next);
    slot.worker.unref();
    if (idleMs != null)
      slot.idleTimer = setTimeout(() => retire(slot, new WorkerPoolError('closed', 'Idle.')), idleMs).unref();
  }

  function onMessage(slot: Slot<T, R>, message: ReplyMessage<R>) {
    if (!slots.has(slot)) return;
    if (message.type === 'ready') {
      slot.ready = true;
      clearTimeout(slot.timer);
      return slot.task ? send(slot) : rest(slot);
    }
    const task = slot.task;
    if (!task || message.id !== task.id) return;
    clearTimeout(slot.timer);
    slot.task = null;
    if (message.type === 'done') task.resolve(message.value);
    else task.reject(new WorkerPoolError('failed', message.message));
    rest(slot);
  }

  return {
    run(input, transfer = []) {
      return new Promise<R>((resolve, reject) => {
        if (closed) return reject(new WorkerPoolError('closed', 'The pool is closed.'));
        const task: Task<T, R> = { id: nextId++, input, transfer, resolve, reject };
        const free = [...slots].find((slot) => !slot.task);
        if (free) return assign(free, task);
        if (slots.size < size) return assign(spawn(), task);
        if (queue.length >= maxQueue)
          return reject(new WorkerPoolError('busy', `${queue.length} jobs are already waiting.`));
        queue.push(task);
      });
    },
    async close() {
      closed = true;
      const closing = new WorkerPoolError('closed', 'The pool is closed.');
      for (const task of queue.splice(0)) task.reject(closing);
      const exits = [...slots].map((slot) => slot.exited);
      for (const slot of [...slots]) retire(slot, closing);
      await Promise.all(exits);
    },
    stats: () => ({
      workers: slots.size,
      busy: [...slots].filter((slot) => slot.task).length,
      queued: queue.length,
    }),
  };
}

/** The worker's side: answers each job with `handle`'s result, or with the message of what it threw. */
export function serveJobs<T, R>(handle: (input: T) => R | Promise<R>) {
  const port = parentPort;
  if (!port) throw new Error('serveJobs runs inside a worker thread.');
  port.on('message', async ({ id, input }: JobMessage<T>) => {
    let reply: ReplyMessage<R>;
    try {
      reply = { type: 'done', id, value: await handle(input) };
    } catch (error) {
      reply = { type: 'failed', id, message: error instanceof Error ? error.message : String(error) };
    }
    port.postMessage(reply);
  });
  port.postMessage({ type: 'ready' } satisfies ReplyMessage<R>);
}

/**
 * How to run the worker whose source is `sourceUrl` (`<name>.worker.ts`), seen from `moduleUrl` (this
 * module's URL). From source (tsx, vitest: the URL ends in .ts) the worker loads that file through
 * tsx. From the production bundle (server.js, scripts/build.mjs) it is `workers/<name>.worker.js`
 * beside the bundle, which this module is part of.
 */
export function workerScript(
  sourceUrl: URL,
  moduleUrl: string = import.meta.url,
): { file: URL } | { source: string } {
  const name = path.posix.basename(sourceUrl.pathname);
  if (!name.endsWith('.worker.ts'))
    throw new Error(`A worker's source is named <name>.worker.ts, not ${name}.`);
  if (!/\.[cm]?ts$/.test(new URL(moduleUrl).pathname))
    return { file: new URL(`./workers/${name.replace(/\.ts$/, '.js')}`, moduleUrl) };
  return { source: tsxBootstrap(sourceUrl) };
}

/**
 * The code of an eval'd worker that runs a TypeScript module. Node 20 does not apply `--import tsx`
 * to a worker's own entry file, so the worker registers tsx's hooks itself, then imports the module.
 */
export function tsxBootstrap(sourceUrl: URL): string {
  const api = JSON.stringify(tsxEsmApi());
  return `import(${api}).then(({ register }) => { register(); return import(${JSON.stringify(sourceUrl.href)}); });`;
}

/** The URL of tsx's ESM API (`tsx/esm/api`, import condition), read from tsx's own exports map. */
function tsxEsmApi(): string {
  const manifest = createRequire(import.meta.url).resolve('tsx/package.json');
  const { exports } = JSON.parse(readFileSync(manifest, 'utf8'));
  const entry: string = exports['./esm/api'].import.default;
  return pathToFileURL(path.resolve(path.dirname(manifest), entry)).href;
}

/** Starts the worker `<name>.worker.ts`, from source or from the bundle (see workerScript). */
export function startWorker(sourceUrl: URL, options: WorkerOptions = {}): Worker {
  const script = workerScript(sourceUrl);
  return 'file' in script
    ? new Worker(script.file, options)
    : new Worker(script.source, { ...options, eval: true });
}
