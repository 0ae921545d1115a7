/**
 * bench:scale's CPU accounting: where the machine's CPU went during a phase, per process group (each
 * server, PostgreSQL with all its backends, the proxy, the load generator, the streams' process, and
 * everything else on the machine), from /proc; and, when PostgreSQL preloads pg_stat_statements
 * (WITH_POSTGRES_OPTIONS="-c shared_preload_libraries=pg_stat_statements"), its statements by total time.
 * A CPU profile of each server (`--profile`) says where a server's own share goes (scale-profile.ts).
 */
import fs from 'node:fs';
import pg from 'pg';

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** utime + stime of one process, ms; 0 when it is gone. */
function cpuMsOf(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/** The children of `parent` now (PostgreSQL's backends come and go; each is read when seen). */
function childrenOf(parent: number): number[] {
  const out: number[] = [];
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === parent) out.push(Number(name));
    } catch {}
  }
  return out;
}

/** The whole machine's busy time (all cores), ms. */
function machineBusyMs(): number {
  const cpu = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = cpu;
  return (user + nice + system + irq + softirq + steal) * TICK_MS;
}

export interface Groups {
  [name: string]: number[];
}

/**
 * Samples the groups' CPU every second (so short-lived backends count) between start and stop. A
 * group named `postgres` is the postmaster: its children are found on each sample.
 */
export function cpuMeter(groups: Groups) {
  // Per pid: its group, its CPU when first seen in the phase, and when last seen.
  const seen = new Map<number, { group: string; first: number; last: number }>();
  let busy0 = 0;
  let phaseStarted = false;
  let started = 0;
  let timer: NodeJS.Timeout | undefined;
  const sample = () => {
    for (const [group, pids] of Object.entries(groups))
      for (const pid of group === 'postgres' ? [...pids, ...pids.flatMap(childrenOf)] : pids) {
        const ms = cpuMsOf(pid);
        const known = seen.get(pid);
        // A backend born during the phase counts from 0; one alive at its start, from then.
        if (!known) seen.set(pid, { group, first: phaseStarted ? 0 : ms, last: ms });
        else if (ms) known.last = ms;
      }
  };
  return {
    start() {
      seen.clear();
      phaseStarted = false;
      busy0 = machineBusyMs();
      sample();
      phaseStarted = true;
      started = performance.now();
      timer = setInterval(sample, 1000);
    },
    /** CPU ms per group over the phase, with the machine's total busy time and the wall time. */
    stop() {
      clearInterval(timer);
      sample();
      const wall = performance.now() - started;
      const used: Record<string, number> = Object.fromEntries(Object.keys(groups).map((g) => [g, 0]));
      for (const { group, first, last } of seen.values()) used[group]! += last - first;
      const ours = Object.values(used).reduce((a, b) => a + b, 0);
      const machine = machineBusyMs() - busy0;
      used['other work on the machine'] = Math.max(0, machine - ours);
      return { used, machine, wall };
    },
  };
}

/** The postmaster's pid, from a backend's parent. */
export async function postmasterPid(url: string): Promise<number | undefined> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    const stat = fs.readFileSync(`/proc/${rows[0]!.pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  } finally {
    await client.end();
  }
}

/** pg_stat_statements when PostgreSQL preloads it: reset at a phase's start, read at its end. */
export async function statements(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let available = true;
  try {
    await client.query('create extension if not exists pg_stat_statements');
    await client.query('select pg_stat_statements_reset()');
  } catch {
    available = false;
  }
  return {
    available,
    async reset() {
      if (available) await client.query('select pg_stat_statements_reset()');
    },
    /** The top statements by total time: calls, total and mean ms, rows, the text's start. */
    async top(n = 15) {
      if (!available) return [];
      const { rows } = await client.query<{
        calls: string;
        total: number;
        mean: number;
        rows: string;
        query: string;
      }>(
        `select calls, total_exec_time as total, mean_exec_time as mean, rows, query
           from pg_stat_statements where dbid = (select oid from pg_database where datname = current_database())
          order by total_exec_time desc limit $1`,
        [n],
      );
      return rows;
    },
    /** Every statement's calls and PostgreSQL's time on them, with the transactions (commits). */
    async totals() {
      if (!available) return undefined;
      const { rows } = await client.query<{ calls: string; total: number; commits: string }>(
        `select sum(calls) as calls, sum(total_exec_time) as total,
                sum(calls) filter (where query ilike 'commit%') as commits
           from pg_stat_statements where dbid = (select oid from pg_database where datname = current_database())`,
      );
      return { calls: Number(rows[0]!.calls), total: rows[0]!.total, commits: Number(rows[0]!.commits ?? 0) };
    },
    close: () => client.end(),
  };
}
