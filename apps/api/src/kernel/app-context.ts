import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { EventBus } from './event-bus';
import type { FamilyLists } from './family-list';

/**
 * Every module's service, by name. The kernel knows none of them: each service module adds its own
 * line by declaration merging (`declare module '../../kernel/app-context' { interface AppServices {
 * grocery: GroceryListsService } }`), and the composition root (app/context.ts) must build an object
 * with every line, so a service registered and not built fails to compile.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the modules (declaration merging)
export interface AppServices {}

/**
 * What the composition root hands to every module's routes and plugins. Modules that provide more
 * (the live hub) add it the same way as services.
 */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  bus: EventBus;
  lists: FamilyLists;
  services: AppServices;
}
