// The family bench:lighthouse measures (issue 27), seeded through the API as a family would make it:
// 200 inventory items, 100 recipes, 5 dishes planned over this week (Sunday to Thursday), 3 grocery
// lists of 30 lines. `seedLongList` adds the 300-line list the tick (INP) measurement opens.

/** One API call with the session token; resolves with the answer's `data`. */
export async function call(url, method, body, token) {
  const response = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(json)}`);
  return json.data;
}

/** Runs `work(i)` for i in [0, count), `width` at a time. */
async function inParallel(count, width, work) {
  const results = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      results[i] = await work(i);
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
  return results;
}

const FOODS = [
  'Milk',
  'Eggs',
  'Bread',
  'Butter',
  'Apples',
  'Bananas',
  'Rice',
  'Pasta',
  'Tomatoes',
  'Onions',
  'Carrots',
  'Potatoes',
  'Cheddar',
  'Yoghurt',
  'Chicken thighs',
  'Minced beef',
  'Salmon',
  'Lentils',
  'Chickpeas',
  'Oats',
  'Flour',
  'Sugar',
  'Olive oil',
  'Garlic',
  'Ginger',
  'Spinach',
  'Peppers',
  'Lemons',
  'Coffee',
  'Tea',
];
const CATEGORIES = ['Produce', 'Dairy', 'Meat', 'Pantry', 'Frozen', 'Bakery', 'Beverages', 'Snacks'];
const UNITS = ['pieces', 'g', 'kg', 'ml', 'liters'];
const DISHES = ['Stew', 'Curry', 'Bake', 'Salad', 'Soup', 'Stir-fry', 'Risotto', 'Pie', 'Tacos', 'Pasta'];

const isoDate = (date) => date.toISOString().slice(0, 10);
function addDays(date, days) {
  const next = new Date(date);
  next.setUTCDate(next.getUTCDate() + days);
  return next;
}

const lines = (count, offset = 0) =>
  Array.from({ length: count }, (_, i) => ({
    name: `${FOODS[(i + offset) % FOODS.length]} ${Math.floor((i + offset) / FOODS.length) + 1}`,
    quantity: String((i % 5) + 1),
    unit: UNITS[i % UNITS.length],
    category: CATEGORIES[i % CATEGORIES.length],
  }));

/** A Head Chef whose family is the realistic one above; returns the session token and family id. */
export async function seedFamily(base) {
  const email = `bench-lh-${Date.now().toString(36)}@example.com`;
  const { token } = await call(`${base}/api/auth/register`, 'POST', { email, password: 'kitchen-bench-1' });
  const family = await call(
    `${base}/api/families`,
    'POST',
    { name: 'The Benchmarks', familySize: '4' },
    token,
  );
  await call(
    `${base}/api/users/profile`,
    'POST',
    { username: 'bench_chef', firstName: 'Robin', lastName: 'Baker', familyId: family.id },
    token,
  );
  const today = new Date(`${isoDate(new Date())}T00:00:00Z`);
  await inParallel(200, 6, (i) =>
    call(
      `${base}/api/families/${family.id}/inventory`,
      'POST',
      {
        name: `${FOODS[i % FOODS.length]} ${Math.floor(i / FOODS.length) + 1}`,
        quantity: String((i % 9) + 1),
        unit: UNITS[i % UNITS.length],
        category: CATEGORIES[i % CATEGORIES.length],
        minStockLevel: String(i % 4),
        // Some expire soon, some have passed, most are later: the dashboard's cards have content.
        expirationDate: i % 3 === 0 ? isoDate(addDays(today, (i % 21) - 3)) : null,
      },
      token,
    ),
  );
  const recipes = await inParallel(100, 6, (i) =>
    call(
      `${base}/api/families/${family.id}/recipes`,
      'POST',
      {
        name: `${FOODS[i % FOODS.length]} ${DISHES[i % DISHES.length]} ${Math.floor(i / FOODS.length) + 1}`,
        description: 'A family favourite for a weeknight.',
        servings: 4,
        prepTime: 10 + (i % 4) * 5,
        cookTime: 20 + (i % 5) * 10,
        instructions: 'Prepare the ingredients.\nCook them together.\nServe warm.',
        ingredients: lines(6, i).map(({ name, quantity, unit }) => ({ name, quantity, unit })),
        difficulty: ['easy', 'medium', 'hard'][i % 3],
      },
      token,
    ),
  );
  // This week's Sunday (the meal planner's weeks start on Sunday), then five days of dinners.
  const sunday = addDays(today, -today.getUTCDay());
  for (let i = 0; i < 5; i++) {
    const plan = await call(
      `${base}/api/families/${family.id}/meal-plans`,
      'POST',
      { name: recipes[i * 7].name, recipeId: recipes[i * 7].id },
      token,
    );
    await call(
      `${base}/api/families/${family.id}/planned-meals`,
      'POST',
      { mealPlanId: plan.id, plannedDate: isoDate(addDays(sunday, i)), mealType: 'dinner' },
      token,
    );
  }
  for (const [i, name] of ['Saturday shop', 'Midweek top-up', 'Party'].entries())
    await call(
      `${base}/api/families/${family.id}/grocery-lists`,
      'POST',
      { name, items: lines(30, i * 30) },
      token,
    );
  return { token, familyId: family.id };
}

/** A 300-line list (200 at creation, the most one call takes, then 100 more); returns its id. */
export async function seedLongList(base, token, familyId) {
  const list = await call(
    `${base}/api/families/${familyId}/grocery-lists`,
    'POST',
    { name: 'The big shop', items: lines(200) },
    token,
  );
  const more = lines(100, 200);
  await inParallel(more.length, 6, (i) =>
    call(`${base}/api/grocery-lists/${list.id}/items`, 'POST', more[i], token),
  );
  return list.id;
}
