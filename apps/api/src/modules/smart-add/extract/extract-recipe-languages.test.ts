import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { extractRecipe, isGroupHeading } from './extract-recipe';
import { readTimesAndYield } from './html-times';

/** Issue 28: pages in German, French, Italian, Spanish and Portuguese, and the general rules. */
const page = (head: string, body = '', lang = 'en') =>
  `<!doctype html><html lang="${lang}"><head>${head}</head><body>${body}</body></html>`;
const ld = (node: object) =>
  `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Recipe', ...node })}</script>`;
const said = (body: string) => {
  const { servings, prepTime, cookTime, totalTime } = readTimesAndYield(
    load(`<html><body>${body}</body></html>`),
  );
  return { servings, prepTime, cookTime, totalTime };
};

describe('written times and yields in five languages', () => {
  it.each([
    ['<p>Zubereitungszeit: 20 Min.</p><p>Kochzeit: 1 Std. 10 Min.</p><p>Portionen: 4</p>', 4, 20, 70],
    [
      '<p>Temps de préparation : 15 min</p><p>Temps de cuisson : 1 h 30</p><p>Pour 6 personnes</p>',
      6,
      15,
      90,
    ],
    [
      '<p>Tempo di preparazione: 10 minuti</p><p>Tempo di cottura: 25 minuti</p><p>Dosi per 4 persone</p>',
      4,
      10,
      25,
    ],
    [
      '<p>Tiempo de preparación: 1 hora</p><p>Tiempo de cocción: 20 a 25 minutos</p><p>Para 4 personas</p>',
      4,
      60,
      20,
    ],
    [
      '<p>Tempo de preparo: 40 minutos</p><p>Tempo de cozimento: 1 hora e 10 minutos</p><p>Rendimento: 8 porções</p>',
      8,
      40,
      70,
    ],
    ['<ul><li>Preparazione: 15 min</li><li>Cottura: 2 ore</li><li>Porzioni: sei</li></ul>', 6, 15, 120],
  ])('%s', (body, servings, prepTime, cookTime) => {
    expect(said(body)).toMatchObject({ servings, prepTime, cookTime });
  });

  it('takes the chosen number of a servings chooser', () => {
    const body =
      '<small>Pour <select><option value="4">4</option><option value="6" selected>6</option></select> personnes</small>';
    expect(said(body).servings).toBe(6);
    expect(said('<label>Sort <select><option selected>Newest</option></select></label>').servings).toBeNull();
  });
});

