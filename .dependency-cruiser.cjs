/**
 * The dependency rule (docs/architecture.md, "Layers"): `npm run lint:deps`, run by `npm test`.
 *
 * apps/api/src is three layers: the kernel (kernel/: errors, authorize, the bus, the unit of work,
 * guards) that every module uses and that knows no module; the modules (modules/<domain>/), each the
 * only one to touch its own tables; and the composition root (app/) that wires them and that no module
 * imports. Type-only imports count (a type is a dependency too).
 */
const API = '^apps/api/src';
const MODULE = `${API}/modules/([^/]+)/`;
const DATA = `${API}/modules/[^/]+/[^/]+\\.(repository|table)\\.ts$`;
const TESTS = ['\\.test\\.ts$', '\\.fixtures?\\.ts$', '\\.stand-in\\.ts$'];
// Named exceptions, each a read that joins names in one query or the sign-in side of accounts:
// - auth (sessions, sign-in, sign-up) reads and creates users, and reads a session with its user and
//   family in one query per request;
// - a personal access token, like a session, is read with its member and family;
// - the user is read with their family's name, and the activity feed and the stock ledger with their
//   authors' names.
const EXCEPTIONS = [
  {
    from: `${API}/modules/auth/`,
    to: [
      `${API}/modules/users/users\\.(repository|table)\\.ts$`,
      `${API}/modules/families/families\\.table\\.ts$`,
    ],
  },
  {
    from: `${API}/modules/users/users\\.repository\\.ts$`,
    to: [`${API}/modules/families/families\\.table\\.ts$`],
  },
  {
    from: `${API}/modules/activity/activity\\.repository\\.ts$`,
    to: [`${API}/modules/users/users\\.table\\.ts$`],
  },
  // A personal access token (issue 29) is read with its member and their family in one query per
  // request, as a session is.
  {
    from: `${API}/modules/tokens/tokens\\.repository\\.ts$`,
    to: [`${API}/modules/users/users\\.table\\.ts$`, `${API}/modules/families/families\\.table\\.ts$`],
  },
  // An item's stock history (issue 23) with who made each change, as the activity feed.
  {
    from: `${API}/modules/inventory/stock-ledger\\.repository\\.ts$`,
    to: [`${API}/modules/users/users\\.table\\.ts$`],
  },
];
const WALL =
  "A module reads or changes another domain's data only through that domain's service functions " +
  '(e.g. inventory.receive(tx, lines)), never its repository or table.';

module.exports = {
  forbidden: [
    {
      name: 'module-uses-another-modules-data',
      severity: 'error',
      comment: WALL,
      from: { path: MODULE, pathNot: [...TESTS, '\\.table\\.ts$', ...EXCEPTIONS.map((e) => e.from)] },
      to: { path: DATA, pathNot: `${API}/modules/$1/` },
    },
    // The excepted files still may not reach any other module's data.
    ...EXCEPTIONS.map((exception, i) => ({
      name: `module-uses-another-modules-data-${i + 1}`,
      severity: 'error',
      comment: `${WALL} (This file may use only: ${exception.to.join(', ')}.)`,
      from: { path: exception.from, pathNot: TESTS },
      to: { path: DATA, pathNot: [`${API}/modules/${exception.from.split('/')[4]}/`, ...exception.to] },
    })),
    {
      name: 'table-references-more-than-tables',
      severity: 'error',
      comment: "A table file may reference other tables (foreign keys), never another module's repository.",
      from: { path: `${MODULE}[^/]+\\.table\\.ts$` },
      to: { path: `${API}/modules/[^/]+/[^/]+\\.repository\\.ts$`, pathNot: `${API}/modules/$1/` },
    },
    {
      name: 'kernel-imports-a-module-or-the-root',
      severity: 'error',
      comment:
        'The kernel (apps/api/src/kernel) is what every module uses: it imports no module and not the ' +
        'composition root. A module adds what the kernel must know by declaration merging (AppServices).',
      from: { path: `${API}/kernel/`, pathNot: TESTS },
      to: { path: `${API}/(modules|app)/` },
    },
    {
      name: 'module-imports-the-composition-root',
      severity: 'error',
      comment:
        'Modules never import the composition root (apps/api/src/app): take what you need from the kernel ' +
        '(apps/api/src/kernel) or as a parameter the root passes in.',
      from: { path: `${API}/modules/`, pathNot: TESTS },
      to: { path: `${API}/app/` },
    },
    {
      name: 'contracts-import-an-app',
      severity: 'error',
      comment: 'packages/contracts is shared by both apps and imports neither.',
      from: { path: '^packages/contracts/' },
      to: { path: '^apps/' },
    },
    {
      name: 'contracts-circular',
      severity: 'error',
      comment: 'No circle inside packages/contracts: move what both files need into a third one.',
      from: { path: '^packages/contracts/' },
      to: { path: '^packages/contracts/', circular: true },
    },
    {
      name: 'web-imports-the-api',
      severity: 'error',
      comment: 'The web app talks to the API over HTTP; what both need lives in packages/contracts.',
      from: { path: '^apps/web/' },
      to: { path: '^apps/api/' },
    },
    {
      name: 'api-imports-the-web',
      severity: 'error',
      comment: 'The API never imports the web app; what both need lives in packages/contracts.',
      from: { path: '^apps/api/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import that resolves to nothing (a moved file): fix its path.',
      from: {},
      to: { couldNotResolve: true, pathNot: '\\?(url|raw|worker)$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules|coverage|test-results)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
