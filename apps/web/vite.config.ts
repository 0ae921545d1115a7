import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, loadEnv, type Plugin, type Rollup } from 'vite';
import { SHELL_PATHS } from './src/app/shell-paths';

type ManualChunkMeta = Rollup.ManualChunkMeta;

/**
 * The page's first question is always the session (spec 2.1: it decides what '/' shows). index.html
 * asks for it while the script is still downloading; the app's own fetch then takes that answer
 * (same address, credentials and mode, hence `crossorigin="use-credentials"`).
 */
function preloadSession(apiBase: string): Plugin {
  return {
    name: 'kitching-preload-session',
    transformIndexHtml: () => [
      {
        tag: 'link',
        attrs: {
          rel: 'preload',
          href: `${apiBase}/api/auth/session`,
          as: 'fetch',
          crossorigin: 'use-credentials',
        },
        injectTo: 'head-prepend',
      },
    ],
  };
}

const SHELL = '/src/app/shell/app-shell.component.tsx';
// What a signed-in person's first page loads: the shell, the dashboard, the toasts' view.
const WITH_SHELL = [
  SHELL,
  '/src/features/dashboard/dashboard.page.tsx',
  '/src/components/ui/toast.component.tsx',
];
// Pages that only ever show inside the shell, or right before it (profile setup), and what the shell
// loads on demand (the quick-add dialog). The build fails when a shell path's page is not matched
// (preloadByPath): /grocery-lists and /meal-planning once were not, so a phone opening them fetched
// the shell only after the page, one round trip later.
const SHELL_SIDE =
  /\/src\/(app\/shell\/|app\/not-found\.page|features\/(dashboard|inventory|recipes|grocery|meal-planning|quick-add|scanner|family-profiles|settings|test-setup|placeholders|profile-setup)\/)/;
const MARKETING = /\/src\/features\/marketing\//;
// The way in: sign-in pages and the toasts they show.
const SIGN_IN = /\/src\/(features\/auth\/|components\/ui\/toast\.component)/;

/** The modules whose loading loads `id`: the entry and every dynamically imported module above it. */
function loadRoots(id: string, meta: ManualChunkMeta, cache: Map<string, string[]>) {
  const cached = cache.get(id);
  if (cached) return cached;
  const roots: string[] = [];
  const seen = new Set<string>();
  const stack = [id];
  while (stack.length) {
    const current = stack.pop()!;
    if (seen.has(current)) continue;
    seen.add(current);
    const info = meta.getModuleInfo(current);
    if (!info) continue;
    if (info.isEntry || info.dynamicImporters.length) roots.push(current);
    stack.push(...info.importers);
  }
  cache.set(id, roots);
  return roots;
}

/**
 * Left to itself Rollup cuts one chunk per set of pages sharing a module (an icon, a Radix part), and
 * the dashboard's first load was 30 files: a phone pays a round trip per few of them. So what the
 * shell, the dashboard or the toasts load goes into two files: 'shell' for what only signed-in pages
 * use, and 'sign-in' for what the sign-in pages share with them (Radix, mutations). What the first
 * script loads stays in it, and what the marketing pages share keeps Rollup's own chunks, so the
 * landing and marketing pages never fetch either file.
 * A module's roots include those of every module importing it, so 'shell' never imports 'sign-in'
 * code back and neither imports a default chunk that imports them: no cycle between chunks. Radix is
 * imported per primitive ('radix-ui/dialog'): through its one index every Radix part would look
 * loaded by the landing page's Slot.
 */
function chunkFor() {
  const cache = new Map<string, string[]>();
  return (id: string, meta: ManualChunkMeta) => {
    const roots = loadRoots(id, meta, cache);
    // What only the public pages load (the landing page's sections, their icons): one file, not twenty.
    if (roots.length && roots.every((root) => MARKETING.test(root))) return 'marketing';
    if (!roots.some((root) => WITH_SHELL.some((page) => root.endsWith(page)))) return undefined;
    if (roots.every((root) => SHELL_SIDE.test(root))) return 'shell';
    if (roots.every((root) => SHELL_SIDE.test(root) || SIGN_IN.test(root))) return 'sign-in';
    return undefined;
  };
}

const CONTRACTS = path.resolve(import.meta.dirname, '../../packages/contracts/src') + path.sep;

/**
 * The contracts build every schema when they load, and Rollup keeps a schema the app never uses
 * (a response shape, `body.partial()`): it cannot tell that `z.object(…)` changes nothing else. Each
 * `z.` call in the contracts is marked pure, so an unused schema is neither shipped nor built on a
 * phone's first load. Only there: the same mark on a library's `z` would be wrong.
 */