describe('ingredient groups with headings', () => {
  it.each([
    ['For the sauce:', true],
    ['Für den Teig', true],
    ['Pour la pâte sablée :', true],
    ['Per il ripieno', true],
    ['Para la masa:', true],
    ['Para o molho', true],
    ['2 cups flour', false],
    ['Salt and pepper', false],
    ['Pour 2 cups of stock in', false],
    ['Parmigiano grattugiato per servire', false],
  ])('%j is a heading: %s', (line, heading) => {
    expect(isGroupHeading(line)).toBe(heading);
  });

  it('leaves the headings out of the ingredient lines, from the data and from the page', () => {
    const data = ld({
      name: 'Tarte aux fraises',
      recipeIngredient: [
        'Pour la pâte :',
        '250 g de farine',
        '125 g de beurre',
        'Pour la garniture :',
        '500 g de fraises',
      ],
      recipeInstructions: 'Cuire la pâte. Garnir de fraises.',
    });
    const found = extractRecipe(page(data, '', 'fr'))?.recipe.ingredients;
    expect(found?.map((i) => i.raw)).toEqual(['250 g de farine', '125 g de beurre', '500 g de fraises']);
    // Each line keeps the heading it is under as its group (issue 28), without the colon.
    expect(found?.map((i) => i.group)).toEqual(['Pour la pâte', 'Pour la pâte', 'Pour la garniture']);
    const plain = page(
      '<title>Bizcocho</title>',
      '<h1>Bizcocho</h1><h2>Ingredientes</h2><ul><li><strong>Para la masa:</strong></li><li>3 huevos</li><li>200 g de harina</li><li><strong>Para decorar:</strong></li><li>azúcar glas</li></ul><h2>Preparación</h2><ol><li>Batir los huevos.</li><li>Hornear 40 minutos.</li></ol>',
      'es',
    );
    const fromPage = extractRecipe(plain)?.recipe.ingredients;
    expect(fromPage?.map((i) => i.raw)).toEqual(['3 huevos', '200 g de harina', 'azúcar glas']);
    expect(fromPage?.map((i) => i.group)).toEqual(['Para la masa', 'Para la masa', 'Para decorar']);
  });

  it('reads groups given as sections in the data ({ name, itemListElement }) with their headings', () => {
    const data = ld({
      name: 'Pizza',
      recipeIngredient: [
        { '@type': 'HowToSection', name: 'For the dough', itemListElement: ['500 g flour', '7 g yeast'] },
        { '@type': 'HowToSection', name: 'For the topping:', itemListElement: ['200 g mozzarella'] },
      ],
      recipeInstructions: 'Knead. Bake.',
    });
    const found = extractRecipe(page(data))?.recipe.ingredients;
    expect(found?.map((i) => [i.raw, i.group])).toEqual([
      ['500 g flour', 'For the dough'],
      ['7 g yeast', 'For the dough'],
      ['200 g mozzarella', 'For the topping'],
    ]);
  });

  it('gives no group to lines before any heading, or on a page without headings', () => {
    const data = ld({
      name: 'Toast',
      recipeIngredient: ['2 slices bread', 'butter'],
      recipeInstructions: 'Toast.',
    });
    expect(extractRecipe(page(data))?.recipe.ingredients.every((i) => !('group' in i))).toBe(true);
  });

  it('splits a list glued into one entry when its parts carry amounts', () => {
    const glued = ld({
      name: 'Pudding',
      recipeIngredient: ['1 Vanilleschote, 50 g Zucker, Eigelb von 1 Ei, 500 ml Milch'],
    });
    expect(extractRecipe(page(glued))?.recipe.ingredients.map((i) => i.raw)).toEqual([
      '1 Vanilleschote',
      '50 g Zucker',
      'Eigelb von 1 Ei',
      '500 ml Milch',
    ]);
    const one = ld({
      name: 'Soup',
      recipeIngredient: ['1 onion, chopped, or 2 shallots'],
      recipeInstructions: 'Cook.',
    });
    expect(extractRecipe(page(one))?.recipe.ingredients.map((i) => i.raw)).toEqual([
      '1 onion, chopped, or 2 shallots',
    ]);
  });
});

