import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { fetchGuarded, isPrivateAddress, type LookupLike, type OutboundOptions } from './outbound';

interface StandIn {
  url: string;
  requests: http.IncomingMessage[];
  bodies: string[];
}
const servers: http.Server[] = [];

/** A local stand-in for an outside site, on 127.0.0.1 (or another loopback address). */
async function standIn(handler: http.RequestListener, host = '127.0.0.1'): Promise<StandIn> {
  const requests: http.IncomingMessage[] = [];
  const bodies: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(req);
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      bodies.push(body);
      handler(req, res);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return { url: `http://${host}:${(server.address() as AddressInfo).port}`, requests, bodies };
}

afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve) && s.closeAllConnections())),
  );
});

const open: OutboundOptions = { allowPrivate: true };
const codeOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    return `${(error as { status?: number }).status} ${(error as { code?: string }).code}`;
  }
};
const page =
  (body: string, headers: http.OutgoingHttpHeaders = {}): http.RequestListener =>
  (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers });
    res.end(body);
  };

/** A resolver that answers each name with an error code, or with a public address (null). */
const fakeLookup =
  (answer: (host: string) => string | null): LookupLike =>
  (host, _options, callback) =>
    setImmediate(() => {
      const code = answer(host);
      if (code) callback(Object.assign(new Error(`${code} ${host}`), { code }), []);
      else callback(null, [{ address: '93.184.215.14', family: 4 }]);
    });

describe('fetchGuarded: the private-address guard', () => {
  it('refuses 127.0.0.1 unless the test opt-in allows it, without connecting', async () => {
    const site = await standIn(page('<p>hi</p>'));
    expect(await codeOf(fetchGuarded(`${site.url}/`))).toBe('400 outbound.blocked');
    expect(site.requests).toHaveLength(0);
    expect((await fetchGuarded(`${site.url}/`, open)).text()).toBe('<p>hi</p>');
  });

  it('refuses a name that resolves to loopback, at connect time', async () => {
    const site = await standIn(page('<p>hi</p>'));
    const port = new URL(site.url).port;
    expect(await codeOf(fetchGuarded(`http://localhost:${port}/`))).toBe('400 outbound.blocked');
    expect(site.requests).toHaveLength(0);
  });

  it('refuses link-local, IPv6 loopback and IPv4 written as IPv6', async () => {
    for (const url of [
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://[::ffff:a9fe:a9fe]/',
      'http://2130706433/',
      'http://0/',
    ]) {
      expect(await codeOf(fetchGuarded(url, { timeoutMs: 2000 })), url).toBe('400 outbound.blocked');
    }
  });

  it('refuses a redirect from an allowed site to a private address', async () => {
    // 127.0.0.2 stands for the private network behind the server; it must never be asked anything.
    const inside = await standIn(page('secret'), '127.0.0.2');
    const targets = [`${inside.url}/admin`, 'http://169.254.169.254/latest/meta-data/', 'http://[::1]:9/'];
    let next = 0;
    const site = await standIn((_req, res) => {
      res.writeHead(302, { location: targets[next++] });
      res.end();
    });
    // The stand-in plays a public site: only its own address is let through.
    const publicSite = { isBlockedAddress: (a: string) => a !== '127.0.0.1' && isPrivateAddress(a) };
    for (const target of targets) {
      expect(await codeOf(fetchGuarded(`${site.url}/recipe`, publicSite)), target).toBe(
        '400 outbound.blocked',
      );
    }
    expect(site.requests).toHaveLength(3);
    expect(inside.requests).toHaveLength(0);
  });
});

