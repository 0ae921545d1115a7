import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { BackupResult } from './take-backup';

/**
 * `npm run backup` while the server runs: the server owns the data directory (only it may open the
 * embedded database), so the script asks it through a file in that directory. Whoever may write
 * there may already read or replace the whole database, so the file system's permissions are the
 * whole of the check, and nothing listens on the network. The script writes
 * `kitching-backup-request-<id>.json` (by rename, so it is whole); the server, looking every half
 * second, takes it, makes the backup and answers in `kitching-backup-result-<id>.json`.
 */

const REQUEST = /^kitching-backup-request-([0-9a-f]{16})\.json$/;
const POLL_MS = 500;

const requestFile = (dataDir: string, id: string) => path.join(dataDir, `kitching-backup-request-${id}.json`);
const resultFile = (dataDir: string, id: string) => path.join(dataDir, `kitching-backup-result-${id}.json`);

type Answer = { ok: true; result: BackupResult } | { ok: false; error: string };

function writeWhole(file: string, value: unknown) {
  const temp = `${path.dirname(file)}/.${path.basename(file)}.tmp`;
  fs.writeFileSync(temp, JSON.stringify(value), { mode: 0o600 });
  fs.renameSync(temp, file);
}

/** The server's side: answers each request with `take(outDir)`. Returns the stop. */
export function watchBackupRequests(
  dataDir: string,
  take: (outDir: string) => Promise<BackupResult>,
  onError: (error: Error) => void,
): () => void {
  let busy = false;
  const look = async () => {
    if (busy) return;
    busy = true;
    try {
      for (const name of fs.readdirSync(dataDir)) {
        const id = REQUEST.exec(name)?.[1];
        if (!id) continue;
        const file = path.join(dataDir, name);
        let outDir: string;
        try {
          outDir = String(JSON.parse(fs.readFileSync(file, 'utf8')).outDir);
        } finally {
          // Taken once, whatever it said: a bad request is answered, not retried every half second.
          fs.rmSync(file, { force: true });
        }
        const answer: Answer = await take(outDir).then(
          (result) => ({ ok: true as const, result }),
          (error: Error) => ({ ok: false as const, error: error.message }),
        );
        writeWhole(resultFile(dataDir, id), answer);
      }
    } catch (error) {
      onError(error as Error);
    } finally {
      busy = false;
    }
  };
  const timer = setInterval(() => void look(), POLL_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** The script's side: asks the server holding `dataDir` for a backup into `outDir` and waits. */
export async function requestBackup(
  dataDir: string,
  outDir: string,
  timeoutMs = 120_000,
): Promise<BackupResult> {
  const id = randomBytes(8).toString('hex');
  writeWhole(requestFile(dataDir, id), { outDir: path.resolve(outDir) });
  const answered = resultFile(dataDir, id);
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    await sleep(100);
    if (!fs.existsSync(answered)) continue;
    const answer: Answer = JSON.parse(fs.readFileSync(answered, 'utf8'));
    fs.rmSync(answered, { force: true });
    if (answer.ok) return answer.result;
    throw new Error(`the server could not take the backup: ${answer.error}`);
  }
  fs.rmSync(requestFile(dataDir, id), { force: true });
  throw new Error(
    `the running server did not answer within ${Math.round(timeoutMs / 1000)} s (a Kitching from before backups?). Stop it and run this again.`,
  );
}

/** Request and result files are the server's mail, not data: a restored directory drops them. */
export function removeRequestFiles(dataDir: string) {
  for (const name of fs.readdirSync(dataDir))
    if (/^\.?kitching-backup-(request|result)-/.test(name))
      fs.rmSync(path.join(dataDir, name), { force: true });
}
