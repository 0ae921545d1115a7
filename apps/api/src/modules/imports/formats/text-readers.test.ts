import { describe, expect, it } from 'vitest';
import { chowdownReader } from './chowdown.reader';
import { cooklangReader, parseCooklang } from './cooklang.reader';
import { copymethatReader } from './copymethat.reader';
import { jsonldReader } from './jsonld.reader';
import { upload } from './memory-source.test-helper';
import { myrecipeboxReader } from './myrecipebox.reader';
import { plantoeatReader } from './plantoeat.reader';
import { lineTexts } from './reader-kit';
import { SAMPLE_UPLOADS } from './samples.test-helper';

const byName = <T extends { name: string }>(list: T[], name: string) => {
  const found = list.find((r) => r.name === name);
  if (!found) throw new Error(`${name} not read: ${list.map((r) => r.name).join(', ')}`);
  return found;
};

describe('Copy Me That reader', () => {
  it('reads each recipe div: ingredients with sub-headers as headings, steps, tags, servings, picture', async () => {
    const result = await copymethatReader.read(SAMPLE_UPLOADS.copymethat()[0]!);
    expect(result.recipes.map((r) => r.name)).toEqual(['Lemon Bars', 'Käsespätzle', 'Crêpes']);
    const bars = byName(result.recipes, 'Lemon Bars');
    expect(bars.ingredients).toEqual([
      { heading: 'Crust' },
      '1 cup butter, softened',
      '2 cups flour',
      { heading: 'Filling' },
      '4 eggs',
      '1 ½ cups sugar',
      '⅓ cup lemon juice',
    ]);
    expect(bars.instructions?.split('\n')[1]).toBe(
      'Whisk the filling, pour over the crust and bake 25 minutes more.',
    );
    expect(bars).toMatchObject({
      servings: 16,
      source: 'https://example.com/lemon-bars',
      tags: ['Dessert', 'Baking'],
    });
    expect(bars.description).toBe('Tangy & sweet squares.');
    expect(bars.image?.contentType).toBe('image/jpeg');
    // A file named .jpg that is not an image is left out; the recipe still imports.
    expect(byName(result.recipes, 'Crêpes').image).toBeUndefined();
    expect(result.skipped).toEqual([
      { name: 'Bookmark Only', reason: 'The recipe has neither ingredients nor instructions' },
    ]);
  });
});

describe('Plan to Eat reader', () => {
  it('reads each row: multi-line cells, headings kept as headings, times, tags from Tags, Course, Cuisine', async () => {
    const result = await plantoeatReader.read(SAMPLE_UPLOADS.plantoeat()[0]!);
    expect(result.recipes).toHaveLength(3);
    const tikka = byName(result.recipes, 'Chicken Tikka Masala');
    expect(tikka.ingredients).toEqual([
      { heading: 'Marinade' },
      '1 cup yogurt',
      '2 tsp garam masala',
      { heading: 'Sauce' },
      '1 ½ cups tomato passata',
      '½ cup cream',
      '900 g chicken thighs',
    ]);
    expect(tikka).toMatchObject({ servings: 4, prepMinutes: 20, cookMinutes: 40, totalMinutes: 60 });
    expect(tikka.tags).toEqual(['curry', 'Indian', 'spicy', 'Main', 'Chicken']);
    expect(tikka).toMatchObject({ source: 'https://example.com/tikka', sourceName: 'Serious Eats' });
    expect(byName(result.recipes, 'Zwiebelkuchen')).toMatchObject({ servings: 12, totalMinutes: 75 });
    expect(byName(result.recipes, 'Salade niçoise').servings).toBeUndefined();
    expect(result.skipped).toEqual([
      { name: 'Grocery Ideas', reason: 'The recipe has neither ingredients nor instructions' },
    ]);
  });
});

describe('MyRecipeBox reader', () => {
  it('reads each row: clock times, ; separated tags deduplicated, the video kept', async () => {
    const result = await myrecipeboxReader.read(SAMPLE_UPLOADS.myrecipebox()[0]!);
    expect(result.recipes).toHaveLength(3);
    const oats = byName(result.recipes, 'Overnight Oats');
    expect(oats.tags).toEqual(['Breakfast', 'Quick', 'healthy', 'vegetarian']);
    expect(oats).toMatchObject({
      servings: 2,
      prepMinutes: 5,
      totalMinutes: 485,
      source: 'https://example.com/oats',
    });
    expect(oats.notes).toContain('https://video.example.com/oats');
    const rouladen = byName(result.recipes, 'Rindsrouladen');
    expect(rouladen).toMatchObject({ servings: 4, prepMinutes: 30, cookMinutes: 90, totalMinutes: 120 });
    expect(rouladen.ingredients).not.toContain('Für die Soße:');
    expect(lineTexts(rouladen.ingredients)).toHaveLength(4);
    expect(rouladen.ingredients[2]).toEqual({ heading: 'Für die Soße' });
    expect(byName(result.recipes, 'Soupe au pistou').cookMinutes).toBe(45);
    expect(result.skipped.map((s) => s.name)).toEqual(['Unfinished Idea']);
  });
});

