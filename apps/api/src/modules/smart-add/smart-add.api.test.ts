import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createUser, headChef } from '../../../test/fixtures';
import { client } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { expectedPage, type RecipeSite, savedPage, startRecipeSite } from './recipe-site.stand-in';

const ANALYZE_URL = '/api/smart-add/analyze-url';
const ANALYZE_HTML = '/api/smart-add/analyze-html';

describe('POST /api/smart-add/analyze-url', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let site: RecipeSite;
  let chef: Awaited<ReturnType<typeof headChef>>;
  beforeAll(async () => {
    // The stand-in site runs on loopback: the test opts in, as ALLOW_PRIVATE_FETCH=1 does.
    t = await createTestApp({ env: { ALLOW_PRIVATE_FETCH: '1' } });
    api = client(t.app);
    site = await startRecipeSite();
    chef = await headChef(t, 'The Importers');
  });
  afterAll(async () => {
    await site?.close();
    await t?.close();
  });

  const analyze = (url: string, token = chef.token) => api.post(ANALYZE_URL, { token, body: { url } });

  it('reads a recipe from a page with JSON-LD, ingredients parsed and the raw lines kept', async () => {
    const url = `${site.url}/pages/dev002.html`;
    const res = await analyze(url);
    expect(res.status, res.text).toBe(200);
    const want = expectedPage('dev002');
    expect(res.body.data).toMatchObject({ type: 'recipe', method: 'json-ld' });
    const recipe = res.body.data.data;
    expect(recipe).toMatchObject({ name: want.title, source: url, sourceName: want.site_name });
    expect(recipe.ingredients.map((i: { raw: string }) => i.raw)).toEqual(want.ingredients);
    expect(recipe.ingredients[0]).toEqual({
      name: 'olive oil',
      quantity: '2',
      unit: 'tbsp',
      raw: '2 tablespoons olive oil',
    });
    expect(recipe.instructions.split('\n').length).toBeGreaterThan(1);
    expect(recipe.servings).toBeGreaterThan(0);
  });

  it('reads pages with microdata only, and pages with no structured data at all', async () => {
    const microdata = await analyze(`${site.url}/pages/dev084.html`);
    expect(microdata.status, microdata.text).toBe(200);
    expect(microdata.body.data.method).toBe('microdata');
    expect(microdata.body.data.data.name).toBe(expectedPage('dev084').title);

    const plain = await analyze(`${site.url}/pages/dev091.html`);
    expect(plain.status, plain.text).toBe(200);
    expect(plain.body.data.method).toBe('html');
    expect(plain.body.data.data.name).toBe(expectedPage('dev091').title);
    expect(plain.body.data.data.ingredients.map((i: { raw: string }) => i.raw)).toEqual(
      expectedPage('dev091').ingredients,
    );
  });

  it('follows redirects and keeps the address the user gave as the source', async () => {
    const res = await analyze(`${site.url}/moved`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.data.source).toBe(`${site.url}/moved`);
    expect(res.body.data.data.name).toBe(expectedPage('dev002').title);
  });

  it('decodes a page in the charset its <meta> tag declares', async () => {
    const res = await analyze(`${site.url}/latin1`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.data.name).toBe('Crème brûlée');
    expect(res.body.data.data.ingredients[0]).toMatchObject({ name: 'crème', quantity: '500', unit: 'ml' });
  });

  it('lets a Cook import, but not a Kitchen Helper (403)', async () => {
    const cook = await addMember(t.db, { familyId: chef.family.id, role: 3 });
    const helper = await addMember(t.db, { familyId: chef.family.id, role: 4 });
    expect((await analyze(`${site.url}/pages/dev002.html`, cook.token)).status).toBe(200);
    const hits = site.hits.length;
    const refused = await analyze(`${site.url}/pages/dev002.html`, helper.token);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('smart_add.forbidden');
    expect(site.hits.length, 'no page is fetched for a refused caller').toBe(hits);
  });

  it('answers 401 without a session and 403 to someone without a family', async () => {
    const anonymous = await api.post(ANALYZE_URL, { body: { url: `${site.url}/pages/dev002.html` } });
    expect(anonymous.status).toBe(401);
    const loner = await createUser(t.db);
    const res = await analyze(`${site.url}/pages/dev002.html`, loner.token);
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('families.no_family');
  });

  it("refuses addresses that do not start with http(s): 'Please enter a valid URL starting with http or https'", async () => {
    for (const url of ['ftp://example.com/recipe', 'example.com/recipe', 'javascript:alert(1)', '   ']) {
      const res = await analyze(url);
      expect(res.status, url).toBe(400);
      expect(res.body.error.message).toBe('Please enter a valid URL starting with http or https');
      if (url.trim()) expect(res.body.error.code).toBe('smart_add.invalid_url');
    }
    const missing = await api.post(ANALYZE_URL, { token: chef.token, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toEqual({
      url: 'Please enter a valid URL starting with http or https',
    });
  });

  it('says when the site refuses the page (502) and suggests pasting its HTML', async () => {
    const res = await analyze(`${site.url}/forbidden`);
    expect(res.status).toBe(502);
    expect(res.body.error).toEqual({
      code: 'smart_add.site_refused',
      message: "The site refused to share this page (HTTP 403). Try pasting the page's HTML instead.",
    });
    const missing = await analyze(`${site.url}/no-such-page`);
    expect(missing.body.error.message).toContain('(HTTP 404)');
  });

  it('refuses an answer that is not a web page (422)', async () => {
    const res = await analyze(`${site.url}/json`);
    expect(res.status).toBe(422);
    expect(res.body.error).toEqual({
      code: 'smart_add.not_html',
      message: 'This address did not return a web page.',
    });
  });

  it('refuses a page over 5 MB (413)', async () => {
    const res = await analyze(`${site.url}/huge`);
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('outbound.too_large');
  });

  it("answers 422 'Could not extract recipe data from this URL.' for a page without a recipe", async () => {
    const res = await analyze(`${site.url}/nothing`);
    expect(res.status).toBe(422);
    expect(res.body.error).toEqual({
      code: 'smart_add.no_recipe',
      message: 'Could not extract recipe data from this URL.',
    });
  });

  it('answers 502 when the site cannot be reached', async () => {
    const gone = await startRecipeSite();
    await gone.close();
    const res = await analyze(`${gone.url}/pages/dev002.html`);
    expect(res.status).toBe(502);
    expect(res.body.error.code).toBe('outbound.unreachable');
  });
});

describe('analyze-url without the test opt-in: the private-address guard', () => {
  let t: TestApp;
  let site: RecipeSite;
  let chef: Awaited<ReturnType<typeof headChef>>;
  beforeAll(async () => {
    t = await createTestApp();
    site = await startRecipeSite();
    chef = await headChef(t, 'The Guarded');
  });
  afterAll(async () => {
    await site?.close();
    await t?.close();
  });

  it('refuses loopback, link-local and IPv6 loopback addresses without fetching them', async () => {
    const port = new URL(site.url).port;
    for (const url of [
      `${site.url}/pages/dev002.html`,
      `http://localhost:${port}/pages/dev002.html`,
      'http://169.254.169.254/latest/meta-data/',
      `http://[::1]:${port}/`,
      `http://[::ffff:127.0.0.1]:${port}/`,
    ]) {
      const res = await client(t.app).post(ANALYZE_URL, { token: chef.token, body: { url } });
      expect(res.status, url).toBe(400);
      expect(res.body.error.code, url).toBe('outbound.blocked');
    }
    expect(site.hits).toEqual([]);
  });
});

describe('POST /api/smart-add/analyze-html', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let chef: Awaited<ReturnType<typeof headChef>>;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t.app);
    chef = await headChef(t, 'The Pasters');
  });
  afterAll(() => t?.close());

  it('reads a pasted page the same way, with the address given as its source', async () => {
    const want = expectedPage('dev003');
    const res = await api.post(ANALYZE_HTML, {
      token: chef.token,
      body: { html: savedPage('dev003'), url: 'https://example.com/scallops' },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.data.name).toBe(want.title);
    expect(res.body.data.data.source).toBe('https://example.com/scallops');
    expect(res.body.data.data.ingredients.map((i: { raw: string }) => i.raw)).toEqual(want.ingredients);
  });

  it("without an address, takes the page's canonical address as the source", async () => {
    const res = await api.post(ANALYZE_HTML, { token: chef.token, body: { html: savedPage('dev002') } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.data.source).toBe(expectedPage('dev002').canonical_url);
  });

  it('accepts a large page (over the usual 1 MB body limit) and refuses one over 5 MB', async () => {
    const big = savedPage('dev080');
    expect(big.length).toBeGreaterThan(1024 * 1024);
    const ok = await api.post(ANALYZE_HTML, { token: chef.token, body: { html: big } });
    expect(ok.status, ok.text.slice(0, 200)).toBe(200);
    const huge = await api.post(ANALYZE_HTML, {
      token: chef.token,
      body: { html: `<html>${'<p>filler</p>'.repeat(500_000)}</html>` },
    });
    expect(huge.status).toBe(413);
  });

  it('validates the body, refuses a Kitchen Helper, and says when there is no recipe', async () => {
    const empty = await api.post(ANALYZE_HTML, { token: chef.token, body: { html: '   ' } });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toEqual({ html: "Paste the page's HTML" });
    const badUrl = await api.post(ANALYZE_HTML, {
      token: chef.token,
      body: { html: '<p>x</p>', url: 'ftp://x' },
    });
    expect(badUrl.body.error.fields).toEqual({ url: 'Please enter a valid URL starting with http or https' });

    const helper = await addMember(t.db, { familyId: chef.family.id, role: 4 });
    const refused = await api.post(ANALYZE_HTML, {
      token: helper.token,
      body: { html: savedPage('dev002') },
    });
    expect(refused.status).toBe(403);

    const nothing = await api.post(ANALYZE_HTML, { token: chef.token, body: { html: '<p>Hello</p>' } });
    expect(nothing.status).toBe(422);
    expect(nothing.body.error.code).toBe('smart_add.no_recipe');
  });
});