function pureZodSchemas(): Plugin {
  return {
    name: 'kitching-pure-zod',
    apply: 'build',
    transform(code, id) {
      if (!id.startsWith(CONTRACTS) || !/\.ts$/.test(id)) return null;
      const marked = code
        .replace(/(?<![\w.$])z\.(?=[a-z]\w*\()/g, '/* @__PURE__ */ z.')
        // A schema made from another ('createRecipeBody.partial()', 'base.extend({…})').
        .replace(
          /(=\s*)(\w+\.(?:partial|extend|pick|omit|merge|refine|superRefine|transform|array|optional|nullable|nullish|strict|required|and|or)\()/g,
          '$1/* @__PURE__ */ $2',
        );
      return { code: marked, map: null };
    },
  };
}

/**
 * The first script stays free of zod (issue 27): with it came every schema another page uses (Rollup
 * puts a module the entry imports into the entry, and all it exports to other pages with it), 100 kB
 * more for a phone to run before the first screen. One value read from a schema module by a module of
 * the first script was enough: such values live in schema-free modules (contracts' units.ts,
 * item-defaults.ts, dates.ts), imported by their own path. The build fails when zod is back.
 */
function entryWithoutZod(): Plugin {
  return {
    name: 'kitching-entry-without-zod',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk' || !file.isEntry) continue;
        const zod = file.moduleIds.find((id) => /[\\/]node_modules[\\/]zod[\\/]/.test(id));
        if (zod)
          this.error(
            `kitching-entry-without-zod: ${file.fileName} includes ${zod}: a module of the first script imports a value from a contracts module with schemas`,
          );
      }
    },
  };
}

const LAZY_PAGES = path.resolve(import.meta.dirname, 'src/app/lazy-pages.ts');
const LANDING = path.resolve(import.meta.dirname, 'src/features/marketing/landing.page.tsx');

/** Each address's page module in src/app/lazy-pages.ts, read from its source. */
function pageModules() {
  const source = fs.readFileSync(LAZY_PAGES, 'utf8');
  const load = String.raw`lazyPage\(\s*\(\) => import\('([^']+)'\)`;
  const byName = new Map<string, string>();
  for (const [, name, file] of source.matchAll(new RegExp(String.raw`const (\w+) = ${load}`, 'g')))
    byName.set(name!, file!);
  const pages = new Map<string, string>();
  for (const [, address, loaded, name] of source.matchAll(
    new RegExp(String.raw`'(\/[\w/-]*)': (?:${load}|(\w+))`, 'g'),
  )) {
    const module = loaded ?? byName.get(name!);
    const file = module && path.resolve(path.dirname(LAZY_PAGES), module);
    const withExtension = file && ['.tsx', '.ts'].map((ext) => file + ext).find((f) => fs.existsSync(f));
    if (withExtension) pages.set(address!, withExtension);
  }
  if (!pages.has('/dashboard') || !pages.has('/features'))
    throw new Error(`kitching-path-preload: could not read the pages of ${LAZY_PAGES}`);
  return pages;
}

/**
 * A phone opening /inventory used to fetch the app's script, run it, and only then ask for the shell
 * and the page: two downloads one after the other. The build writes a tiny script, listed before
 * the app's in index.html, that asks for the chunks of the address being opened at once (modulepreload),
 * while the app's script is still on its way. '/' preloads the landing page (a signed-in person's '/' then
 * downloads it unused, but does not run it); the shell comes only once the session says someone is
 * signed in.
 */
function preloadByPath(): Plugin {
  let base = '/';
  let script = '';
  return {
    name: 'kitching-path-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return;
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const chunkOf = (id: string) => chunks.find((chunk) => chunk.moduleIds.includes(id));
      const closure = (start: string[], into = new Set<string>()) => {
        for (const file of start) {
          if (into.has(file)) continue;
          into.add(file);
          closure(byFile.get(file)?.imports ?? [], into);
        }
        return into;
      };
      const loaded = closure([entry.fileName]);
      const shell = chunkOf(path.resolve(import.meta.dirname, SHELL.slice(1)));
      const files: Record<string, string[]> = {};
      for (const [address, module] of pageModules()) {
        if (address === '/' || address === '/profile-setup') continue;
        if (SHELL_PATHS.has(address) && !SHELL_SIDE.test(module))
          this.error(
            `kitching-path-preload: ${address} is a shell page but SHELL_SIDE does not match ${module}`,
          );
        const page = chunkOf(module);
        if (!page) continue;
        const start = [page.fileName, ...(SHELL_SIDE.test(module) && shell ? [shell.fileName] : [])];
        files[address] = [...closure(start)].filter((file) => !loaded.has(file)).map((file) => base + file);
      }
      const landing = chunkOf(LANDING);
      if (landing)
        files['/'] = [...closure([landing.fileName])]
          .filter((file) => !loaded.has(file))
          .map((file) => base + file);
      const code = `{const f=${JSON.stringify(files)}[location.pathname.replace(/\\/+$/,"")||"/"]||[];for(const h of f){const l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.append(l)}}\n`;
      script = this.getFileName(this.emitFile({ type: 'asset', name: 'preload-by-path.js', source: code }));
    },
    transformIndexHtml: {
      order: 'post',
      handler: () =>
        script
          ? [
              {
                tag: 'script',
                attrs: { type: 'module', async: true, src: base + script },
                injectTo: 'head-prepend',
              },
            ]
          : [],
    },
  };
}

