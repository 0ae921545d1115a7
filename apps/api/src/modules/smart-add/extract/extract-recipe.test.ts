import { describe, expect, it } from 'vitest';
import { extractRecipe } from './extract-recipe';

const page = (head: string, body = '') =>
  `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
const ld = (json: string) => `<script type="application/ld+json">${json}</script>`;

const recipe = {
  '@type': 'Recipe',
  name: 'Tomato Soup',
  description: 'Quick &amp; easy',
  recipeYield: ['4', '4 servings'],
  prepTime: 'PT10M',
  cookTime: 'PT0H20M',
  recipeIngredient: ['2 cups tomatoes', '1 tbsp olive oil'],
  recipeInstructions: [
    { '@type': 'HowToStep', text: 'Chop the tomatoes.' },
    { '@type': 'HowToStep', text: 'Simmer for 20 minutes.' },
  ],
};

describe('extractRecipe: schema.org JSON-LD', () => {
  it('keeps the category, cuisine and keywords as tags (issue 24), one of each', () => {
    const tagged = {
      ...recipe,
      recipeCategory: 'Dinner',
      recipeCuisine: ['Italian'],
      keywords: 'tomato, soup; easy, dinner',
    };
    const found = extractRecipe(page(ld(JSON.stringify(tagged))));
    expect(found?.recipe.tags).toEqual(['Dinner', 'Italian', 'tomato', 'soup', 'easy']);
    expect(extractRecipe(page(ld(JSON.stringify(recipe))))?.recipe).not.toHaveProperty('tags');
  });

  it('reads a plain Recipe node', () => {
    const found = extractRecipe(page(ld(JSON.stringify(recipe))), { url: 'https://www.example.com/soup' });
    expect(found?.method).toBe('json-ld');
    expect(found?.recipe).toEqual({
      name: 'Tomato Soup',
      description: 'Quick & easy',
      servings: 4,
      prepTime: 10,
      cookTime: 20,
      totalTime: 30,
      instructions: 'Chop the tomatoes.\nSimmer for 20 minutes.',
      sourceName: 'example.com',
      source: 'https://www.example.com/soup',
      ingredients: [
        { name: 'tomatoes', quantity: '2', unit: 'cups', raw: '2 cups tomatoes' },
        { name: 'olive oil', quantity: '1', unit: 'tbsp', raw: '1 tbsp olive oil' },
      ],
    });
  });

  it('finds the Recipe inside @graph, mainEntity, lists and @type arrays', () => {
    const shapes = [
      { '@context': 'https://schema.org', '@graph': [{ '@type': 'WebPage' }, recipe] },
      { '@type': 'WebPage', mainEntity: recipe },
      [{ '@type': 'Organization', name: 'X' }, recipe],
      { ...recipe, '@type': ['Recipe', 'NewsArticle'] },
      { ...recipe, '@type': 'http://schema.org/Recipe' },
    ];
    for (const shape of shapes) {
      expect(extractRecipe(page(ld(JSON.stringify(shape))))?.recipe.name, JSON.stringify(shape)).toBe(
        'Tomato Soup',
      );
    }
  });

  it('reads slightly broken JSON: CDATA, trailing commas, raw newlines, comments, several scripts', () => {
    const broken = `//<![CDATA[
      { "@type": "Recipe", "name": "Pie",
        "recipeIngredient": ["1 crust", "3 apples",],
        "recipeInstructions": "Fill.
Bake.", }
    //]]>`;
    const html = page(`${ld('{ not json at all')}<!-- x -->${ld(broken)}`);
    const found = extractRecipe(html)!;
    expect(found.recipe.name).toBe('Pie');
    expect(found.recipe.ingredients.map((i) => i.raw)).toEqual(['1 crust', '3 apples']);
    expect(found.recipe.instructions).toBe('Fill.\nBake.');
  });

  it('turns HowToSection into its name and its steps, one per line', () => {
    const sections = {
      ...recipe,
      recipeInstructions: [
        {
          '@type': 'HowToSection',
          name: 'Sauce',
          itemListElement: [
            { '@type': 'HowToStep', text: 'Stir &amp; simmer.' },
            { '@type': 'HowToStep', name: 'Season', text: 'Add salt.' },
          ],
        },
        { '@type': 'HowToStep', name: 'Serve it…', text: 'Serve it hot.' },
      ],
    };
    expect(extractRecipe(page(ld(JSON.stringify(sections))))?.recipe.instructions).toBe(
      'Sauce\nStir & simmer.\nSeason\nAdd salt.\nServe it hot.',
    );
  });

  it('uses totalTime when prep and cook are missing, and keeps prep and cook as the page says', () => {
    const onlyTotal = { ...recipe, prepTime: undefined, cookTime: undefined, totalTime: 'PT1H30M' };
    expect(extractRecipe(page(ld(JSON.stringify(onlyTotal))))?.recipe).toMatchObject({
      prepTime: null,
      cookTime: null,
      totalTime: 90,
    });
    const disagree = { ...recipe, totalTime: 'PT2H' };
    expect(extractRecipe(page(ld(JSON.stringify(disagree))))?.recipe).toMatchObject({
      prepTime: 10,
      cookTime: 20,
      totalTime: 120,
    });
  });

  it('follows @id references for the publisher, and prefers og:site_name for the source name', () => {
    const graph = {
      '@graph': [
        { '@type': 'Organization', '@id': '#org', name: 'Soup Co' },
        { ...recipe, publisher: { '@id': '#org' } },
      ],
    };
    expect(extractRecipe(page(ld(JSON.stringify(graph))))?.recipe.sourceName).toBe('Soup Co');
    const withOg = page(`<meta property="og:site_name" content="Soup Site">${ld(JSON.stringify(graph))}`);
    expect(extractRecipe(withOg)?.recipe.sourceName).toBe('Soup Site');
  });
  it('reads the page for what the data leaves open: a name, a description, a yield, one block of steps', () => {
    const meta =
      '<title>Red Soup | Soup Site</title><meta property="og:site_name" content="Soup Site"><meta name="description" content="Red.">';
    const body = '<p>Serves 6</p><h2>Method</h2><ol><li>Chop the tomatoes.</li><li>Simmer them.</li></ol>';
    const open = { ...recipe, name: undefined, description: undefined, recipeYield: undefined };
    expect(
      extractRecipe(page(meta + ld(JSON.stringify({ ...open, recipeInstructions: 'Chop, simmer.' })), body))
        ?.recipe,
    ).toMatchObject({
      name: 'Red Soup',
      description: 'Red.',
      servings: 6,
      instructions: 'Chop the tomatoes.\nSimmer them.',
    });
    // A complete recipe in the data keeps its own values: the page's title, labels and list change nothing.
    expect(extractRecipe(page(meta + ld(JSON.stringify(recipe)), body))?.recipe).toMatchObject({
      name: 'Tomato Soup',
      description: 'Quick & easy',
      servings: 4,
      instructions: 'Chop the tomatoes.\nSimmer for 20 minutes.',
    });
  });
  it("takes the page's spacing when the data ran amount and name together", () => {
    const glued = { ...recipe, recipeIngredient: ['250克奶油奶酪', '2个鸡蛋'] };
    const body =
      '<h2>用料</h2><table><tr><td>奶油奶酪</td><td>250克</td></tr><tr><td>鸡蛋</td><td>2个</td></tr></table>';
    const found = extractRecipe(page(ld(JSON.stringify(glued)), body))!;
    expect(found.recipe.ingredients.map((i) => i.raw)).toEqual(['250克 奶油奶酪', '2个 鸡蛋']);
    // Other differences from the visible list leave the data as it is.
    const noted = { ...recipe, recipeIngredient: ['2 carrots (peeled)', '1 onion'] };
    const visible = '<h2>Ingredients</h2><ul><li>2 carrots peeled</li><li>1 onion</li></ul>';
    expect(
      extractRecipe(page(ld(JSON.stringify(noted)), visible))!.recipe.ingredients.map((i) => i.raw),
    ).toEqual(['2 carrots (peeled)', '1 onion']);
  });
});

