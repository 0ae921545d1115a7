/**
 * bench:scale's load balancer: a round-robin HTTP proxy in its own process (so its work is not the
 * load generator's), in front of the server processes, as an operator's nginx or HAProxy would be.
 * Each request goes to the next server on a keep-alive connection; an answer, a live stream included,
 * is piped back as it comes.
 *
 *   node --import tsx apps/api/bench/scale-proxy.ts <port> <upstream url> [<upstream url> ...]
 */
import http from 'node:http';

const [port, ...upstreams] = process.argv.slice(2);
if (!port || !upstreams.length) throw new Error('usage: scale-proxy.ts <port> <upstream> [<upstream> ...]');
const targets = upstreams.map((u) => new URL(u));
const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY, maxFreeSockets: 512 });
let next = 0;

const server = http.createServer((req, res) => {
  const target = targets[next++ % targets.length]!;
  const upstream = http.request(
    {
      host: target.hostname,
      port: target.port,
      method: req.method,
      path: req.url,
      headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '' },
      agent,
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502).end();
    else res.destroy();
  });
  // A client gone (a stream closed) closes its upstream request too.
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  req.pipe(upstream);
});
server.keepAliveTimeout = 65_000;
server.headersTimeout = 70_000;
server.requestTimeout = 0; // live streams never end
server.listen(Number(port), '127.0.0.1', () => console.log('ready'));
