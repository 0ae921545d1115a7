// What the scripts and benches that start servers share: a free port, waiting for a health answer,
// and stopping a child process (SIGTERM, then SIGKILL after a grace period).
import net from 'node:net';

/** A TCP port free on 127.0.0.1 at the time of asking. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Resolves once `url` answers 2xx; rejects when `child` exits first or after `timeoutMs`, with
 * `describe()`'s text (a server log's tail, say) in the message.
 */
export async function waitForHealth(url, { child, timeoutMs = 60_000, describe = () => '' } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) break;
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    `${url} did not answer${child?.exitCode != null ? ` (exited ${child.exitCode})` : ''}${describe()}`,
  );
}

/** Stops a child: SIGTERM, then SIGKILL if it is still running after `graceMs`. */
export async function stopChild(child, graceMs = 5_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}
