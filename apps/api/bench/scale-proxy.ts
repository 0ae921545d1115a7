/**
 * bench:scale's load balancer: a round-robin TCP proxy in its own process, in front of the server
 * processes, as an operator's HAProxy in TCP mode (or nginx's stream module) would be. Each client
 * connection goes to the next server and its bytes are piped both ways untouched: no HTTP parsing, so
 * the proxy costs the machine little (the setup counts it; it must not be the bottleneck).
 * Clients keep their connections alive, so each carries many requests to one server; the generator's
 * many connections spread the requests evenly, and each live stream is a connection of its own.
 *
 *   node --import tsx apps/api/bench/scale-proxy.ts <port> <upstream url> [<upstream url> ...]
 */
import net from 'node:net';

const [port, ...upstreams] = process.argv.slice(2);
if (!port || !upstreams.length) throw new Error('usage: scale-proxy.ts <port> <upstream> [<upstream> ...]');
const targets = upstreams.map((u) => new URL(u));
let next = 0;

const server = net.createServer({ noDelay: true }, (client) => {
  const target = targets[next++ % targets.length]!;
  const upstream = net.connect({ host: target.hostname, port: Number(target.port), noDelay: true });
  // Either side gone closes the other (a stream closed by the client ends its upstream request too).
  client.on('error', () => upstream.destroy());
  upstream.on('error', () => client.destroy());
  client.pipe(upstream);
  upstream.pipe(client);
});
server.listen(Number(port), '127.0.0.1', () => console.log('ready'));
