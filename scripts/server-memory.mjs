// How the server process is started for memory (docs/scaling.md, "Memory per process"): used by
// `npm start` and by the benches that measure it.
//
// - malloc: at most two arenas (one per thread that ever allocated, by default, each keeping what it
//   once held), blocks of 64 kB or more mapped and unmapped on their own, and a free top given back
//   from 128 kB: WebAssembly compilation and compression on the pool's threads otherwise leave
//   hundreds of MiB held after they are done.
// - V8's young generation at 1 MiB semi-spaces on the embedded database: a family's server does a
//   few requests a second, and 16 MiB semi-spaces stay resident for nothing.
// Whatever the environment already says wins.

/** The environment for the server process. */
export function serverEnv(env = process.env) {
  return { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '65536', MALLOC_TRIM_THRESHOLD_: '131072', ...env };
}

/** node's own flags for the server process. */
export function serverNodeArgs(env = process.env) {
  return env.DATABASE_URL ? [] : ['--max-semi-space-size=1'];
}
