import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkBuild, hashInputs, writeStamp } from './build-state.mjs';

// A project in miniature: sources, a test beside them, an installed package, and an output folder.
let root;
const write = (file, text) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};
const target = () => ({
  root,
  inputs: ['src', 'package-lock.json', 'optional-public'],
  outDir: path.join(root, 'dist'),
  outputs: ['server.js'],
});
/** What a successful build does: its output, then the stamp of the sources it read. */
const build = () => {
  const check = checkBuild(target());
  write('dist/server.js', '// bundled');
  writeStamp(check.stampFile, check.state);
};

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'kitching-build-state-'));
  write('src/server.ts', 'export const a = 1;\n');
  write('src/db/migrate.ts', 'export const b = 2;\n');
  write('src/db/migrate.test.ts', 'test();\n');
  write('src/node_modules/pkg/index.js', 'x');
  write('package-lock.json', '{}');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('build staleness', () => {
  it('builds when there is no output yet', () => {
    expect(checkBuild(target())).toMatchObject({ stale: true, reason: 'not built yet' });
  });

  it('does not rebuild when nothing changed, even when every file was rewritten with the same bytes', () => {
    build();
    expect(checkBuild(target())).toMatchObject({ stale: false });
    // What a git checkout does: new modification times, same content.
    const later = new Date(Date.now() + 60_000);
    for (const file of ['src/server.ts', 'src/db/migrate.ts', 'package-lock.json']) {
      const full = path.join(root, file);
      fs.writeFileSync(full, fs.readFileSync(full));
      fs.utimesSync(full, later, later);
    }
    expect(checkBuild(target())).toMatchObject({ stale: false });
  });

  it("rebuilds when a source file's content changes, and says which", () => {
    build();
    write('src/db/migrate.ts', 'export const b = 3;\n');
    expect(checkBuild(target())).toMatchObject({ stale: true, reason: 'src/db/migrate.ts changed' });
    build();
    expect(checkBuild(target())).toMatchObject({ stale: false });
  });

  it('rebuilds when a source file is added or removed, or the lock file changes', () => {
    build();
    write('optional-public/robots.txt', 'User-agent: *');
    expect(checkBuild(target())).toMatchObject({ stale: true, reason: 'optional-public/robots.txt added' });
    build();
    fs.rmSync(path.join(root, 'src/server.ts'));
    expect(checkBuild(target())).toMatchObject({ stale: true, reason: 'src/server.ts removed' });
    build();
    write('package-lock.json', '{"lockfileVersion":3}');
    expect(checkBuild(target())).toMatchObject({ stale: true, reason: 'package-lock.json changed' });
  });

  it('ignores tests, installed packages and hidden files, which no build reads', () => {
    build();
    write('src/db/migrate.test.ts', 'test("changed");\n');
    write('src/node_modules/pkg/index.js', 'y');
    write('src/.DS_Store', 'finder');
    expect(checkBuild(target())).toMatchObject({ stale: false });
  });

  it('rebuilds when the output was deleted or the stamp is missing', () => {
    build();
    fs.rmSync(path.join(root, 'dist/server.js'));
    expect(checkBuild(target())).toMatchObject({ stale: true, reason: 'dist/server.js is missing' });
    build();
    fs.rmSync(path.join(root, 'dist/.build-stamp.json'));
    expect(checkBuild(target())).toMatchObject({ stale: true, reason: 'no record of the last build' });
  });

  it('names a few changed files and counts the rest', () => {
    build();
    for (const n of [1, 2, 3, 4, 5]) write(`src/new-${n}.ts`, `export const n = ${n};`);
    expect(checkBuild(target()).reason).toBe('src/new-1.ts, src/new-2.ts, src/new-3.ts and 2 more added');
  });

  it('hashes paths as well as content: moving a file changes the hash', () => {
    const before = hashInputs(root, ['src']).hash;
    fs.renameSync(path.join(root, 'src/server.ts'), path.join(root, 'src/main.ts'));
    expect(hashInputs(root, ['src']).hash).not.toBe(before);
  });
});
