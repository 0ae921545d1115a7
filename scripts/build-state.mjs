// Whether a build output is up to date with its sources, judged by content: a hash of every input
// file (its path and its bytes), written to a stamp file in the output when a build succeeds.
// Modification times are not used: a git checkout, a clone or a copy rewrites them without changing
// a byte, and a rebuild that changes nothing would cost a fresh clone's first start for nothing.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const STAMP_VERSION = 1;

// Never part of a build: installed packages, outputs, hidden files (editor and tool state), and tests,
// which no bundle imports (editing a test must not cost a rebuild).
const SKIPPED_DIRS = new Set(['node_modules', 'dist']);
const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;

function skipped(name, isDir) {
  if (name.startsWith('.')) return true;
  return isDir ? SKIPPED_DIRS.has(name) : TEST_FILE.test(name);
}

function walk(dir, found) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (skipped(entry.name, entry.isDirectory())) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, found);
    else if (entry.isFile()) found.push(full);
  }
}

/**
 * The files named by `inputs` (files or directories, relative to `root`; a missing one is skipped, so
 * an optional input such as a public/ folder may come and go), as sorted posix paths relative to root.
 */
export function listInputs(root, inputs) {
  const found = [];
  for (const input of inputs) {
    const full = path.join(root, input);
    let stat;
    try {
      stat = fs.statSync(full);
    } catch {
      continue;
    }
    if (stat.isDirectory()) walk(full, found);
    else if (stat.isFile()) found.push(full);
  }
  const relative = found.map((file) => path.relative(root, file).split(path.sep).join('/'));
  return [...new Set(relative)].sort();
}

/** The content hash of the inputs: one per file (to say which changed) and one over all of them. */
export function hashInputs(root, inputs) {
  const files = {};
  const all = createHash('sha256');
  for (const file of listInputs(root, inputs)) {
    const digest = createHash('sha256')
      .update(fs.readFileSync(path.join(root, file)))
      .digest('hex')
      .slice(0, 20);
    files[file] = digest;
    all.update(file).update('\0').update(digest).update('\n');
  }
  return { hash: all.digest('hex'), files };
}

export function readStamp(stampFile) {
  try {
    const stamp = JSON.parse(fs.readFileSync(stampFile, 'utf8'));
    return stamp?.version === STAMP_VERSION && typeof stamp.hash === 'string' ? stamp : undefined;
  } catch {
    return undefined;
  }
}

/** Written last, after every output: an interrupted build leaves no stamp and is redone. */
export function writeStamp(stampFile, state) {
  fs.mkdirSync(path.dirname(stampFile), { recursive: true });
  const stamp = { version: STAMP_VERSION, builtAt: new Date().toISOString(), ...state };
  fs.writeFileSync(stampFile, `${JSON.stringify(stamp, null, 1)}\n`);
}

/** "a.ts changed", "a.ts, b.ts and 3 more files changed", "x.ts added, y.ts removed". */
function describeChanges(before, after) {
  const changed = [];
  const added = [];
  const removed = [];
  for (const [file, digest] of Object.entries(after)) {
    if (!(file in before)) added.push(file);
    else if (before[file] !== digest) changed.push(file);
  }
  for (const file of Object.keys(before)) if (!(file in after)) removed.push(file);
  const list = (files, verb) => {
    if (files.length === 0) return undefined;
    const shown = files.slice(0, 3).join(', ');
    const more = files.length > 3 ? ` and ${files.length - 3} more` : '';
    return `${shown}${more} ${verb}`;
  };
  const parts = [list(changed, 'changed'), list(added, 'added'), list(removed, 'removed')].filter(Boolean);
  return parts.length ? parts.join('; ') : 'the sources changed';
}

/**
 * Whether the output in `outDir` must be (re)built: `{ stale, reason, state }`, where `state` is what
 * to pass to writeStamp once the build has succeeded. `outputs` are files (relative to outDir) that a
 * good build always leaves: one missing means the output was deleted or damaged.
 */
export function checkBuild({ root, inputs, outDir, outputs = [], stampName = '.build-stamp.json' }) {
  const stampFile = path.join(outDir, stampName);
  const state = hashInputs(root, inputs);
  const stamp = readStamp(stampFile);
  const missing = outputs.filter((file) => !fs.existsSync(path.join(outDir, file)));
  if (!stamp && outputs.length > 0 && missing.length === outputs.length)
    return { stale: true, reason: 'not built yet', state, stampFile };
  if (missing.length > 0) {
    const shown = path.relative(root, path.join(outDir, missing[0])).split(path.sep).join('/');
    return { stale: true, reason: `${shown} is missing`, state, stampFile };
  }
  if (!stamp) return { stale: true, reason: 'no record of the last build', state, stampFile };
  if (stamp.hash === state.hash) return { stale: false, reason: 'up to date', state, stampFile };
  return { stale: true, reason: describeChanges(stamp.files ?? {}, state.files), state, stampFile };
}
