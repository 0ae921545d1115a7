import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { sharedDataDir } from '../../../api/test/shared-data';

/** The saved recipe pages nobody on the team wrote (see shared data README). */
export const RECIPE_PAGES_DIR = path.join(sharedDataDir(), 'recipe-pages');

export const readRecipePage = (id: string) =>
  fs.readFileSync(path.join(RECIPE_PAGES_DIR, `${id}.html`), 'utf8');

export interface RecipePageServer {
  url(pagePath: string): string;
  /** Serve this HTML at this path from now on (a site changing its recipe). */
  set(pagePath: string, html: string): void;
  close(): Promise<void>;
}

/**
 * A stand-in recipe site on 127.0.0.1 for the import tests. The API server fetches from it, so the
 * server under test needs ALLOW_PRIVATE_FETCH=1 (loopback is refused otherwise).
 */
export async function startRecipePageServer(pages: Record<string, string> = {}): Promise<RecipePageServer> {
  const served = new Map(Object.entries(pages));
  const server = http.createServer((req, res) => {
    const html = served.get((req.url ?? '/').split('?')[0]!);
    if (html === undefined) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: (pagePath) => `http://127.0.0.1:${port}${pagePath}`,
    set: (pagePath, html) => void served.set(pagePath, html),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