describe('extractRecipe: microdata', () => {
  it('reads itemprops of a schema.org/Recipe scope', () => {
    const body = `
      <div itemscope itemtype="https://schema.org/Recipe">
        <h1 itemprop="name">Pancakes</h1>
        <p itemprop="description">Fluffy.</p>
        <meta itemprop="prepTime" content="PT5M"><time itemprop="cookTime" datetime="PT15M">15 min</time>
        <span itemprop="recipeYield">Makes 8 pancakes</span>
        <ul><li itemprop="recipeIngredient"><span>1 ½</span> <span>cups</span> flour</li>
            <li itemprop="recipeIngredient">2 eggs<br>1 cup milk</li></ul>
        <div itemprop="recipeInstructions"><ol><li>Whisk.</li><li>Fry.</li></ol></div>
        <div itemprop="review" itemscope itemtype="https://schema.org/Review"><span itemprop="name">Great</span></div>
      </div>`;
    const found = extractRecipe(page('<title>Ignore me</title>', body))!;
    expect(found.method).toBe('microdata');
    expect(found.recipe).toMatchObject({
      name: 'Pancakes',
      description: 'Fluffy.',
      servings: 8,
      prepTime: 5,
      cookTime: 15,
      instructions: 'Whisk.\nFry.',
    });
    expect(found.recipe.ingredients).toEqual([
      { name: 'flour', quantity: '1.5', unit: 'cups', raw: '1 ½ cups flour' },
      { name: 'eggs', quantity: '2', unit: 'each', raw: '2 eggs' },
      { name: 'milk', quantity: '1', unit: 'cups', raw: '1 cup milk' },
    ]);
  });

  it("reads the older 'ingredients' name when the page uses only that", () => {
    const body = `<div itemscope itemtype="http://schema.org/Recipe"><span itemprop="name">Tea</span>
      <span itemprop="ingredients">1 tea bag</span><span itemprop="ingredients">1 cup water</span></div>`;
    expect(extractRecipe(page('', body))?.recipe.ingredients.map((i) => i.raw)).toEqual([
      '1 tea bag',
      '1 cup water',
    ]);
  });
});

