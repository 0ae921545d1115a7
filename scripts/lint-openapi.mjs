#!/usr/bin/env node
// `npm run lint:openapi`: the OpenAPI document, made from the app offline (apps/api/src/app/openapi-document.ts),
// linted by Redocly with redocly.yaml (recommended rules). Any error or warning fails (issue 29).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dir = mkdtempSync(path.join(os.tmpdir(), 'kitching-openapi-'));
const file = path.join(dir, 'openapi.json');
// No telemetry and no update check: the lint runs offline, in CI too.
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
delete env.DATABASE_URL;
const run = (command, args) => spawnSync(command, args, { stdio: 'inherit', env }).status ?? 1;
try {
  let status = run('npx', ['tsx', 'apps/api/src/app/openapi-document.ts', file]);
  if (status === 0) {
    status = run('npx', ['redocly', 'lint', file, '--config', 'redocly.yaml', '--max-problems', '1000']);
    // Redocly exits 0 on warnings: they fail here too.
    if (status === 0) {
      const counted = spawnSync(
        'npx',
        ['redocly', 'lint', file, '--config', 'redocly.yaml', '--format', 'json'],
        {
          env,
          encoding: 'utf8',
        },
      );
      const { totals } = JSON.parse(counted.stdout);
      if (totals.warnings > 0 || totals.errors > 0) {
        console.error(`OpenAPI lint: ${totals.errors} errors and ${totals.warnings} warnings (0 allowed)`);
        status = 1;
      }
    }
  }
  process.exitCode = status;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