const SERVICE_WORKER = path.resolve(import.meta.dirname, 'src/app/pwa/service-worker.js');
const PRECACHE_SLOT = /\[\s*\/\* __KITCHING_SW_PRECACHE__ \*\/\s*\]/;

/** Every file under `dir`, as paths relative to it with '/' separators. */
function filesUnder(dir: string, prefix = ''): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? filesUnder(path.join(dir, entry.name), `${prefix}${entry.name}/`)
        : [`${prefix}${entry.name}`],
    );
}

/**
 * The app opens in the shop with no signal (issue 15): once the build is written, /sw.js is made from
 * src/app/pwa/service-worker.js with the list of every file of the build (index.html, every page's
 * chunk, CSS, the scanner's WebAssembly, public/) to cache at install, and a version hashed from
 * their contents, so any change to any file is a new worker and a new cache. Build only: the dev
 * server has no service worker (src/app/pwa/register.ts registers in production builds only).
 */
function serviceWorker(): Plugin {
  let outDir = '';
  let base = '/';
  return {
    name: 'kitching-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      base = config.base;
    },
    writeBundle() {
      const files = filesUnder(outDir)
        .filter((file) => file !== 'sw.js' && !/(^|\/)\./.test(file) && !/\.(br|gz|map)$/.test(file))
        .sort();
      const template = fs.readFileSync(SERVICE_WORKER, 'utf8');
      // The worker's own code counts too: a changed worker starts from a fresh cache.
      const hash = crypto.createHash('sha256').update(template);
      for (const file of files)
        hash
          .update(file)
          .update('\0')
          .update(fs.readFileSync(path.join(outDir, file)));
      const version = hash.digest('hex').slice(0, 16);
      const urls = files.map((file) => base + file);
      if (!PRECACHE_SLOT.test(template) || !template.includes('__KITCHING_SW_VERSION__'))
        throw new Error(`kitching-service-worker: ${SERVICE_WORKER} lost its placeholders`);
      const code = template
        .replace(PRECACHE_SLOT, () => JSON.stringify(urls))
        .replace('__KITCHING_SW_VERSION__', version);
      fs.writeFileSync(path.join(outDir, 'sw.js'), code);
    },
  };
}

// No @vitejs/plugin-react: esbuild's automatic JSX runtime is all the build needs, and it installs
// everywhere (the React plugin's native toolchain does not on every machine this runs on).
export default defineConfig(({ mode }) => {
  const apiBase = (loadEnv(mode, import.meta.dirname, 'VITE_').VITE_API_BASE_URL ?? '').replace(/\/$/, '');
  return {
    plugins: [
      tailwindcss(),
      pureZodSchemas(),
      preloadSession(apiBase),
      preloadByPath(),
      entryWithoutZod(),
      serviceWorker(),
    ],
    esbuild: { jsx: 'automatic' },
    build: {
      target: 'es2022',
      sourcemap: false,
      chunkSizeWarningLimit: 700,
      rollupOptions: {
        // Only the modules named: a manual chunk otherwise takes in all its dependencies, React included.
        output: { manualChunks: chunkFor(), onlyExplicitManualChunks: true },
        onwarn(warning, warn) {
          // Radix and TanStack mark their modules "use client" for server components; meaningless in a SPA.
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
          // Zod 4.6's own comments name the annotation ('// Wrapped in a `@__PURE__` IIFE: ...') next to
          // the real one; Rollup drops those comments and says so. The real annotations still work (its
          // schemas tree-shake), so only this case, only in zod, is silenced.
          if (
            warning.code === 'INVALID_ANNOTATION' &&
            /[\\/]node_modules[\\/]zod[\\/]/.test(warning.id ?? '')
          )
            return;
          warn(warning);
        },
      },
    },
    server: {
      port: 5173,
      proxy: { '/api': 'http://localhost:3000' },
    },
  };
});
