/**
 * Issue 25: export a family of 5,000 recipes and 2,000 pantry items (2 batches each); the server's
 * peak RSS growth over the export (process.memoryUsage sampled every 5 ms) must stay <= 50 MiB:
 *
 *   npm run bench:export      PGlite and PostgreSQL (a throwaway cluster)
 *
 * The family is made through the imports call, then the export is downloaded and its bytes counted
 * as they arrive (nothing kept). Run with --expose-gc for a steadier baseline (npm's script does).
 */
import { databases, startServer, syntheticExport, upload } from './transfer-bench-support';

const RECIPES = 5000;
const ITEMS = 2000;
const gc = (globalThis as { gc?: () => void }).gc;

async function main() {
  const rows: string[] = [];
  for (const { label, open } of databases()) {
    const server = await startServer(label, open);
    try {
      const seeded = await upload(server, 'seed.zip', syntheticExport(RECIPES, ITEMS));
      if (seeded.status !== 200)
        throw new Error(`seeding failed: ${seeded.status} ${JSON.stringify(seeded.body).slice(0, 300)}`);
      for (let i = 0; i < 3; i++) {
        gc?.();
        await new Promise((r) => setTimeout(r, 50));
      }
      const baseline = process.memoryUsage().rss;
      let peak = baseline;
      const sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().rss);
      }, 5);
      const started = performance.now();
      const res = await fetch(`${server.api}/api/families/${server.familyId}/export`, {
        headers: { authorization: `Bearer ${server.token}` },
      });
      let bytes = 0;
      for await (const chunk of res.body!) {
        bytes += (chunk as Uint8Array).length;
        peak = Math.max(peak, process.memoryUsage().rss);
      }
      const seconds = (performance.now() - started) / 1000;
      clearInterval(sampler);
      if (res.status !== 200) throw new Error(`export failed: ${res.status}`);
      const growth = (peak - baseline) / 2 ** 20;
      rows.push(
        `${label.padEnd(11)} ${RECIPES} recipes, ${ITEMS} items: ${(bytes / 2 ** 20).toFixed(1)} MiB zip in ${seconds.toFixed(1)} s; RSS before ${(baseline / 2 ** 20).toFixed(0)} MiB, peak growth ${growth.toFixed(1)} MiB${gc ? '' : ' (no --expose-gc)'}`,
      );
      console.log(rows.at(-1));
    } finally {
      await server.close();
    }
  }
  console.log('\nexport of a family, streamed');
  for (const row of rows) console.log(row);
  console.log('goal: peak RSS growth <= 50 MiB');
}

await main();
