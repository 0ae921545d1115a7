// How the server process is started for memory (docs/scaling.md, "Memory per process"): used by
// `npm start` and by the benches that measure it.
//
// - malloc: at most two arenas (one per thread that ever allocated, by default, each keeping what it
//   once held), blocks of 64 kB or more (16 kB on the embedded database) mapped and unmapped on their
//   own, and a free top given back from 128 kB: WebAssembly compilation and compression on the pool's
//   threads otherwise leave hundreds of MiB held after they are done. malloc gives back only the top of
//   its heap, never the holes below a block still in use, and node cannot call malloc_trim: at 64 kB a
//   family's server kept 60 MiB of free holes in the main heap and 35 MiB in the second arena after a
//   busy minute; 36 MiB at 32 kB, 26 MiB at 16 kB (V8's compiler zone segments, 8 to 32 kB, mapped
//   on their own), 18 MiB at 8 kB, which cost a quarter more CPU at start.
// - V8's young generation at 1 MiB semi-spaces on the embedded database: a family's server does a
//   few requests a second, and 16 MiB semi-spaces stay resident for nothing.
// - On the embedded database, V8's emptied pages given back once the server is idle after a busy
//   spell (server-idle-gc.cjs).
// Whatever the environment already says wins.
import path from 'node:path';

/** The environment for the server process. */
export function serverEnv(env = process.env) {
  return {
    MALLOC_ARENA_MAX: '2',
    MALLOC_MMAP_THRESHOLD_: env.DATABASE_URL ? '65536' : '16384',
    MALLOC_TRIM_THRESHOLD_: '131072',
    ...env,
  };
}

/** node's own flags for the server process. */
export function serverNodeArgs(env = process.env) {
  return env.DATABASE_URL
    ? []
    : ['--max-semi-space-size=1', '--require', path.join(import.meta.dirname, 'server-idle-gc.cjs')];
}
