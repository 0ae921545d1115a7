/**
 * Issue 25: import 1,000 recipes from one file (goal <= 20 s on PGlite) while /api/health is asked
 * every 10 ms (goal p99 <= 50 ms):
 *
 *   npm run bench:import-file      PGlite and PostgreSQL (a throwaway cluster)
 *
 * Two files: another app's recipes (a bench reader hands over 1,000 recipes of 12 ingredient lines
 * each, so every line goes through Kitching's ingredient parser) and a Kitching export of 1,000
 * recipes. Each is imported into a fresh family of its own server.
 */
import { strToU8 } from 'fflate';
import { readers } from '../src/modules/imports/formats/format-registry';
import type { FormatReader, ImportedRecipe } from '../src/modules/imports/formats/import-format';
import {
  databases,
  healthProbe,
  percentile,
  startServer,
  syntheticExport,
  upload,
} from './transfer-bench-support';

const RECIPES = 1000;
const LINES = [
  '2 cups all-purpose flour, sifted',
  '1 1/2 tsp baking powder',
  '3 large eggs',
  '1/2 cup (1 stick) unsalted butter, melted',
  '250 g spinach',
  '1 (14 oz) can diced tomatoes',
  'salt and pepper to taste',
  '2 tbsp olive oil',
  '1 onion, finely chopped',
  '3 cloves garlic, minced',
  '500 ml vegetable stock',
  'a handful of fresh basil',
];
const benchReader: FormatReader = {
  format: 'jsonld',
  label: 'Bench',
  detect: async (source) => source.fileName.endsWith('.bench'),
  read: async () => ({
    recipes: Array.from(
      { length: RECIPES },
      (_, i): ImportedRecipe => ({
        name: `Imported dish ${i}`,
        ingredients: LINES,
        instructions: 'Mix.\nBake.\nServe.',
        servings: 4,
        prepMinutes: 15,
        totalMinutes: 60,
        source: `https://example.com/${i}`,
        tags: ['Dinner', 'Bench'],
      }),
    ),
    groceryLists: [],
    plannedMeals: [],
    skipped: [],
  }),
};

async function main() {
  readers.push(benchReader);
  const rows: string[] = [];
  for (const { label, open } of databases()) {
    // The same probe with no import: what the machine itself allows (a busy machine shows here first).
    const idle = await startServer(label, open);
    try {
      const probe = healthProbe(idle.api);
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const health = await probe.stop();
      rows.push(
        `${label.padEnd(11)} ${'no import (the probe alone)'.padEnd(46)} ${'-'.padStart(6)}    health n=${String(health.length).padStart(5)}  p50 ${percentile(health, 50).toFixed(1).padStart(6)} ms  p99 ${percentile(health, 99).toFixed(1).padStart(6)} ms`,
      );
      console.log(rows.at(-1));
    } finally {
      await idle.close();
    }
    for (const [kind, name, bytes] of [
      ["another app's file (ingredient lines parsed)", 'recipes.bench', strToU8('bench')],
      ['a Kitching export', 'export.zip', syntheticExport(RECIPES, 0)],
    ] as const) {
      const server = await startServer(label, open);
      try {
        const probe = healthProbe(server.api);
        const started = performance.now();
        const res = await upload(server, name, bytes);
        const seconds = (performance.now() - started) / 1000;
        const health = await probe.stop();
        if (res.status !== 200 || res.body.data?.recipes !== RECIPES)
          throw new Error(`import failed: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
        rows.push(
          `${label.padEnd(11)} ${kind.padEnd(46)} ${seconds.toFixed(1).padStart(6)} s  health n=${String(health.length).padStart(5)}  p50 ${percentile(health, 50).toFixed(1).padStart(6)} ms  p99 ${percentile(health, 99).toFixed(1).padStart(6)} ms  max ${Math.max(
            ...health,
          )
            .toFixed(1)
            .padStart(6)} ms`,
        );
        console.log(rows.at(-1));
      } finally {
        await server.close();
      }
    }
  }
  console.log(
    `\n${RECIPES} recipes from one file, /api/health every 10 ms meanwhile (measured from when each was due)`,
  );
  for (const row of rows) console.log(row);
  console.log('goals: <= 20 s on PGlite; health p99 <= 50 ms');
}

await main();
