import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { seedMember } from './pages/family-profiles.page';
import { MealPlanningPageModel } from './pages/meal-planning.page';
import { QuickAddModel } from './pages/quick-add.page';
import { toastWithTitle } from './pages/toast';

// Issue 24: quick add offers the lists in progress (the one being shopped from first) and 'New list';
// a pasted recipe read as a shopping list gives its ingredients, never its steps; 'Successfully added!'
// (spec 8); suggestions name their missing ingredients, then '+N more'; spec 5's score colours.

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
const SHOTS = process.env.KITCHING_SHOTS_DIR ?? '/work/shots/quick';

async function shot(page: Page, name: string) {
  if (!fs.existsSync(path.dirname(SHOTS))) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

interface ListDto {
  id: number;
  name: string;
  items: { id: number; name: string; purchased: boolean }[];
}

async function post<T>(request: APIRequestContext, url: string, data: unknown): Promise<T> {
  const res = await request.post(url, { data });
  if (!res.ok()) throw new Error(`${url}: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}

async function listsOf(request: APIRequestContext, familyId: number): Promise<ListDto[]> {
  return (
    (await (await request.get(`/api/families/${familyId}/grocery-lists`)).json()) as { data: ListDto[] }
  ).data;
}

/** Two lists in progress: 'Saturday shop' with a line just ticked (someone is at the shop), then 'Party'. */
async function seedLists(request: APIRequestContext, familyId: number) {
  const shop = await post<ListDto>(request, `/api/families/${familyId}/grocery-lists`, {
    name: 'Saturday shop',
    items: [{ name: 'Apples' }, { name: 'Pears' }],
  });
  const apples = shop.items.find((i) => i.name === 'Apples')!;
  const tick = await request.patch(`/api/grocery-list-items/${apples.id}`, { data: { purchased: true } });
  expect(tick.ok(), await tick.text()).toBe(true);
  // Changed after the tick: the order by last change alone would put it first.
  const party = await post<ListDto>(request, `/api/families/${familyId}/grocery-lists`, {
    name: 'Party',
    items: [{ name: 'Crisps' }],
  });
  return { shop, party };
}

for (const [width, use] of [
  ['desktop', {}],
  ['phone', PHONE],
] as const) {
  test.describe(`at ${width} width`, () => {
    test.use(use);

    test('a grocery reading goes on the list being shopped from, or a new list named here', async ({
      page,
      api,
    }) => {
      const chef = await api.signedInHeadChef(`qa-lists-${width}`);
      const familyId = chef.user.familyId!;
      const { shop, party } = await seedLists(page.request, familyId);
      await page.goto('/dashboard');
      const quick = new QuickAddModel(page);
      await quick.open();
      await quick.analyze('buy milk and eggs');
      await expect(quick.previewType).toHaveText('Grocery List');

      const picker = quick.field('Add to list');
      await expect(picker).toHaveValue(String(shop.id));
      const options = picker.locator('option');
      await expect(options).toHaveText(['Saturday shop (shopping now)', 'Party (1 to buy)', 'New list']);
      await expect(quick.previewTitle).toHaveText('Saturday shop');
      await expect(quick.field('List name')).toHaveCount(0);
      await shot(page, `point4-list-choice-${width}`);

      await quick.addButton('Grocery List').click();
      // Spec 8: the title, and today's detail under it.
      const toast = toastWithTitle(page, 'Successfully added!');
      await expect(toast).toContainText('Added to Grocery List: Saturday shop, 2 items');
      await shot(page, `spec8-success-toast-${width}`);
      const after = await listsOf(page.request, familyId);
      expect(after.map((l) => l.name).sort(), 'no new list').toEqual(['Party', 'Saturday shop']);
      expect(
        after
          .find((l) => l.id === shop.id)!
          .items.map((i) => i.name.toLowerCase())
          .sort(),
      ).toEqual(['apples', 'eggs', 'milk', 'pears']);
      expect(after.find((l) => l.id === party.id)!.items).toHaveLength(1);

      // 'New list', then a name.
      await quick.open();
      await quick.analyze('buy tent pegs and marshmallows');
      await quick.field('Add to list').selectOption('New list');
      const name = quick.field('List name');
      await expect(name).toBeVisible();
      await name.fill('');
      await quick.addButton('Grocery List').click();
      await expect(quick.dialog.getByText('List name is required')).toBeVisible();
      await name.fill('Camping');
      await expect(quick.previewTitle).toHaveText('Camping');
      await shot(page, `point4-new-list-${width}`);
      await quick.addButton('Grocery List').click();
      await expect(toastWithTitle(page, 'Successfully added!')).toContainText(
        'Added to Grocery List: Camping',
      );
      const lists = await listsOf(page.request, familyId);
      expect(lists.map((l) => l.name).sort()).toEqual(['Camping', 'Party', 'Saturday shop']);
    });

    test("a Kitchen Helper's pasted recipe puts its ingredients on the list, never its steps", async ({
      page,
      api,
    }) => {
      const chef = await api.signedInHeadChef(`qa-helper-recipe-${width}`);
      const familyId = chef.user.familyId!;
      const { shop } = await seedLists(page.request, familyId);
      const username = `kit_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
      await seedMember(page.request, familyId, {
        username,
        firstName: 'Kit',
        lastName: 'Helper',
        role: 4,
        password: 'helper-secret-1',
      });
      await api.logout();
      await api.login(username, 'helper-secret-1');
      await page.goto('/dashboard');
      const quick = new QuickAddModel(page);
      await quick.open();
      await quick.analyze(
        [
          'Red lentil soup',
          '1 cup red lentils, rinsed',
          '1 onion, large, chopped',
          '4 cups vegetable stock',
          'Preheat a large pot over a medium heat.',
          'Fry the onion in a little oil until soft.',
          'Add the lentils and stock, then simmer for 20 minutes.',
        ].join('\n'),
      );
      await expect(quick.previewType).toHaveText('Grocery List');
      await expect(quick.field('Add to list')).toHaveValue(String(shop.id));
      await expect(quick.preview.getByRole('group', { name: /Items/ })).toContainText('Items (3)');
      for (const [i, item] of ['Red lentils', 'Onion', 'Vegetable stock'].entries())
        await expect(quick.field(`Item ${i + 1} name`)).toHaveValue(item);
      await expect(quick.details).not.toContainText(/preheat|fry|simmer/i);
      await shot(page, `point4-recipe-as-list-${width}`);
      await quick.addButton('Grocery List').click();
      await expect(toastWithTitle(page, 'Successfully added!')).toContainText('Saturday shop, 3 items');
      const names = (await listsOf(page.request, familyId))
        .find((l) => l.id === shop.id)!
        .items.map((i) => i.name);
      expect(names.some((n) => /preheat|fry|simmer|add the/i.test(n))).toBe(false);
    });

    test("suggestions name what is missing, then '+N more', in spec 5's score colours", async ({
      page,
      api,
    }) => {
      const chef = await api.signedInHeadChef(`qa-suggest-${width}`);
      const familyId = chef.user.familyId!;
      const recipe = (name: string, ingredients: string[]) =>
        post(page.request, `/api/families/${familyId}/recipes`, {
          name,
          servings: 4,
          ingredients: ingredients.map((i) => ({ name: i, quantity: '1', unit: 'each' })),
        });
      for (const food of ['Eggs', 'Milk', 'Flour', 'Butter', 'Sugar'])
        await post(page.request, `/api/families/${familyId}/inventory`, {
          name: food,
          quantity: '10',
          unit: 'each',
          category: 'Pantry',
        });
      await recipe('Lentil soup', [
        'red lentils, rinsed',
        'onion, large, chopped',
        'ground cumin',
        'vegetable stock',
      ]);
      await recipe('Crepes', ['Eggs', 'Milk', 'Flour', 'Butter', 'lemon, juiced']);
      await recipe('Shortbread', ['Flour', 'Butter', 'Sugar']);

      const meals = new MealPlanningPageModel(page);
      await meals.goto();
      const soup = meals.suggestion('Lentil soup');
      await expect(soup.getByTestId('suggestion-missing')).toHaveText('Missing: red lentils, onion +2 more');
      await expect(soup.getByTestId('score-badge')).toHaveText('0% match');
      await expect(soup.getByTestId('score-badge')).toHaveAttribute('data-tone', 'red');
      const crepes = meals.suggestion('Crepes');
      await expect(crepes.getByTestId('suggestion-missing')).toHaveText('Missing: lemon');
      await expect(crepes.getByTestId('score-badge')).toHaveText('80% match');
      await expect(crepes.getByTestId('score-badge')).toHaveAttribute('data-tone', 'yellow');
      const shortbread = meals.suggestion('Shortbread');
      await expect(shortbread.getByTestId('score-badge')).toHaveAttribute('data-tone', 'green');
      await expect(shortbread.getByTestId('suggestion-missing')).toHaveText('All ingredients available');
      // The colours are spec 5's: red is red, not the old grey.
      const red = await soup
        .getByTestId('score-badge')
        .evaluate((el) => getComputedStyle(el).backgroundColor);
      const yellow = await crepes
        .getByTestId('score-badge')
        .evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(red).not.toBe(yellow);
      await soup.scrollIntoViewIfNeeded();
      await shot(page, `point6-suggestions-${width}`);

      // 'Add to List' names the ingredients the same way.
      await soup.getByRole('button', { name: 'Add to List Lentil soup' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add to List' });
      await expect(dialog).toContainText(
        'The missing ingredients of Lentil soup: red lentils, onion, ground cumin, vegetable stock.',
      );
      await shot(page, `point6-add-to-list-${width}`);
    });
  });
}
