import type { Db } from '../db/client';
import { activityRepository } from '../modules/activity/activity.repository';
import { authRepository } from '../modules/auth/auth.repository';
import { familiesRepository } from '../modules/families/families.repository';
import { groceryListsRepository } from '../modules/grocery-lists/grocery-lists.repository';
import { idempotencyRepository } from '../modules/idempotency/idempotency.repository';
import { inventoryRepository } from '../modules/inventory/inventory.repository';
import { stockRepository } from '../modules/inventory/stock.repository';
import { stockLedgerRepository } from '../modules/inventory/stock-ledger.repository';
import { mealPlansRepository } from '../modules/meal-plans/meal-plans.repository';
import { noticesRepository } from '../modules/notices/notices.repository';
import { productsRepository } from '../modules/products/products.repository';
import { pushRepository } from '../modules/push/push.repository';
import { recipesRepository } from '../modules/recipes/recipes.repository';
import { undoRepository } from '../modules/undo/undo.repository';
import { usersRepository } from '../modules/users/users.repository';
import { versionsRepository } from '../modules/versions/versions.repository';
import { webhooksRepository } from '../modules/webhooks/webhooks.repository';

/**
 * Every repository over the app's database handle, for the composition root (app/context.ts) to hand
 * each service its own (and for the root's plugins: idempotency). Inside a transaction each service binds
 * only its own domain's (kernel/unit-of-work.ts `scopedRun`). A new domain adds its repository here.
 */
export function repositories(db: Db) {
  return {
    activity: activityRepository({ db }),
    auth: authRepository({ db }),
    families: familiesRepository({ db }),
    grocery: groceryListsRepository({ db }),
    idempotency: idempotencyRepository({ db }),
    inventory: inventoryRepository({ db }),
    stock: stockRepository({ db }),
    stockLedger: stockLedgerRepository({ db }),
    meals: mealPlansRepository({ db }),
    notices: noticesRepository({ db }),
    products: productsRepository({ db }),
    push: pushRepository({ db }),
    recipes: recipesRepository({ db }),
    deletions: undoRepository({ db }),
    users: usersRepository({ db }),
    versions: versionsRepository({ db }),
    webhooks: webhooksRepository({ db }),
  };
}
export type Repositories = ReturnType<typeof repositories>;
