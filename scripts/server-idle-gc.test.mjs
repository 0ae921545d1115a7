import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const preload = path.join(import.meta.dirname, 'server-idle-gc.cjs');

// A busy spell that leaves ~150 MiB of garbage in V8's old generation, one object in 20 still alive
// and spread over every page, then two idle seconds: the RSS at their end, against the RSS just after
// the busy spell.
const program = `
const rss = () => process.memoryUsage.rss() / 2 ** 20;
let keep = [];
const live = [];
const spell = () => {
  for (let i = 0; i < 100_000; i++) {
    const o = { n: keep.length, s: 'x' + keep.length };
    keep.push(o);
    if (keep.length % 20 === 0) live.push(o);
  }
  if (keep.length < 2_000_000) return setImmediate(spell);
  keep = null;
  setTimeout(() => {
    const busy = rss();
    setTimeout(() => console.log(JSON.stringify({ busy, idle: rss(), gc: typeof globalThis.gc, live: live.length })), 2000);
  }, 50);
};
setImmediate(spell);
`;

function run(args) {
  const result = spawnSync(process.execPath, [...args, '-e', program], {
    env: { ...process.env, KITCHING_IDLE_GC_WINDOW_MS: '250' },
    encoding: 'utf8',
  });
  expect(result.status, result.stderr).toBe(0);
  return JSON.parse(result.stdout);
}

describe('server-idle-gc', () => {
  it('gives the heap pages back once the process is idle after a busy spell', () => {
    const { busy, idle, gc } = run(['--max-semi-space-size=1', '--require', preload]);
    // ~190 MiB; a collection that does not compact every page gives back ~60.
    expect(busy - idle).toBeGreaterThan(120);
    // The server's code gets no global gc.
    expect(gc).toBe('undefined');
  }, 20_000);

  it('without it, the pages stay', () => {
    const { busy, idle } = run(['--max-semi-space-size=1']);
    expect(busy - idle).toBeLessThan(20);
  }, 20_000);
});
