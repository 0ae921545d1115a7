import { gzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { detectFormat, readers } from './format-registry';
import { upload, zip } from './memory-source.test-helper';
import { SAMPLE_UPLOADS } from './samples.test-helper';

describe('format detection', () => {
  for (const [format, uploads] of Object.entries(SAMPLE_UPLOADS)) {
    it(`detects every ${format} sample as ${format} and as no other format`, async () => {
      for (const source of uploads()) {
        const claimed: string[] = [];
        for (const reader of readers) if (await reader.detect(source)) claimed.push(reader.format);
        expect(claimed, source.fileName).toEqual([format]);
        expect((await detectFormat(source))?.format, source.fileName).toBe(format);
      }
    });
  }

  it('detects a random zip, CSV, text, JSON or HTML file as none', async () => {
    const uploads = [
      upload(
        'photos.zip',
        zip({ 'a.txt': 'hello', 'b/c.jpg': new Uint8Array([1, 2, 3]), 'd.json': '{"a":1}' }),
      ),
      upload('budget.csv', 'date,amount,category\n2025-01-01,12.50,food\n'),
      upload('notes.txt', 'Buy milk. Email me at anna@example.com {soon}.'),
      upload('data.json', '[{"name":"Not a recipe","ingredients":"none"}]'),
      upload('page.html', '<html><body><div class="recipe">Nothing here</div></body></html>'),
      upload('empty.zip', zip({})),
      upload('notes.md', '---\ntitle: Diary\n---\nToday.'),
      upload('garbage.bin', gzipSync(new TextEncoder().encode('not json'))),
    ];
    for (const source of uploads) expect(await detectFormat(source), source.fileName).toBeNull();
  });

  it('falls back to the extension when the content alone does not decide', async () => {
    expect((await detectFormat(upload('Soup.cook', 'Simmer the soup.')))?.format).toBe('cooklang');
  });

  it('tells the two CSV formats apart by their header', async () => {
    const pte = upload('a.csv', 'Title,Ingredients,Directions\nSoup,1 leek,Cook it\n');
    const mrb = upload('b.csv', 'title,ingredients,instructions,quantity\nSoup,1 leek,Cook it,2\n');
    expect((await detectFormat(pte))?.format).toBe('plantoeat');
    expect((await detectFormat(mrb))?.format).toBe('myrecipebox');
  });
});
