import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { decodePage, isHtmlContentType, looksLikeHtml } from './decode-page';
import { pageTitle, readPageMeta, withoutSiteName } from './page-meta';

describe('readPageMeta', () => {
  it('reads og: and twitter: tags, the <title>, the canonical address and the first heading', () => {
    const $ = load(`<html><head>
      <title>Ignored when og:title exists</title>
      <meta property="og:title" content="Apple Pie &amp; Cream | Bake Club">
      <meta property="og:site_name" content="Bake Club">
      <meta name="description" content="A classic.">
      <link rel="canonical" href="https://bake.example/apple-pie">
      </head><body><h1> Apple Pie &amp; Cream </h1></body></html>`);
    expect(readPageMeta($)).toEqual({
      title: 'Apple Pie & Cream',
      description: 'A classic.',
      siteName: 'Bake Club',
      canonicalUrl: 'https://bake.example/apple-pie',
      heading: 'Apple Pie & Cream',
    });
  });

  it('falls back to twitter:title, then <title>', () => {
    expect(readPageMeta(load('<meta name="twitter:title" content="Tw">')).title).toBe('Tw');
    expect(readPageMeta(load('<title> Plain </title>')).title).toBe('Plain');
  });
});

describe('pageTitle', () => {
  it('prefers the main heading when the title only adds to it, and drops a wiki namespace', () => {
    expect(
      pageTitle({ title: 'Zucchini Slice Recipe | perfect for lunches', heading: 'Zucchini Slice' }),
    ).toBe('Zucchini Slice');
    expect(pageTitle({ title: 'Cookbook:Pumpkin Pie - Wikibooks', heading: 'Cookbook:Pumpkin Pie' })).toBe(
      'Pumpkin Pie',
    );
    expect(pageTitle({ title: 'Chicken Pie', heading: 'SITE LOGO' })).toBe('Chicken Pie');
    expect(pageTitle({ title: null, heading: null })).toBeNull();
  });

  it('strips the site name from either end of a title', () => {
    expect(withoutSiteName('Best Chili – My Site', 'My Site')).toBe('Best Chili');
    expect(withoutSiteName('My Site: Best Chili', 'My Site')).toBe('Best Chili');
    expect(withoutSiteName('My Site', 'My Site')).toBe('My Site');
  });
});

describe('decodePage', () => {
  const latin1 = Buffer.from('<meta charset="ISO-8859-1"><p>Crème</p>', 'latin1');

  it('uses the charset of the Content-Type, then of a <meta> tag, else UTF-8', () => {
    expect(decodePage(latin1, 'text/html')).toContain('Crème');
    expect(decodePage(Buffer.from('<p>Crème</p>', 'latin1'), 'text/html; charset=windows-1252')).toBe(
      '<p>Crème</p>',
    );
    expect(decodePage(Buffer.from('\uFEFF<p>Crème</p>'), '')).toBe('<p>Crème</p>');
    expect(decodePage(Buffer.from('<p>x</p>'), 'text/html; charset=no-such-charset')).toBe('<p>x</p>');
  });

  it('knows a web page by its content type, or by its start when there is none', () => {
    expect(isHtmlContentType('text/html; charset=utf-8')).toBe(true);
    expect(isHtmlContentType('application/xhtml+xml')).toBe(true);
    expect(isHtmlContentType('application/json')).toBe(false);
    expect(isHtmlContentType('text/plain')).toBe(false);
    expect(looksLikeHtml(Buffer.from('  <!DOCTYPE html><html>'))).toBe(true);
    expect(looksLikeHtml(Buffer.from('{"a":1}'))).toBe(false);
  });
});