describe('Chowdown reader', () => {
  it('reads the front matter of each page, its picture and body; a page of broken YAML skipped by title', async () => {
    const result = await chowdownReader.read(SAMPLE_UPLOADS.chowdown()[0]!);
    expect(result.recipes).toHaveLength(3);
    const chili = byName(result.recipes, 'Three Bean Chili');
    expect(chili.ingredients).toEqual([
      '1 can kidney beans',
      '1 can black beans',
      '1 can pinto beans',
      '2 tbsp chili powder',
      '1 ½ tsp cumin',
    ]);
    expect(chili).toMatchObject({
      servings: 6,
      prepMinutes: 15,
      cookMinutes: 80,
      tags: ['dinner', 'vegetarian'],
    });
    expect(chili.description).toBe('A crowd pleaser. Freeze the leftovers.');
    expect(chili.image?.fileName).toBe('chili.jpg');
    expect(byName(result.recipes, 'Flammkuchen').tags).toEqual(['Elsass', 'Backen']);
    expect(byName(result.recipes, 'Gratin dauphinois').source).toBe('https://example.fr/gratin');
    expect(result.skipped).toEqual([
      { name: 'Broken Brownies', reason: 'The front matter is not valid YAML' },
    ]);
  });
});

describe('Cooklang reader', () => {
  it('builds ingredient lines from the markers and steps from the paragraphs', () => {
    const parsed = parseCooklang(
      '>> servings: 2\n-- a comment\nAdd @salt and @ground black pepper{} to the @potatoes{2%kg}(peeled).\nCook ~{10%minutes} in a #pot.\n\n[- hidden -]Serve @&potatoes{}.',
    );
    expect(parsed.ingredients).toEqual(['salt', 'ground black pepper', '2 kg potatoes, peeled']);
    expect(parsed.steps).toEqual([
      'Add salt and ground black pepper to the potatoes. Cook 10 minutes in a pot.',
      'Serve potatoes.',
    ]);
    expect(parsed.metadata.servings).toBe('2');
  });

  it('reads each .cook file: front matter or >> metadata, picture by name; an empty one skipped', async () => {
    const result = await cooklangReader.read(SAMPLE_UPLOADS.cooklang()[0]!);
    expect(result.recipes).toHaveLength(3);
    const pancakes = byName(result.recipes, 'Fluffy Pancakes');
    expect(pancakes.ingredients).toEqual([
      '3 eggs',
      '125 g plain flour',
      '250 ml milk',
      '1 pinch sea salt',
      '1 tbsp butter, unsalted',
    ]);
    expect(pancakes).toMatchObject({
      servings: 4,
      prepMinutes: 10,
      cookMinutes: 15,
      tags: ['breakfast', 'sweet'],
    });
    expect(pancakes.instructions?.split('\n')).toHaveLength(3);
    expect(pancakes.instructions).not.toContain('pan should be very hot');
    expect(pancakes.notes).toBe('Serve with lemon and sugar.');
    expect(pancakes.image?.contentType).toBe('image/png');
    const kaiser = byName(result.recipes, 'Kaiserschmarrn');
    expect(kaiser.ingredients).toContain('1½ EL Zucker');
    // Its sections ('= Teig') head the ingredients marked in them (issue 28).
    expect(kaiser.ingredients[0]).toEqual({ heading: 'Teig' });
    expect(kaiser.ingredients).toContainEqual({ heading: 'Backen' });
    const backen = kaiser.ingredients.findIndex((e) => typeof e !== 'string' && e.heading === 'Backen');
    expect(kaiser.ingredients.slice(backen + 1)).toEqual(['2 EL Butter']);
    expect(kaiser).toMatchObject({ servings: 2, totalMinutes: 80, tags: ['Dessert', 'Österreich'] });
    expect(byName(result.recipes, 'Vinaigrette')).toMatchObject({
      servings: 4,
      sourceName: 'Cuisine de grand-mère',
    });
    expect(result.skipped).toEqual([
      { name: 'Empty', reason: 'The recipe has neither ingredients nor instructions' },
    ]);
  });
});

describe('JSON-LD reader', () => {
  it('reads every Recipe of a list, a @graph and an HTML page', async () => {
    const [list, graph, page] = SAMPLE_UPLOADS.jsonld();
    const fromList = await jsonldReader.read(list!);
    expect(fromList.recipes.map((r) => r.name)).toEqual(['Classic Guacamole', 'Bœuf bourguignon']);
    const guac = byName(fromList.recipes, 'Classic Guacamole');
    expect(guac.ingredients).toContain('salt to taste');
    expect(guac).toMatchObject({ servings: 4, prepMinutes: 10, source: 'https://example.com/guacamole' });
    expect(guac.tags).toEqual(['Appetizer', 'Mexican', 'dip', 'vegan']);
    expect(guac.image?.contentType).toBe('image/png');
    expect(byName(fromList.recipes, 'Bœuf bourguignon')).toMatchObject({
      cookMinutes: 180,
      totalMinutes: 210,
    });
    expect(fromList.skipped.map((s) => s.name)).toEqual(['Placeholder Recipe']);
    const fromGraph = await jsonldReader.read(graph!);
    expect(fromGraph.recipes[0]).toMatchObject({ name: 'Dampfnudeln', servings: 8, totalMinutes: 105 });
    expect(fromGraph.recipes[0]?.source).toBe('https://example.de/dampfnudeln');
    const fromPage = await jsonldReader.read(page!);
    expect(fromPage.recipes[0]).toMatchObject({
      name: 'Weeknight Dal',
      servings: 4,
      sourceName: 'Example Kitchen',
    });
  });

  it('stops at a bounded depth on a deeply nested file instead of failing', async () => {
    const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    const result = await jsonldReader.read(upload('deep.json', deep));
    expect(result.recipes).toEqual([]);
  });
});
