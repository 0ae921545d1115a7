/**
 * bench:scale's reading of the servers' CPU profiles (`--profile`: node --cpu-prof): the self time of
 * each function, and of each package (node_modules/<name>, node's own internals, the server bundle,
 * garbage collection, idle), summed over every profile in a folder.
 */
import fs from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

function ownerOf(url: string, name: string): string {
  if (name === '(garbage collector)') return 'garbage collection';
  if (name === '(idle)') return 'idle';
  if (name === '(program)') return 'node/V8 (program)';
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (modules) return modules[1]!;
  if (url.startsWith('node:')) return 'node internals';
  if (!url) return 'native';
  return `bundle (${path.basename(url)})`;
}

/** Self time (ms) per function and per owner over every .cpuprofile in `dir`. */
export function summarizeProfiles(dir: string) {
  const byFunction = new Map<string, number>();
  const byOwner = new Map<string, number>();
  let total = 0;
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'))) {
    const profile = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Profile;
    const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
    profile.samples.forEach((id, i) => {
      const ms = (profile.timeDeltas[i] ?? 0) / 1000;
      const node = nodes.get(id);
      if (!node) return;
      const { functionName, url, lineNumber } = node.callFrame;
      const name = functionName || '(anonymous)';
      const owner = ownerOf(url, name);
      const key = `${name} ${url ? `${path.basename(url)}:${lineNumber + 1}` : ''} [${owner}]`;
      byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
      byOwner.set(owner, (byOwner.get(owner) ?? 0) + ms);
      total += ms;
    });
  }
  const top = (m: Map<string, number>, n: number) =>
    [...m].sort((a, b) => b[1] - a[1]).slice(0, n) as [string, number][];
  return { total, functions: top(byFunction, 30), owners: top(byOwner, 25) };
}
