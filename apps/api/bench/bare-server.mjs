// The baseline of bench:http: a bare Fastify route answering a constant, nothing else; and the same
// for a body of a given size (/body?bytes=N), the ceiling for a large answer on this machine.
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const bodies = new Map();
app.get('/', async () => ({ data: { status: 'ok' } }));
app.get('/body', (request, reply) => {
  const bytes = Math.min(Number(request.query.bytes) || 0, 10_000_000);
  if (!bodies.has(bytes)) bodies.set(bytes, randomBytes(bytes));
  reply.header('content-type', 'application/json').header('content-encoding', 'br').send(bodies.get(bytes));
});
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
