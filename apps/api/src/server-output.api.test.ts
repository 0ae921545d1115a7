import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * What a person or a log collector sees of the built server (`npm start` runs it): the production
 * bundle, built by scripts/build.mjs into a temporary folder, run with its stdout a pipe (not a TTY).
 */
const root = path.resolve(import.meta.dirname, '../../..');
let work: string;
let entry: string;
let webDist: string;

beforeAll(async () => {
  const cache = path.join(root, 'node_modules/.cache');
  fs.mkdirSync(cache, { recursive: true });
  work = fs.mkdtempSync(path.join(cache, 'kitching-server-output-'));
  const build = (await import(pathToFileURL(path.join(root, 'scripts/build.mjs')).href)) as {
    buildServer(outDir: string): Promise<void>;
  };
  await build.buildServer(path.join(work, 'dist'));
  entry = path.join(work, 'dist/server.js');
  webDist = path.join(work, 'web');
  fs.mkdirSync(webDist);
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Kitching</title>');
}, 120_000);
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

interface Run {
  stdout: string[];
  stderr: string;
  code: number | null;
}

/** Starts the bundle, waits for its ready line, makes `requests`, stops it with SIGTERM. */
async function runServer(env: Record<string, string>, requests: string[]): Promise<Run> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kitching-output-'));
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      LOG_FORMAT: '',
      WEB_DIST: webDist,
      // pino-pretty colours only a terminal's lines, unless the test runner forces colour.
      NO_COLOR: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  try {
    const started = Date.now();
    let url: string | undefined;
    while (!url) {
      if (child.exitCode !== null) throw new Error(`the server exited: ${stderr}${stdout}`);
      if (Date.now() - started > 60_000) throw new Error(`no ready line in 60 s: ${stdout}`);
      url = /Kitching is ready on (http:\/\/[\d.]+:\d+)/.exec(stdout)?.[1];
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    for (const request of requests) await (await fetch(url + request)).arrayBuffer();
  } finally {
    child.kill('SIGTERM');
  }
  const code = await exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
  return { stdout: stdout.split('\n').filter((line) => line.trim()), stderr, code };
}

const json = (line: string) => {
  try {
    return JSON.parse(line) as { level: number; msg: string; url?: string };
  } catch {
    return null;
  }
};

describe('the built server on a pipe', { timeout: 120_000 }, () => {
  it('writes JSON lines only, one ready line with its address, and no request lines at info', async () => {
    const run = await runServer({ LOG_LEVEL: 'info' }, ['/api/health', '/', '/api/nowhere']);
    expect(run.code).toBe(0);
    // Nothing on stderr: no deprecation warning, no stray text.
    expect(run.stderr).toBe('');
    const lines = run.stdout.map(json);
    expect(lines.every(Boolean), run.stdout.join('\n')).toBe(true);
    const ready = lines.filter((line) => line!.msg.startsWith('Kitching is ready on http://127.0.0.1:'));
    expect(ready).toHaveLength(1);
    expect(ready[0]!.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(run.stdout.join('\n')).not.toMatch(/Server listening|incoming request|request completed/);
    // Quiet at the default level: the ready line and the shutdown, nothing for the three requests.
    expect(lines.map((line) => line!.msg)).toEqual([ready[0]!.msg, 'SIGTERM: shutting down']);
  });

  it('says each request in one JSON line at debug, and the ready line still once', async () => {
    const run = await runServer({ LOG_LEVEL: 'debug' }, ['/api/health', '/api/nowhere']);
    const lines = run.stdout.map(json);
    expect(lines.every(Boolean), run.stdout.join('\n')).toBe(true);
    const messages = lines.map((line) => line!.msg);
    expect(messages.filter((m) => m.startsWith('Kitching is ready on'))).toHaveLength(1);
    expect(messages).toContainEqual(expect.stringMatching(/^GET \/api\/health 200 \d+ ms$/));
    expect(messages).toContainEqual(expect.stringMatching(/^GET \/api\/nowhere 401 \d+ ms$/));
    expect(lines.find((line) => line!.msg.startsWith('GET /api/health'))!.level).toBe(20);
  });

  it('writes readable lines with LOG_FORMAT=pretty (as on a terminal)', async () => {
    const run = await runServer({ LOG_LEVEL: 'debug', LOG_FORMAT: 'pretty' }, ['/api/health']);
    expect(run.code).toBe(0);
    expect(run.stdout.filter((line) => json(line) !== null)).toEqual([]);
    expect(run.stdout.filter((line) => line.includes('Kitching is ready on http://127.0.0.1:'))).toHaveLength(
      1,
    );
    // '[10:34:25] DEBUG: GET /api/health 200 2 ms' (colours only on a terminal).
    expect(run.stdout).toContainEqual(
      expect.stringMatching(/^\[\d\d:\d\d:\d\d\] DEBUG: GET \/api\/health 200 \d+ ms$/),
    );
    expect(run.stdout.join('\n')).not.toMatch(/Server listening/);
  });
});
