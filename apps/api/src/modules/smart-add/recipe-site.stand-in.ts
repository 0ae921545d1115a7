import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { sharedDataDir } from '../../../test/shared-data';

/**
 * Test support: a local stand-in for recipe websites on 127.0.0.1, serving the saved pages of the
 * shared test data (KITCHING_SHARED_DATA, else ../shared/data beside the repository) and a few
 * misbehaving answers.
 */
export { sharedDataDir };

export const recipePagesDir = () => {
  const dir = path.join(sharedDataDir(), 'recipe-pages');
  if (!existsSync(dir)) throw new Error(`Recipe pages not found at ${dir}: set KITCHING_SHARED_DATA.`);
  return dir;
};

export interface ExpectedPage {
  title: string;
  ingredients: string[];
  canonical_url?: string;
  site_name?: string;
}
export const expectedPage = (id: string): ExpectedPage =>
  JSON.parse(readFileSync(path.join(recipePagesDir(), `${id}.json`), 'utf8'));
export const savedPage = (id: string) => readFileSync(path.join(recipePagesDir(), `${id}.html`), 'utf8');

/** Pages that take a parser far beyond any real recipe page (about 5 MB each). */
export const hostilePages = {
  /** A million nested divs: the parser's time grows with the square of the depth (minutes). */
  nested: () => `<html><body>${'<div>'.repeat(1_000_000)}</body></html>`,
  /** 640,000 tiny elements: several hundred MB of document tree. */
  dense: () => `<html><body>${'<i>a</i>'.repeat(640_000)}</body></html>`,
};

export interface RecipeSite {
  url: string;
  /** Every path asked for, in order. */
  hits: string[];
  close(): Promise<void>;
}

const html = (
  res: http.ServerResponse,
  status: number,
  body: string | Buffer,
  type = 'text/html; charset=utf-8',
) => {
  res.writeHead(status, { 'content-type': type });
  res.end(body);
};

/**
 * /pages/devNNN.html: a saved page. /forbidden: 403. /json: not a web page. /huge: over 5 MB.
 * /nothing: a page without a recipe. /moved: a redirect to /pages/dev002.html. /latin1: a page in
 * ISO-8859-1 that says so only in a <meta> tag.
 */
export async function startRecipeSite(host = '127.0.0.1'): Promise<RecipeSite> {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    hits.push(url);
    const page = /^\/pages\/(dev\d{3})\.html$/.exec(url);
    if (page) {
      try {
        return html(res, 200, savedPage(page[1]!));
      } catch (error) {
        // A missing data folder fails the test with its reason, not as a slow site.
        return html(res, 500, String(error), 'text/plain');
      }
    }
    switch (url) {
      case '/forbidden':
        return html(res, 403, '<h1>Access denied</h1>');
      case '/json':
        return html(res, 200, '{"name":"not a page"}', 'application/json');
      case '/huge':
        return html(res, 200, `<html><body>${'<p>filler</p>'.repeat(450_000)}</body></html>`);
      case '/nothing':
        return html(
          res,
          200,
          '<html><head><title>About us</title></head><body><p>We bake.</p></body></html>',
        );
      case '/moved':
        res.writeHead(301, { location: '/pages/dev002.html' });
        return res.end();
      case '/latin1': {
        const body = `<html><head><meta charset="iso-8859-1"><title>Crème brûlée - Chez Nous</title></head><body>
          <h1>Crème brûlée</h1><h2>Ingredients</h2><ul><li>500 ml crème</li><li>4 jaunes d'oeuf</li></ul>
          <h2>Method</h2><p>Cuire au bain-marie.</p></body></html>`;
        return html(res, 200, Buffer.from(body, 'latin1'), 'text/html');
      }
      default:
        return html(res, 404, '<h1>Not found</h1>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return {
    url: `http://${host}:${(server.address() as AddressInfo).port}`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
