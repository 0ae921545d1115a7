import { gzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { mealieReader } from './mealie.reader';
import { upload, zip } from './memory-source.test-helper';
import { nextcloudReader } from './nextcloud.reader';
import { paprikaReader } from './paprika.reader';
import { lineTexts } from './reader-kit';
import { SAMPLE_UPLOADS } from './samples.test-helper';
import { tandoorReader } from './tandoor.reader';

const byName = <T extends { name: string }>(list: T[], name: string) => {
  const found = list.find((r) => r.name === name);
  if (!found) throw new Error(`${name} not read: ${list.map((r) => r.name).join(', ')}`);
  return found;
};

describe('Mealie reader', () => {
  it('reads a backup: recipes with their rows, tags, notes and picture; meal plans and open shopping items', async () => {
    const [backup] = SAMPLE_UPLOADS.mealie();
    const result = await mealieReader.read(backup!);
    const teriyaki = byName(result.recipes, 'Teriyaki Chicken');
    // Rows in their position order, amounts as fractions; a row's section title heads it (issue 28).
    expect(teriyaki.ingredients).toEqual([
      { heading: 'Rice' },
      '1 1/2 cup rice',
      { heading: 'Chicken' },
      '6 chicken thighs, boneless',
      '3 tablespoon soy sauce',
      '2 spring onions, sliced',
    ]);
    expect(teriyaki.instructions?.split('\n')).toHaveLength(3);
    expect(teriyaki.instructions?.startsWith('Cook the rice.')).toBe(true);
    expect(teriyaki).toMatchObject({
      description: 'Sticky, sweet and quick.',
      servings: 4,
      prepMinutes: 15,
      cookMinutes: 30,
      totalMinutes: 45,
      source: 'https://example.com/teriyaki',
      tags: ['Quick', 'Japanese', 'Dinner'],
      notes: 'Tip: Use thighs, not breast.',
    });
    expect(teriyaki.image?.contentType).toBe('image/webp');
    expect(teriyaki.image?.fileName).toBe('original.webp');
    const milchreis = byName(result.recipes, 'Milchreis');
    expect(milchreis).toMatchObject({ servings: 2, prepMinutes: 5, cookMinutes: 60, totalMinutes: 70 });
    expect(milchreis.ingredients).toEqual(['125 gram rice', '1 l Milch', '2 tablespoon Zucker']);
    expect(result.skipped).toEqual([{ name: 'untitled', reason: 'The recipe has no name' }]);
    expect(result.plannedMeals).toEqual([
      { date: '2025-05-05', mealType: 'dinner', recipeName: 'Teriyaki Chicken' },
      { date: '2025-05-06', mealType: 'lunch', title: 'Leftovers' },
    ]);
    expect(result.groceryLists).toEqual([{ name: 'Weekly shop', items: ['2 cup rice', 'oat milk'] }]);
  });

  it('reads a recipe export in either spelling and skips the broken file by its name', async () => {
    const [, exported] = SAMPLE_UPLOADS.mealie();
    const result = await mealieReader.read(exported!);
    expect(result.recipes.map((r) => r.name).sort()).toEqual(['Croque-monsieur', 'Shakshuka']);
    const shakshuka = byName(result.recipes, 'Shakshuka');
    expect(shakshuka.ingredients).toEqual([
      { heading: 'Sauce' },
      '2 tablespoon olive oil',
      '1 onion, diced',
      '1 tin (400 g) chopped tomatoes',
      { heading: 'To finish' },
      '4 eggs',
    ]);
    expect(shakshuka).toMatchObject({ servings: 3, prepMinutes: 10, cookMinutes: 25, totalMinutes: 35 });
    expect(shakshuka.tags).toEqual(['Vegetarian', 'Breakfast']);
    expect(shakshuka.instructions?.split('\n')).toHaveLength(3);
    expect(shakshuka.image?.contentType).toBe('image/webp');
    const croque = byName(result.recipes, 'Croque-monsieur');
    expect(croque).toMatchObject({ servings: 2, prepMinutes: 10, cookMinutes: 8, tags: ['Snack'] });
    expect(croque.ingredients).toContain('80 g de gruyère râpé');
    expect(result.skipped).toEqual([
      { name: 'broken-lasagne', reason: 'broken-lasagne.json is not valid JSON' },
    ]);
  });
});

describe('Tandoor reader', () => {
  it('reads each inner zip: ingredients from every step, header rows as headings, times, keywords, image', async () => {
    const result = await tandoorReader.read(SAMPLE_UPLOADS.tandoor()[0]!);
    expect(result.recipes).toHaveLength(3);
    const soup = byName(result.recipes, 'Linsensuppe');
    expect(soup.ingredients).toEqual([
      '1 Zwiebel',
      '200 g Karotten, geschält',
      '250 g Linsen',
      { heading: 'Zum Abschmecken' },
      '1/2 EL Essig',
      'Salz, nach Geschmack',
    ]);
    expect(soup).toMatchObject({ servings: 4, prepMinutes: 15, cookMinutes: 25, totalMinutes: 40 });
    expect(soup.tags).toEqual(['Suppe', 'Vegan']);
    expect(soup.instructions?.split('\n')).toEqual([
      'Zwiebel und Karotten würfeln.',
      'Linsen mit 1,5 l Brühe 25 Minuten köcheln.',
      'Mit Essig abschmecken.',
    ]);
    expect(soup.image?.contentType).toBe('image/jpeg');
    expect(byName(result.recipes, 'Banana Bread').image?.contentType).toBe('image/png');
    expect(byName(result.recipes, 'Banana Bread').ingredients).toContain('1/3 cup butter, melted');
    const soupe = byName(result.recipes, "Soupe à l'oignon");
    expect(soupe.servings).toBeUndefined();
    expect(result.skipped).toEqual([
      { name: 'Broken Recipe', reason: 'recipe.json is not a Tandoor recipe' },
    ]);
  });

  it('reports an inner archive that is not a zip and reads the rest', async () => {
    const good = zip({
      'recipe.json': JSON.stringify({ name: 'Toast', steps: [{ instruction: 'Toast it.' }] }),
    });
    const result = await tandoorReader.read(
      upload('export.zip', zip({ 'Toast.zip': good, 'Bad.zip': 'no zip' })),
    );
    expect(result.recipes.map((r) => r.name)).toEqual(['Toast']);
    expect(result.skipped).toEqual([{ name: 'Bad', reason: 'The recipe archive could not be opened' }]);
  });
});

describe('Paprika reader', () => {
  it('reads the gzipped recipes of a .paprikarecipes: text lists, times, servings, photo, notes', async () => {
    const result = await paprikaReader.read(SAMPLE_UPLOADS.paprika()[0]!);
    expect(result.recipes).toHaveLength(3);
    const pancakes = byName(result.recipes, 'Buttermilk Pancakes');
    expect(lineTexts(pancakes.ingredients)).toHaveLength(7);
    expect(pancakes.ingredients).not.toContain('For the batter:');
    // A text line ending with ':' is the heading of the lines after it (issue 28).
    expect(pancakes.ingredients[0]).toEqual({ heading: 'For the batter' });
    expect(pancakes.ingredients).toContain('1 ½ tsp baking powder');
    expect(pancakes.instructions?.split('\n')[0]).toBe('Whisk the flour, sugar, baking powder and salt.');
    expect(pancakes).toMatchObject({
      description: 'Fluffy weekend pancakes.',
      servings: 12,
      prepMinutes: 10,
      cookMinutes: 20,
      totalMinutes: 30,
      source: 'https://example.com/pancakes',
      sourceName: "Grandma's card",
      tags: ['Breakfast', 'Sweet'],
    });
    expect(pancakes.image?.contentType).toBe('image/jpeg');
    const kuchen = byName(result.recipes, 'Schwäbischer Apfelkuchen');
    expect(kuchen).toMatchObject({ prepMinutes: 40, cookMinutes: 45, totalMinutes: 115, servings: 12 });
    expect(kuchen.ingredients).toEqual([
      { heading: 'Für den Teig' },
      '250 g Mehl',
      '125 g Butter, weich',
      '1 Ei',
      { heading: 'Für den Belag' },
      '1 kg Äpfel, geschält',
      '¾ TL Zimt',
    ]);
    expect(byName(result.recipes, 'Quiche lorraine')).toMatchObject({
      prepMinutes: 15,
      cookMinutes: 35,
      servings: 6,
    });
    expect(result.skipped).toEqual([
      { name: 'Half-written Draft', reason: 'The recipe has neither ingredients nor instructions' },
    ]);
  });

  it('reads a single .paprikarecipe and skips a malformed gzip by its file name', async () => {
    const one = gzipSync(
      new TextEncoder().encode(
        JSON.stringify({ name: 'Tea', ingredients: '1 tea bag', directions: 'Steep.' }),
      ),
    );
    expect((await paprikaReader.read(upload('Tea.paprikarecipe', one))).recipes.map((r) => r.name)).toEqual([
      'Tea',
    ]);
    const broken = new Uint8Array([0x1f, 0x8b, 8, 0, 1, 2, 3, 4]);
    const result = await paprikaReader.read(
      upload('x.paprikarecipes', zip({ 'Tea.paprikarecipe': one, 'Bad.paprikarecipe': broken })),
    );
    expect(result.recipes.map((r) => r.name)).toEqual(['Tea']);
    expect(result.skipped.map((s) => s.name)).toEqual(['Bad']);
  });
});

describe('Nextcloud Cookbook reader', () => {
  it('reads each folder: schema.org fields, full.jpg, keywords split; the broken one skipped', async () => {
    const result = await nextcloudReader.read(SAMPLE_UPLOADS.nextcloud()[0]!);
    expect(result.recipes).toHaveLength(3);
    const rata = byName(result.recipes, 'Ratatouille');
    expect(rata.ingredients).toEqual(['2 aubergines', '3 courgettes', '4 tomates', '½ bouquet de basilic']);
    expect(rata).toMatchObject({ servings: 6, prepMinutes: 30, cookMinutes: 60, totalMinutes: 90 });
    expect(rata.tags).toEqual(['Plat principal', 'légumes', 'été']);
    expect(rata.source).toBe('https://example.fr/ratatouille');
    expect(rata.image?.fileName).toBe('full.jpg');
    const salat = byName(result.recipes, 'Schwäbischer Kartoffelsalat');
    expect(salat).toMatchObject({ servings: 4, totalMinutes: 45 });
    expect(salat.instructions?.split('\n')).toHaveLength(2);
    expect(byName(result.recipes, 'Tarte Tatin').image).toBeUndefined();
    expect(result.skipped).toEqual([{ name: 'Broken', reason: 'recipe.json is not valid JSON' }]);
  });
});
