#!/usr/bin/env node
// `npm run build [-- server|web] [-- --if-changed]`: the production build.
//   server: apps/api/src/server.ts bundled by esbuild into apps/api/dist/server.js (plain node runs it,
//           no tsx), every apps/api/src/**/<name>.worker.ts into apps/api/dist/workers/<name>.worker.js,
//           and the migrations copied to apps/api/dist/drizzle.
//   web:    Vite's build of apps/web into apps/web/dist, then .br and .gz beside every compressible file.
// Each output keeps a stamp of the content hash of its sources (scripts/build-state.mjs), so that
// `npm start` (scripts/start.mjs) rebuilds only what changed. Without --if-changed both are built.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkBuild, listInputs, writeStamp } from './build-state.mjs';
import { compressAssets, describeCompression } from './compress-assets.mjs';

export const root = path.resolve(import.meta.dirname, '..');

// What both builds read: the shared contracts, the locked dependency versions, the build itself.
const sharedInputs = [
  'packages/contracts/src',
  'packages/contracts/package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'scripts/build.mjs',
];

export const targets = {
  server: {
    what: 'the server',
    outDir: path.join(root, 'apps/api/dist'),
    inputs: [
      'apps/api/src',
      'apps/api/drizzle',
      'apps/api/package.json',
      'apps/api/tsconfig.json',
      ...sharedInputs,
    ],
    outputs: ['server.js', 'drizzle/meta/_journal.json'],
    build: buildServer,
  },
  web: {
    what: 'the web app',
    outDir: path.join(root, 'apps/web/dist'),
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      'apps/web/tsconfig.json',
      'scripts/compress-assets.mjs',
      ...sharedInputs,
    ],
    outputs: ['index.html'],
    build: buildWeb,
  },
};

const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/**
 * Packages stay imports, resolved from node_modules at run time (native and WASM packages such as
 * PGlite must), except our own workspace packages: @kitching/contracts exports TypeScript source,
 * which plain node cannot load, so it is bundled.
 */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@kitching/') || path.isAbsolute(args.path)
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

/** The worker entry points: apps/api/src/**\/<name>.worker.ts, each to workers/<name>.worker.js. */
function workerEntries() {
  const workers = listInputs(root, ['apps/api/src']).filter((file) => file.endsWith('.worker.ts'));
  const byName = new Map();
  for (const file of workers) {
    const name = path.basename(file, '.ts');
    if (byName.has(name)) throw new Error(`two workers named ${name}: ${byName.get(name)} and ${file}`);
    byName.set(name, file);
  }
  return [...byName].map(([name, file]) => ({ in: file, out: `workers/${name}` }));
}

/**
 * Bundles the server into `outDir`. The bundle needs node_modules at run time: `outDir` must be
 * inside the repository (apps/api/dist, or a folder under node_modules/.cache), where node's lookup
 * of bare imports walks up to the installed packages.
 */
export async function buildServer(outDir = targets.server.outDir) {
  const esbuild = await import('esbuild');
  for (const old of ['server.js', 'server.js.map', 'workers', 'drizzle', 'package.json'])
    fs.rmSync(path.join(outDir, old), { recursive: true, force: true });
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: [{ in: 'apps/api/src/server.ts', out: 'server' }, ...workerEntries()],
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Readable stack traces in the server log (start.mjs runs node with --enable-source-maps), and
    // class names kept as written: bundling may rename clashing identifiers.
    sourcemap: 'linked',
    keepNames: true,
    logLevel: 'warning',
    plugins: [externalPackages],
  });
  // esbuild keeps a service process for further builds; there are none, and `npm start` stays running.
  await esbuild.stop();
  // The bundle finds its migrations beside it (apps/api/src/db/migrate.ts), wherever it was built.
  fs.cpSync(path.join(root, 'apps/api/drizzle'), path.join(outDir, 'drizzle'), { recursive: true });
  // ESM wherever the bundle lives, whatever package.json is above it.
  fs.writeFileSync(path.join(outDir, 'package.json'), '{ "type": "module", "private": true }\n');
}

function run(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Vite's build of apps/web into `outDir` (emptied first), then the precompressed variants
 * (`brotliQuality`: see compressAssets).
 */
export async function buildWeb(outDir = targets.web.outDir, { quiet = false, brotliQuality } = {}) {
  const requireWeb = createRequire(path.join(root, 'apps/web/package.json'));
  const vite = path.join(path.dirname(requireWeb.resolve('vite/package.json')), 'bin/vite.js');
  const args = [vite, 'build', '--outDir', outDir, '--emptyOutDir'];
  if (quiet) args.push('--logLevel', 'warn');
  const code = await run(process.execPath, args, { cwd: path.join(root, 'apps/web') });
  if (code !== 0) throw new Error(`vite build failed (exit ${code})`);
  const started = performance.now();
  const totals = await compressAssets(outDir, { brotliQuality });
  console.log(`  precompressed ${describeCompression(totals)} (${seconds(started)})`);
}

/**
 * Builds the named targets (all when `force`, else only those whose sources changed since their
 * stamp) and says what it builds and why. Returns the names it built.
 */
export async function ensureBuilt(names = Object.keys(targets), { force = false, quiet = false } = {}) {
  const checked = names.map((name) => {
    const target = targets[name];
    if (!target) throw new Error(`no build target '${name}' (targets: ${Object.keys(targets).join(', ')})`);
    return { name, target, ...checkBuild({ root, ...target }) };
  });
  const toBuild = checked.filter((c) => force || c.stale);
  await Promise.all(
    toBuild.map(async ({ target, reason, state, stampFile }) => {
      const started = performance.now();
      const why = force ? 'requested' : reason;
      console.log(`Building ${target.what} into ${path.relative(root, target.outDir)} (${why})`);
      fs.rmSync(stampFile, { force: true });
      await target.build(target.outDir, { quiet });
      writeStamp(stampFile, state);
      console.log(`Built ${target.what} in ${seconds(started)}`);
    }),
  );
  return toBuild.map((c) => c.name);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const names = args.filter((a) => !a.startsWith('--'));
  const started = performance.now();
  try {
    const built = await ensureBuilt(names.length ? names : undefined, {
      force: !args.includes('--if-changed'),
    });
    console.log(built.length ? `Build done in ${seconds(started)}` : 'Nothing to build: up to date');
  } catch (error) {
    console.error(`build failed: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
