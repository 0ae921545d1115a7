/**
 * bench:scale's live streams, in a process of their own (thousands of sockets are not the load
 * generator's work): opens one GET /api/families/:id/events per (family, token) it is sent, through
 * the proxy, and reports to its parent when each write's event arrived on each stream. A write is
 * recognised by its marker (`sc<seq>x` in the item's name, written by the household mix); arrival
 * times are the machine's clock (performance.timeOrigin + now), like the parent's send times.
 *
 * Parent -> child: { open: [familyId, token][], base }.  Child -> parent: { opened, failed },
 * { arrivals: [seq, familyId][] (with `at` per entry) }, { ended } (a stream closed by the server).
 */
import http from 'node:http';

const clock = () => performance.timeOrigin + performance.now();
const MARKER = /sc(\d+)x/;
const OPENING_AT_ONCE = 100;

let arrivals: [number, number, number][] = [];
let ended = 0;

function openStream(base: string, familyId: number, token: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = http.get(`${base}/api/families/${familyId}/events`, {
      agent: false,
      headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    });
    req.on('error', () => resolve(false));
    req.on('response', (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        return resolve(false);
      }
      let buffer = '';
      let live = false;
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        const at = clock();
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!live && frame.includes(': live')) {
            live = true;
            resolve(true);
          }
          const seq = MARKER.exec(frame)?.[1];
          if (seq) arrivals.push([Number(seq), familyId, at]);
          end = buffer.indexOf('\n\n');
        }
      });
      res.on('close', () => {
        ended++;
        resolve(false);
      });
    });
  });
}

process.on('message', async (message: { open?: [number, string][]; base?: string }) => {
  if (!message.open || !message.base) return;
  const queue = [...message.open];
  let opened = 0;
  let failed = 0;
  await Promise.all(
    Array.from({ length: OPENING_AT_ONCE }, async () => {
      for (let next = queue.shift(); next; next = queue.shift())
        if (await openStream(message.base!, next[0], next[1])) opened++;
        else failed++;
    }),
  );
  process.send!({ opened, failed });
});

setInterval(() => {
  if (arrivals.length || ended) process.send!({ arrivals, ended });
  arrivals = [];
}, 250);
