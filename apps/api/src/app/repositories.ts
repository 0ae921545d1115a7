import type { Db } from '../db/client';
import { activityRepository } from '../modules/activity/activity.repository';
import { authRepository } from '../modules/auth/auth.repository';
import { familiesRepository } from '../modules/families/families.repository';
import { groceryListsRepository } from '../modules/grocery-lists/grocery-lists.repository';
import { idempotencyRepository } from '../modules/idempotency/idempotency.repository';
import { inventoryRepository } from '../modules/inventory/inventory.repository';
import { mealPlansRepository } from '../modules/meal-plans/meal-plans.repository';
import { productsRepository } from '../modules/products/products.repository';
import { recipesRepository } from '../modules/recipes/recipes.repository';
import { usersRepository } from '../modules/users/users.repository';
import { versionsRepository } from '../modules/versions/versions.repository';

/**
 * Every repository over one database handle: the app's (built once, app/context.ts) or a transaction's
 * (built per unit of work, app/unit-of-work.ts). A new domain adds its repository here.
 */
export function repositories(db: Db) {
  return {
    activity: activityRepository({ db }),
    auth: authRepository({ db }),
    families: familiesRepository({ db }),
    grocery: groceryListsRepository({ db }),
    idempotency: idempotencyRepository({ db }),
    inventory: inventoryRepository({ db }),
    meals: mealPlansRepository({ db }),
    products: productsRepository({ db }),
    recipes: recipesRepository({ db }),
    users: usersRepository({ db }),
    versions: versionsRepository({ db }),
  };
}
export type Repositories = ReturnType<typeof repositories>;
