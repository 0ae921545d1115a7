import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { seedMember } from './pages/family-profiles.page';
import { GroceryPageModel, seedGroceryList } from './pages/grocery.page';
import { InventoryPageModel, seedInventory } from './pages/inventory.page';
import { RecipesPageModel, seedRecipe } from './pages/recipes.page';
import { toastWithTitle } from './pages/toast';
import { ApiClient } from './support/api-client';
import { snap } from './support/snap';

// Issue 12, web: grocery lists the family shops with together, at desktop and phone width.

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

/** A picture of the screen without the toast over its lower part. */
async function snapUnder(page: Page, name: string) {
  // Clicked in the page: a modal dialog hides the rest of the page from the pointer and the role tree.
  await page.evaluate(() => {
    for (const close of document.querySelectorAll<HTMLButtonElement>(
      '[data-testid="toast"] button[aria-label="Close"]',
    ))
      close.click();
  });
  await expect(page.getByTestId('toast')).toHaveCount(0);
  await snap(page, name);
}

async function dialogViolations(page: Page) {
  return (await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function seriousViolations(page: Page) {
  return (await new AxeBuilder({ page }).include('main').analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const [width, use] of [
  ['desktop', {}],
  ['phone', PHONE],
] as const) {
  test.describe(`at ${width} width`, () => {
    test.use(use);

    test('create a list, add, edit, tick, untick, put away: the inventory follows', async ({ page, api }) => {
      const chef = await api.signedInHeadChef(`grocery-${width}`);
      const familyId = chef.user.familyId!;
      await seedInventory(page.request, familyId, [
        { name: 'Milk', quantity: '1', unit: 'gallons', category: 'Dairy' },
      ]);
      const grocery = new GroceryPageModel(page);
      await grocery.goto();
      await expect(grocery.heading).toBeVisible();
      await expect(grocery.main.getByText('No grocery lists yet', { exact: true })).toBeVisible();

      // 'New List': the spec's validation, then created.
      await grocery.newListButton.click();
      const newList = grocery.dialog('New List');
      await newList.getByRole('button', { name: 'Create List' }).click();
      await expect(newList.getByText('List name is required')).toBeVisible();
      await newList.getByLabel('List name').fill('Weekly shop');
      await newList.getByRole('button', { name: 'Create List' }).click();
      await expect(toastWithTitle(page, 'Grocery list created')).toBeVisible();
      const card = grocery.card('Weekly shop');
      await expect(card).toContainText(/Created [A-Z][a-z]{2} \d{1,2}, \d{4}/);

      // 'Add Items' on an empty list; the defaults are 1, each, Produce.
      await card.getByRole('button', { name: 'Add Items' }).click();
      const add = grocery.dialog('Add Item to List');
      await expect(add.getByLabel('Quantity')).toHaveValue('1');
      await expect(add.getByLabel('Quantity')).toHaveAttribute('step', '1');
      await expect(add.getByLabel('Unit')).toHaveValue('each');
      await expect(add.getByLabel('Category')).toHaveValue('Produce');
      await add.getByRole('button', { name: 'Add Item' }).click();
      await expect(add.getByText('Item name is required')).toBeVisible();
      await grocery.fill(add, { name: 'Milk', quantity: '2', unit: 'gallons', category: 'Dairy' });
      await add.getByRole('button', { name: 'Add Item' }).click();
      await expect(toastWithTitle(page, 'Item added')).toBeVisible();
      await expect(grocery.item(card, 'Milk')).toContainText('2 gallons');
      await expect(grocery.item(card, 'Milk')).toContainText('🥛');

      await card.getByRole('button', { name: 'Add More Items' }).click();
      await grocery.fill(add, { name: 'Bananas', quantity: '6' });
      await add.getByRole('button', { name: 'Add Item' }).click();
      await expect(grocery.item(card, 'Bananas')).toContainText('6 each');
      await expect(grocery.item(card, 'Bananas')).toContainText('🥬');

      // Tapping the name opens 'Edit Item'.
      await grocery.editButton(card, 'Bananas').click();
      const edit = grocery.dialog('Edit Item');
      await expect(edit.getByLabel('Item name')).toHaveValue('Bananas');
      await grocery.fill(edit, { quantity: '8' });
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await expect(toastWithTitle(page, 'Item updated')).toBeVisible();
      await expect(grocery.item(card, 'Bananas')).toContainText('8 each');

      // The circle ticks and unticks (and stays so after a reload: the server has it).
      await grocery.tick(card, 'Bananas').click();
      await expect(grocery.tick(card, 'Bananas')).toBeChecked();
      await grocery.tick(card, 'Bananas').click();
      await expect(grocery.tick(card, 'Bananas')).not.toBeChecked();
      await grocery.tick(card, 'Milk').click();
      await expect(grocery.tick(card, 'Milk')).toBeChecked();
      await page.reload();
      await expect(grocery.tick(card, 'Milk')).toBeChecked();
      await expect(grocery.tick(card, 'Bananas')).not.toBeChecked();
      expect(await seriousViolations(page), 'the lists page').toEqual([]);
      await snap(page, `grocery-lists-${width}`);

      // The shopping view: aisles in the shop order, bought lines struck through.
      await card.getByRole('link', { name: 'Shop Weekly shop' }).click();
      await expect(page).toHaveURL(/\/grocery-lists\?list=\d+$/);
      await expect(grocery.main.getByRole('heading', { level: 1, name: 'Weekly shop' })).toBeVisible();
      await expect(grocery.aisles).toHaveCount(2);
      await expect(grocery.aisles.first()).toContainText('Produce');
      await expect(grocery.main.getByTestId('shopping-progress')).toHaveText('1 of 2 in the trolley');
      await expect(grocery.editButton(grocery.main, 'Milk')).toHaveCSS(
        'text-decoration-line',
        'line-through',
      );
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, 'nothing wider than the screen').toBeLessThanOrEqual(page.viewportSize()!.width);
      expect(await seriousViolations(page), 'the shopping view').toEqual([]);
      await snap(page, `grocery-shopping-${width}`);

      // Put away: the milk goes onto the gallon already in the inventory; the bananas stay on the list.
      await grocery.main.getByRole('button', { name: 'Put away (1)' }).click();
      const toast = toastWithTitle(page, 'Put away 1 items');
      await expect(toast).toContainText('Topped up in the inventory: Milk.');
      await expect(grocery.item(grocery.main, 'Milk')).toHaveCount(0);
      await expect(grocery.item(grocery.main, 'Bananas')).toBeVisible();

      const inventory = new InventoryPageModel(page);
      await inventory.goto();
      await expect(inventory.row('Milk')).toContainText('3 gallons');
    });
  });
}

for (const [width, use] of [
  ['desktop', {}],
  ['phone', PHONE],
] as const) {
  test.describe(`at ${width} width`, () => {
    test.use(use);

    test('linked names merge into one line, a line is deleted, a tick puts it away', async ({
      page,
      api,
    }) => {
      const chef = await api.signedInHeadChef(`grocery-more-${width}`);
      const familyId = chef.user.familyId!;
      const list = await seedGroceryList(page.request, familyId, 'Party', [
        { name: 'Bread', category: 'Bakery' },
        { name: 'Crisps', category: 'Snacks' },
      ]);
      const grocery = new GroceryPageModel(page);
      await grocery.goto(list.id);
      await expect(grocery.item(grocery.main, 'Bread')).toBeVisible();

      // 'Same product, two names': the contract's validation, a link added, an existing one, one removed.
      await grocery.linkedNamesButton.click();
      const links = grocery.dialog('Same product, two names');
      await expect(links).toContainText(
        'Kitching treats these names as the same product when merging lists and putting shopping away.',
      );
      await expect(links.getByText('No linked names yet.')).toBeVisible();
      await links.getByRole('button', { name: 'Link names' }).click();
      await expect(links.getByText('Item name is required')).toHaveCount(2);
      await links.getByLabel('Name', { exact: true }).fill('Scallions');
      await links.getByLabel('Same product as').fill('Green onions');
      await links.getByRole('button', { name: 'Link names' }).click();
      await expect(toastWithTitle(page, 'Names linked')).toBeVisible();
      const linked = links.getByRole('list', { name: 'Linked names' });
      await expect(linked.getByRole('listitem')).toHaveText(['Scallions = Green onions']);
      await expect(links.getByLabel('Name', { exact: true })).toHaveValue('');
      await links.getByLabel('Name', { exact: true }).fill('Scallions');
      await links.getByLabel('Same product as').fill('Green onions');
      await links.getByRole('button', { name: 'Link names' }).click();
      await expect(toastWithTitle(page, 'Already linked')).toBeVisible();
      await expect(linked.getByRole('listitem')).toHaveCount(1);
      await links.getByLabel('Name', { exact: true }).fill('Coriander');
      await links.getByLabel('Same product as').fill('Cilantro');
      await links.getByRole('button', { name: 'Link names' }).click();
      await expect(linked.getByRole('listitem')).toHaveCount(2);
      expect(await dialogViolations(page), 'the linked names dialog').toEqual([]);
      await snapUnder(page, `grocery-linked-names-${width}`);
      await links.getByRole('button', { name: 'Remove link Coriander = Cilantro' }).click();
      const removeLink = grocery.confirmation('Remove link');
      await expect(removeLink.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await removeLink.getByRole('button', { name: 'Remove' }).click();
      await expect(toastWithTitle(page, 'Link removed')).toBeVisible();
      await expect(linked.getByRole('listitem')).toHaveText(['Scallions = Green onions']);
      await links.getByRole('button', { name: 'Done' }).click();
      await expect(links).toBeHidden();

      // Both names onto the list: one line, the amounts added up.
      const add = grocery.dialog('Add Item to List');
      await grocery.main.getByRole('button', { name: 'Add More Items' }).click();
      await grocery.fill(add, { name: 'Scallions', quantity: '2' });
      await add.getByRole('button', { name: 'Add Item' }).click();
      await expect(toastWithTitle(page, 'Item added')).toBeVisible();
      await grocery.main.getByRole('button', { name: 'Add More Items' }).click();
      await grocery.fill(add, { name: 'Green onions', quantity: '3' });
      await add.getByRole('button', { name: 'Add Item' }).click();
      await expect(toastWithTitle(page, 'Item added')).toContainText('Already on the list');
      await expect(grocery.item(grocery.main, 'Scallions')).toContainText('5 each');
      await expect(grocery.item(grocery.main, 'Green onions')).toHaveCount(0);
      await expect(grocery.main.getByTestId('grocery-item')).toHaveCount(3);

      // Delete a line from 'Edit Item', confirmed; gone after a reload too.
      await grocery.editButton(grocery.main, 'Crisps').click();
      const edit = grocery.dialog('Edit Item');
      await snapUnder(page, `grocery-edit-item-${width}`);
      await edit.getByRole('button', { name: 'Delete' }).click();
      const confirmDelete = grocery.confirmation('Delete Item');
      await expect(confirmDelete).toContainText('Crisps');
      await snapUnder(page, `grocery-delete-item-${width}`);
      await confirmDelete.getByRole('button', { name: 'Delete' }).click();
      await expect(toastWithTitle(page, 'Item deleted')).toBeVisible();
      await expect(edit).toBeHidden();
      await expect(grocery.item(grocery.main, 'Crisps')).toHaveCount(0);
      await page.reload();
      await expect(grocery.item(grocery.main, 'Bread')).toBeVisible();
      await expect(grocery.item(grocery.main, 'Crisps')).toHaveCount(0);

      // 'Put away when ticked': on (kept by the server), then a tick moves the line into the inventory.
      await expect(grocery.putAwayOnTick).not.toBeChecked();
      await grocery.putAwayOnTick.click();
      await expect(toastWithTitle(page, 'Put away when ticked: on')).toBeVisible();
      await expect(grocery.putAwayOnTick).toBeChecked();
      expect(await seriousViolations(page), 'the shopping view with its settings').toEqual([]);
      await grocery.putAwayOnTick.scrollIntoViewIfNeeded();
      await snapUnder(page, `grocery-settings-${width}`);
      await page.reload();
      await expect(grocery.putAwayOnTick).toBeChecked();
      await grocery.tick(grocery.main, 'Scallions').click();
      await expect(grocery.item(grocery.main, 'Scallions')).toHaveCount(0);
      await expect(grocery.item(grocery.main, 'Bread')).toBeVisible();
      await page.reload();
      await expect(grocery.item(grocery.main, 'Bread')).toBeVisible();
      await expect(grocery.item(grocery.main, 'Scallions')).toHaveCount(0);

      const inventory = new InventoryPageModel(page);
      await inventory.goto();
      await expect(inventory.row('Scallions')).toContainText('5 each');
      await expect(inventory.row('Bread')).toHaveCount(0);
    });
  });
}

test('two members tick the same list: each sees the other within a second, no tick snaps back', async ({
  page,
  api,
  browser,
}) => {
  const chef = await api.signedInHeadChef('grocery-live');
  const familyId = chef.user.familyId!;
  const username = `kit_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await seedMember(page.request, familyId, {
    username,
    firstName: 'Kit',
    lastName: 'Helper',
    role: 4,
    password: 'helper-secret-1',
  });
  const names = ['Apples', 'Bread', 'Cheese', 'Dates', 'Eggs', 'Flour'];
  const list = await seedGroceryList(
    page.request,
    familyId,
    'Saturday',
    names.map((name) => ({ name })),
  );

  const kitContext = await browser.newContext({ baseURL: test.info().project.use.baseURL, ...PHONE });
  try {
    const kitPage = await kitContext.newPage();
    await new ApiClient(kitPage.request).login(username, 'helper-secret-1');
    const robin = new GroceryPageModel(page);
    const kit = new GroceryPageModel(kitPage);
    for (const [p, model] of [
      [page, robin],
      [kitPage, kit],
    ] as const) {
      const stream = p.waitForResponse((r) => /\/api\/families\/\d+\/events/.test(r.url()));
      await model.goto(list.id);
      expect((await stream).status(), 'the live stream is open').toBe(200);
      await expect(model.tick(model.main, 'Apples')).toBeVisible();
    }

    // Each ticks three lines, interleaved, fast: both end with all six ticked.
    const robinTicks = ['Apples', 'Cheese', 'Eggs'];
    const kitTicks = ['Bread', 'Dates', 'Flour'];
    for (let i = 0; i < 3; i++) {
      await robin.tick(robin.main, robinTicks[i]!).click();
      await kit.tick(kit.main, kitTicks[i]!).click();
    }
    for (const model of [robin, kit]) {
      for (const name of names) await expect(model.tick(model.main, name)).toBeChecked({ timeout: 1_000 });
    }

    // Both tick the same line at once (untick Apples): it ends unticked on both, and stays so.
    await Promise.all([robin.tick(robin.main, 'Apples').click(), kit.tick(kit.main, 'Apples').click()]);
    for (const model of [robin, kit])
      await expect(model.tick(model.main, 'Apples')).not.toBeChecked({ timeout: 1_500 });

    // Nothing snaps back a moment later either (late answers, live events, refetches).
    await page.waitForTimeout(1_000);
    for (const model of [robin, kit]) {
      await expect(model.tick(model.main, 'Apples')).not.toBeChecked();
      for (const name of names.slice(1)) await expect(model.tick(model.main, name)).toBeChecked();
    }
    await snap(kitPage, 'grocery-shopping-two-members-phone');
  } finally {
    await kitContext.close();
  }
});

test("a recipe's ingredients go onto a list, leaving out what the pantry holds enough of", async ({
  page,
  api,
}) => {
  const chef = await api.signedInHeadChef('grocery-recipe');
  const familyId = chef.user.familyId!;
  await seedInventory(page.request, familyId, [
    { name: 'Flour', quantity: '1', unit: 'kg', category: 'Pantry' },
  ]);
  await seedGroceryList(page.request, familyId, 'Baking');
  await seedRecipe(page.request, familyId, {
    name: 'Pancakes',
    servings: 2,
    ingredients: [
      { name: 'flour, sifted', quantity: '1', unit: 'cups' },
      { name: 'eggs', quantity: '2', unit: 'each' },
      { name: 'milk', quantity: '1', unit: 'cups' },
    ],
  });
  const recipes = new RecipesPageModel(page);
  await page.goto('/recipes');
  await recipes.cardAction('Pancakes', 'View').click();
  const detail = page.getByRole('dialog', { name: 'Pancakes' });
  await detail.getByRole('button', { name: 'Add to grocery list' }).click();
  const add = page.getByRole('dialog', { name: 'Add to grocery list' });
  await expect(add.getByLabel('Grocery list')).toHaveValue(/^\d+$/);
  await expect(add.getByLabel('Servings')).toHaveValue('2');
  await add.getByLabel('Servings').fill('4');
  // 2 cups of flour (240 g) is in the 1 kg bag: unticked; eggs and milk are ticked.
  await expect(add.getByRole('checkbox', { name: /flour, sifted \(2 cups\)/ })).not.toBeChecked();
  await expect(add.getByRole('checkbox', { name: /eggs \(4 each\)/ })).toBeChecked();
  await expect(add.getByRole('checkbox', { name: /milk \(2 cups\)/ })).toBeChecked();
  // The family keeps or drops each line: the milk is dropped.
  await add.getByRole('checkbox', { name: /milk/ }).uncheck();
  expect(await seriousViolations(page), 'the add-to-list dialog').toEqual([]);
  await snap(page, 'grocery-add-recipe-desktop');
  await add.getByRole('button', { name: 'Add 1 to list' }).click();
  await expect(toastWithTitle(page, 'Added 1 ingredient to Baking')).toBeVisible();

  const grocery = new GroceryPageModel(page);
  await grocery.goto();
  const card = grocery.card('Baking');
  await expect(grocery.item(card, 'eggs')).toContainText('4 each');
  await expect(card.getByTestId('grocery-item')).toHaveCount(1);
});
