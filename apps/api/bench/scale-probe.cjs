// bench:scale's probe, loaded into each server process (node --expose-gc --require): on the message
// 'memory' from the bench (IPC), a full GC, then the process's memory and the live streams it holds
// (sockets whose response is an event stream); on { profile: 'start' } and { profile: 'stop', file },
// a CPU profile of the phase between them (the bench's --profile), written to `file`. Nothing else; a
// server started without the bench never loads it.
const inspector = require('node:inspector');
const fs = require('node:fs');

let session;
process.on('message', (message) => {
  if (message?.profile === 'start') {
    session = new inspector.Session();
    session.connect();
    session.post('Profiler.enable', () =>
      session.post('Profiler.setSamplingInterval', { interval: 500 }, () =>
        session.post('Profiler.start', () => process.send({ profiling: true })),
      ),
    );
    return;
  }
  if (message?.profile === 'stop') {
    session?.post('Profiler.stop', (error, result) => {
      if (!error) fs.writeFileSync(message.file, JSON.stringify(result.profile));
      session.disconnect();
      session = undefined;
      process.send({ profiled: error ? null : message.file });
    });
    return;
  }
  if (message !== 'memory') return;
  global.gc?.();
  const m = process.memoryUsage();
  process.send({
    memory: { rss: m.rss, heapUsed: m.heapUsed, external: m.external, arrayBuffers: m.arrayBuffers },
    streams: process
      ._getActiveHandles()
      .filter((h) => String(h._httpMessage?._header ?? '').includes('text/event-stream')).length,
  });
});
// The IPC channel must not keep a server alive that was asked to stop.
process.channel?.unref();