describe('instructions', () => {
  it('keeps a HowToSection name as a line before its steps, however the site capitalises it', () => {
    const data = ld({
      name: 'Lentejas',
      recipeIngredient: ['400 g de lentejas'],
      recipeInstructions: [
        {
          '@type': 'HowToSection',
          Name: 'El sofrito',
          itemListElement: [{ '@type': 'HowToStep', text: 'Pochar la cebolla.' }],
        },
        {
          '@type': 'HowToSection',
          name: 'El guiso',
          itemListElement: [{ '@type': 'HowToStep', text: 'Cocer 1 hora.' }],
        },
      ],
    });
    expect(extractRecipe(page(data))?.recipe.instructions).toBe(
      'El sofrito\nPochar la cebolla.\nEl guiso\nCocer 1 hora.',
    );
  });

  it('splits one text block with numbers into steps, and drops the list numbers of numbered lines', () => {
    const block = ld({
      name: 'Flan',
      recipeIngredient: ['4 huevos'],
      recipeInstructions: '1. Batir los huevos. 2. Añadir 1,5 tazas de leche. 3. Hornear 50 minutos.',
    });
    expect(extractRecipe(page(block))?.recipe.instructions).toBe(
      'Batir los huevos.\nAñadir 1,5 tazas de leche.\nHornear 50 minutos.',
    );
    const numbered = ld({
      name: 'Pudding',
      recipeIngredient: ['500 ml Milch'],
      recipeInstructions: ['1. Milch aufkochen.', '2. Stärke einrühren.', '3. Abkühlen lassen.'],
    });
    expect(extractRecipe(page(numbered))?.recipe.instructions).toBe(
      'Milch aufkochen.\nStärke einrühren.\nAbkühlen lassen.',
    );
  });

  it('ends the steps at a tip, and leaves a closing yield or invitation out of them', () => {
    const body =
      '<h1>Gazpacho</h1><h2>Ingredientes</h2><ul><li>1 kg de tomates</li><li>1 pepino</li></ul>' +
      '<h2>Preparación</h2><ol><li>Triturar las verduras.</li><li>Enfriar 2 horas. Para 6 personas.</li></ol>' +
      '<p>Síguenos en Instagram para más recetas.</p>';
    const found = extractRecipe(page('<title>Gazpacho</title>', body, 'es'))?.recipe;
    expect(found?.instructions).toBe('Triturar las verduras.\nEnfriar 2 horas.');
    expect(found?.servings).toBe(6);
    const micro = `<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Schokopudding</h1>
      <ul><li itemprop="recipeIngredient">500 ml Milch</li><li itemprop="recipeIngredient">40 g Kakao</li></ul>
      <div itemprop="recipeInstructions"><ol><li>Milch aufkochen.</li><li>Kakao einrühren.</li></ol>
      <h3>Tipp</h3><p>Mit Sahne servieren.</p></div></div>`;
    expect(extractRecipe(micro)?.recipe.instructions).toBe('Milch aufkochen.\nKakao einrühren.');
  });
});

describe('pages in their language', () => {
  it('reads a fragment of a page (no <body>) like the page, names kept in their language', () => {
    const fragment = `<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Käsespätzle</h1>
      <h2>Zutaten</h2><h3>für 4 Port.</h3><ul class="zutaten"><li itemprop="ingredients">400 g Mehl</li><li itemprop="ingredients">4 Eier</li></ul></div>`;
    const found = extractRecipe(fragment)?.recipe;
    expect(found?.name).toBe('Käsespätzle');
    expect(found?.servings).toBe(4);
    expect(found?.ingredients.map((i) => i.raw)).toEqual(['400 g Mehl', '4 Eier']);
  });

  it('reads a plain Italian page: headings, times and yield in Italian', () => {
    const body =
      '<h1>Risotto ai funghi</h1><ul><li><strong>Tempo di preparazione:</strong> 15 minuti</li><li><strong>Tempo di cottura:</strong> 20 minuti</li></ul>' +
      '<p>Dosi per 4 persone</p><h2>Ingredienti</h2><ul><li>320 g di riso</li><li>300 g di funghi porcini</li></ul>' +
      '<h2>Preparazione</h2><ol><li>Tostare il riso.</li><li>Aggiungere il brodo poco alla volta.</li></ol><h2>Consigli</h2><p>Servire subito.</p>';
    const found = extractRecipe(
      page('<title>Risotto ai funghi | Il mio ricettario</title>', body, 'it'),
    )?.recipe;
    expect(found).toMatchObject({ name: 'Risotto ai funghi', servings: 4, prepTime: 15, cookTime: 20 });
    expect(found?.instructions).toBe('Tostare il riso.\nAggiungere il brodo poco alla volta.');
  });

  it('drops the site from the title when the address names it', () => {
    const body =
      '<h2>Ingredients</h2><ul><li>1 eggplant</li><li>2 potatoes</li></ul><h2>Method</h2><ol><li>Roast.</li><li>Serve.</li></ol>';
    const html = page('<title>Smoky Eggplant Dip | Donna Hay</title>', body);
    expect(extractRecipe(html, { url: 'https://www.donnahay.com.au/recipes/dip' })?.recipe.name).toBe(
      'Smoky Eggplant Dip',
    );
    expect(extractRecipe(html, { url: 'https://www.example.com/recipes/dip' })?.recipe.name).toBe(
      'Smoky Eggplant Dip | Donna Hay',
    );
  });
});