describe('fetchGuarded: limits', () => {
  it('refuses a page over the size cap, declared or streamed (413)', async () => {
    const big = 'x'.repeat(2048);
    const declared = await standIn(page(big));
    expect(await codeOf(fetchGuarded(declared.url, { ...open, maxBytes: 1024 }))).toBe(
      '413 outbound.too_large',
    );
    const streamed = await standIn((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write(big);
      res.end(big);
    });
    expect(await codeOf(fetchGuarded(streamed.url, { ...open, maxBytes: 1024 }))).toBe(
      '413 outbound.too_large',
    );
  });

  it('decompresses gzip, and counts the cap after decompression', async () => {
    const small = await standIn(page('', {}));
    small.requests.length = 0;
    const zipped = await standIn((req, res) => {
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
      res.end(zlib.gzipSync(req.url === '/bomb' ? 'a'.repeat(200_000) : '<h1>Soup</h1>'));
    });
    expect((await fetchGuarded(`${zipped.url}/`, open)).text()).toBe('<h1>Soup</h1>');
    expect(zipped.requests[0]!.headers['accept-encoding']).toContain('gzip');
    expect(await codeOf(fetchGuarded(`${zipped.url}/bomb`, { ...open, maxBytes: 50_000 }))).toBe(
      '413 outbound.too_large',
    );
  });

  it('gives up after the timeout (504)', async () => {
    const slow = await standIn(() => {});
    const started = Date.now();
    expect(await codeOf(fetchGuarded(slow.url, { ...open, timeoutMs: 300 }))).toBe('504 outbound.timeout');
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('reports a connection cut in the middle of the page as unreachable (502)', async () => {
    const cut = await standIn((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html', 'content-length': '1000' });
      res.write('<p>half');
      setTimeout(() => res.socket?.destroy(), 20);
    });
    expect(await codeOf(fetchGuarded(cut.url, open))).toBe('502 outbound.unreachable');
  });

  it('stops after too many redirects, and refuses a redirect to another scheme', async () => {
    const loop = await standIn((req, res) => {
      res.writeHead(302, { location: req.url === '/ftp' ? 'ftp://example.com/x' : '/again' });
      res.end();
    });
    expect(await codeOf(fetchGuarded(`${loop.url}/`, { ...open, maxRedirects: 3 }))).toBe(
      '502 outbound.redirects',
    );
    expect(loop.requests).toHaveLength(4);
    expect(await codeOf(fetchGuarded(`${loop.url}/ftp`, open))).toBe('502 outbound.bad_redirect');
  });

  it('tells a name that does not exist from a site that does not answer', async () => {
    // The resolver of a server on the internet: the probe name exists, the typo does not.
    const online = fakeLookup((host) => (host === 'example.com' ? null : 'ENOTFOUND'));
    expect(
      await codeOf(fetchGuarded('http://no-such-host.invalid/', { timeoutMs: 5000, lookup: online })),
    ).toBe('422 outbound.host_not_found');
    const closed = await standIn(page(''));
    servers.pop()?.close();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await codeOf(fetchGuarded(closed.url, open))).toBe('502 outbound.unreachable');
  });

  it('says the server has no internet (503 outbound.offline) rather than blaming the address', async () => {
    const offline =
      "Kitching could not reach the internet from the server. Check its connection, or paste the page's HTML instead.";
    // No DNS at all: every name, the probe's too, is not found.
    const noDns = fakeLookup(() => 'ENOTFOUND');
    // A resolver that cannot answer (temporary failure in name resolution), and no route out.
    const eaiAgain = fakeLookup(() => 'EAI_AGAIN');
    const noRoute = fakeLookup(() => 'ENETUNREACH');
    for (const lookup of [noDns, eaiAgain, noRoute]) {
      const error = await fetchGuarded('https://www.example.org/recipe', { lookup }).catch((e) => e);
      expect(`${error.status} ${error.code}`).toBe('503 outbound.offline');
      expect(error.message).toBe(offline);
    }
  });

  it('refuses addresses that are not http(s)', async () => {
    expect(await codeOf(fetchGuarded('file:///etc/passwd'))).toBe('400 outbound.invalid_url');
    expect(await codeOf(fetchGuarded('not a url'))).toBe('400 outbound.invalid_url');
  });
});

describe('fetchGuarded: redirects and text', () => {
  it('follows redirects, reports the final address, and drops credentials for another site', async () => {
    const other = await standIn(page('<p>final</p>'));
    const first = await standIn((_req, res) => {
      res.writeHead(301, { location: `${other.url}/final` });
      res.end();
    });
    const res = await fetchGuarded(`${first.url}/start`, {
      ...open,
      headers: { authorization: 'Bearer secret', 'x-keep': 'yes' },
    });
    expect(res.url).toBe(`${other.url}/final`);
    expect(first.requests[0]!.headers.authorization).toBe('Bearer secret');
    expect(other.requests[0]!.headers.authorization).toBeUndefined();
    expect(other.requests[0]!.headers['x-keep']).toBe('yes');
  });

  it('continues a POST answered with 303 as a GET without the body', async () => {
    const site = await standIn((req, res) => {
      if (req.method === 'POST') res.writeHead(303, { location: '/result' }).end();
      else page('<p>done</p>')(req, res);
    });
    const res = await fetchGuarded(`${site.url}/submit`, { ...open, method: 'POST', body: '{"a":1}' });
    expect(res.text()).toBe('<p>done</p>');
    expect(site.requests.map((r) => r.method)).toEqual(['POST', 'GET']);
    expect(site.bodies).toEqual(['{"a":1}', '']);
  });

  it('decodes the body in the charset the response declares', async () => {
    const site = await standIn((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=ISO-8859-1' });
      res.end(Buffer.from([0x43, 0x72, 0xe8, 0x6d, 0x65])); // 'Crème' in Latin-1
    });
    expect((await fetchGuarded(site.url, open)).text()).toBe('Crème');
  });
});
