import type { Config } from '../config';
import { publicUrl } from '../config';
import type { Database } from '../db/client';
import type { Mailer } from '../lib/mailer';
import { authRepository } from '../modules/auth/auth.repository';
import { authService } from '../modules/auth/auth.service';
import { sessionCache as createSessionCache } from '../modules/auth/session-cache';
import { familiesService } from '../modules/families/families.service';
import { inventoryService } from '../modules/inventory/inventory.service';
import { productsService } from '../modules/products/products.service';
import { recipesService } from '../modules/recipes/recipes.service';
import { smartAddService } from '../modules/smart-add/smart-add.service';
import { membersService } from '../modules/users/members.service';
import { usersRepository } from '../modules/users/users.repository';
import { usersService } from '../modules/users/users.service';
import { familyVersions } from '../modules/versions/family-versions';
import { familyLists } from './family-list';

/** Everything a route needs, built once per app. */
export function createContext(config: Config, database: Database, mailer: Mailer) {
  const { db } = database;
  const sessionCache = createSessionCache();
  const families = familiesService({ db, sessionCache });
  const inventory = inventoryService({ db });
  const services = {
    auth: authService({
      auth: authRepository({ db }),
      users: usersRepository({ db }),
      mailer,
      publicUrl: publicUrl(config),
      sessionDays: config.SESSION_DAYS,
      sessionCache,
    }),
    families,
    inventory,
    products: productsService({ db, config, families, inventory }),
    recipes: recipesService({ db }),
    smartAdd: smartAddService({ config }),
    users: usersService({ db, sessionCache }),
    members: membersService({ db, sessionCache }),
  };
  const versions = familyVersions(database);
  const lists = familyLists({ versions });
  return { config, database, db, mailer, services, sessionCache, versions, lists };
}
export type AppContext = ReturnType<typeof createContext>;
