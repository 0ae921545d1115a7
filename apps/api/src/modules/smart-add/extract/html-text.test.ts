import { describe, expect, it } from 'vitest';
import { cleanLines, cleanText } from './html-text';

describe('cleanText', () => {
  it('decodes entities, also when a site encoded them twice', () => {
    expect(cleanText('Mac &amp; Cheese &#39;n&#x27; &frac12; cup')).toBe("Mac & Cheese 'n' ½ cup");
    expect(cleanText('Mom&amp;#39;s pie')).toBe("Mom's pie");
  });

  it('strips tags (also encoded ones) and collapses whitespace to one line', () => {
    expect(cleanText('<p>Mix <b>well</b></p>\n\n<p>then   bake</p>')).toBe('Mix well then bake');
    expect(cleanText('&lt;strong&gt;Bold&lt;/strong&gt; move')).toBe('Bold move');
  });

  it('removes invisible characters and turns odd spaces into plain ones', () => {
    expect(cleanText('1\u00a0cup\u200b flour\u00ad')).toBe('1 cup flour');
  });

  it('keeps text that only looks like markup', () => {
    expect(cleanText('5 < 6 and AT&T')).toBe('5 < 6 and AT&T');
  });
});

describe('cleanLines', () => {
  it('breaks plain text at newlines and HTML at <br> and block ends', () => {
    expect(cleanLines('Mix.\n\n  Bake. ')).toEqual(['Mix.', 'Bake.']);
    expect(cleanLines('<ol><li>Mix</li><li>Bake<br>Serve</li></ol>')).toEqual(['Mix', 'Bake', 'Serve']);
  });

  it("treats source newlines in HTML as layout in 'blocks' mode", () => {
    expect(cleanLines('<div>1 cup\n   flour</div><div>2 eggs</div>', 'blocks')).toEqual([
      '1 cup flour',
      '2 eggs',
    ]);
  });

  it("breaks only at list items and headings in 'items' mode", () => {
    expect(cleanLines('<div>1</div><div>Cook the farro</div><p>Boil water.</p>', 'items')).toEqual([
      '1 Cook the farro Boil water.',
    ]);
    expect(cleanLines('<h4>Sauce</h4><ul><li>Stir.</li><li>Simmer.</li></ul>', 'items')).toEqual([
      'Sauce',
      'Stir.',
      'Simmer.',
    ]);
  });
});