describe('extractRecipe: pages without structured data', () => {
  it('reads lists under headings, times from labels, and the name from the meta tags', () => {
    const head =
      '<meta property="og:title" content="Lemon Bars | Sunny Kitchen"><meta property="og:site_name" content="Sunny Kitchen">';
    const body = `
      <nav><h2>Ingredients</h2><ul><li>Menu link</li><li>Other</li></ul></nav>
      <article>
        <p><strong>Serves:</strong> 12<br><strong>Prep time:</strong> 15 minutes<br><strong>Bake time:</strong> 40 mins</p>
        <h2>🍋 Ingredients</h2>
        <ul><li>1 cup butter</li><li>2 cups flour</li><li>4 lemons</li></ul>
        <h2>Instructions</h2>
        <h3>Step 1: Crust</h3><p>Press the dough into a pan.</p>
        <h3>Step 2: Filling</h3><p>Pour over the lemon mix and bake.</p>
        <h2>Comments</h2><p>Yum!</p>
      </article>`;
    const found = extractRecipe(page(head, body))!;
    expect(found.method).toBe('html');
    expect(found.recipe).toMatchObject({
      name: 'Lemon Bars',
      sourceName: 'Sunny Kitchen',
      servings: 12,
      prepTime: 15,
      cookTime: 40,
      totalTime: 55,
      instructions: 'Press the dough into a pan.\nPour over the lemon mix and bake.',
    });
    expect(found.recipe.ingredients.map((i) => i.raw)).toEqual(['1 cup butter', '2 cups flour', '4 lemons']);
  });

  it('reads containers named for the parts when there are no headings', () => {
    const body = `<div class="recipe-ingredients"><ul><li>1 onion</li><li>2 carrots</li></ul></div>
      <div id="method"><p>Chop.</p><p>Fry.</p></div>`;
    const found = extractRecipe(page('<title>Veg</title>', body))!;
    expect(found.recipe.ingredients.map((i) => i.raw)).toEqual(['1 onion', '2 carrots']);
    expect(found.recipe.instructions).toBe('Chop.\nFry.');
  });

  it('reads an ingredient table amount first, without its group heading rows', () => {
    const body = `<h2>Ingredients</h2><div><table>
        <tr><td class="name bold-font">Cake</td><td class="unit"></td></tr>
        <tr><td class="name"><a href="/b">butter</a></td><td class="unit">50 g</td></tr>
        <tr><td class="name">sugar</td><td class="unit">2 tbsp</td></tr>
        <tr><th colspan="2">Icing</th></tr>
        <tr><td>lemon juice</td><td>1 tsp</td></tr>
      </table></div><h2>Method</h2><p>Mix.</p><p>Bake.</p>`;
    const found = extractRecipe(page('<title>Cake</title>', body))!;
    expect(found.recipe.ingredients.map((i) => i.raw)).toEqual([
      '50 g butter',
      '2 tbsp sugar',
      '1 tsp lemon juice',
    ]);
  });

  it('reads the ingredients under a Chinese or Japanese heading (用料, 材料)', () => {
    for (const heading of ['用料', '材料']) {
      const body = `<h2>${heading} &nbsp;</h2><ul><li>250克 奶油奶酪</li><li>2个 鸡蛋</li></ul>`;
      const found = extractRecipe(page('<title>蛋糕</title>', body))!;
      expect(found.recipe.ingredients.map((i) => i.raw)).toEqual(['250克 奶油奶酪', '2个 鸡蛋']);
    }
  });

  it('finds no recipe on a page with a title and nothing else', () => {
    expect(extractRecipe(page('<title>About us</title>', '<p>We are a small team.</p>'))).toBeNull();
    expect(extractRecipe('')).toBeNull();
  });
});
