// bench:scale's probe, loaded into each server process (node --expose-gc --require): on the message
// 'memory' from the bench (IPC), a full GC, then the process's memory and the live streams it holds
// (sockets whose response is an event stream). Nothing else; a server started without the bench never
// loads it.
process.on('message', (message) => {
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
