import {
  type Actor,
  type CreateRecipeBody,
  type DomainEvent,
  isPlainRecipeList,
  RECIPE_DEFAULT_MINUTES,
  RECIPE_DEFAULT_SERVINGS,
  RECIPE_SEARCH_LIMIT,
  type Recipe,
  type RecipeSearch,
  toCalendarDate,
  type UpdateRecipeBody,
} from '@kitching/contracts';
import { versionedEdit } from '../../db/versioned';
import { authorize, refuseWith } from '../../kernel/authorize';
import type { ScopedRun, Tx } from '../../kernel/unit-of-work';
import { definedFields } from '../../lib/defined-fields';
import type { DeletionLog } from '../undo/undo.service';
import { cookableOnly, type PantryReader } from './recipe-cookable';
import { recipeImageUseCases } from './recipe-image-use-cases';
import { type RecipeSnapshot, recipeUndoUseCases } from './recipe-undo';
import { recipeErrors } from './recipes.errors';
import { type RecipeChanges, type RecipesRepository, toRecipeDto } from './recipes.repository';
import type { RecipeRow, StoredIngredient } from './recipes.table';
import { recipesTransfer } from './recipes-transfer';

/** Ingredients in the order given; quantities as text; the raw line and the group heading only when there is one. */
const toStored = (ingredients: CreateRecipeBody['ingredients']): StoredIngredient[] =>
  ingredients.map((i) => ({
    name: i.name,
    quantity: i.quantity,
    unit: i.unit,
    ...(i.raw ? { raw: i.raw } : {}),
    ...(i.group ? { group: i.group } : {}),
  }));

type RecipeEvent = Extract<DomainEvent, { type: `recipe.${string}`; details: { recipe: Recipe } }>['type'];

/** A recipe as other domains read it (meal planning, a grocery list): the dish and its ingredients. */
export type RecipeDish = Pick<
  RecipeRow,
  'id' | 'familyId' | 'name' | 'servings' | 'ingredients' | 'isArchived'
>;

declare module '../../kernel/app-context' {
  interface AppServices {
    recipes: RecipesService;
  }
}

export function recipesService({
  recipes,
  run,
  beforeRemove,
  deletions,
  afterUndelete,
  pantry,
}: {
  recipes: RecipesRepository;
  /** The stock and product links for 'what can be cooked now' (the inventory's and grocery's services). */
  pantry?: PantryReader;
  run: ScopedRun<{ recipes: RecipesRepository }>;
  /**
   * Called in a permanent delete's transaction with the recipe as it is then, before it goes: meal
   * plans that follow it keep it as their own copy (issue 23). The root wires it to the meal plans.
   */
  beforeRemove?: (tx: Tx, recipe: RecipeRow) => Promise<number[] | undefined>;
  /** Where a permanent delete keeps the recipe, for its Undo (issue 24). */
  deletions?: DeletionLog;
  /** Its Undo: the plans that followed it (`beforeRemove`'s answer) follow it again. */
  afterUndelete?: (tx: Tx, recipeId: number, followers: number[]) => Promise<void>;
}) {
  /** This domain's repository: inside another domain's transaction when given one, else the app's. */
  const repo = (tx?: Tx) => (tx ? run.join(tx).repos.recipes : recipes);

  /** A new recipe of the family from the body (no event: the caller's use case raises its own). */
  const insert = async (
    repository: RecipesRepository,
    actor: Actor,
    familyId: number,
    body: CreateRecipeBody,
  ) =>
    toRecipeDto(
      await repository.create({
        familyId,
        createdBy: actor.id,
        name: body.name,
        description: body.description ?? null,
        servings: body.servings ?? RECIPE_DEFAULT_SERVINGS,
        prepTime: body.prepTime ?? RECIPE_DEFAULT_MINUTES,
        cookTime: body.cookTime ?? RECIPE_DEFAULT_MINUTES,
        instructions: body.instructions ?? null,
        source: body.source ?? null,
        sourceName: body.sourceName ?? null,
        ingredients: toStored(body.ingredients),
        difficulty: body.difficulty ?? null,
        tags: body.tags ?? [],
      }),
    );

  /** A recipe of the actor's family, else 404 (a missing one and another family's look the same). */
  async function requireRecipe(actor: Actor, id: number) {
    const row = await recipes.findById(id);
    if (!row) throw recipeErrors.notFound();
    authorize(actor, 'family.view', row.familyId, refuseWith(recipeErrors.notFound));
    return row;
  }

  const conflict = (current: RecipeRow) => recipeErrors.versionConflict(toRecipeDto(current));

  /**
   * The recipe after the change, and its event. One deleted since it was read is not found (404, not a
   * 500); one changed since `expectedVersion` (If-Match) is refused (409 with the current recipe),
   * unchanged. Nothing to change answers the recipe as it is (still checked against the version).
   */
  function updated(
    actor: Actor,
    before: RecipeRow,
    changes: RecipeChanges | null,
    expectedVersion: number | undefined,
    type: Exclude<RecipeEvent, 'recipe.updated'> | 'recipe.updated',
  ) {
    const { id } = before;
    return versionedEdit(run, {
      before,
      changes: changes !== null && Object.keys(changes).length > 0,
      expectedVersion,
      update: ({ repos }) => repos.recipes.update(id, changes!, expectedVersion),
      current: ({ repos }) => repos.recipes.findById(id),
      notFound: recipeErrors.notFound,
      conflict,
      dto: toRecipeDto,
      done: ({ emit }, recipe) => {
        const base = { familyId: recipe.familyId, actorId: actor.id };
        emit(
          type === 'recipe.updated'
            ? { ...base, type, details: { recipe, changed: Object.keys(changes!) } }
            : { ...base, type, details: { recipe } },
        );
        return recipe;
      },
    });
  }

  async function setArchived(actor: Actor, id: number, isArchived: boolean, expectedVersion?: number) {
    const row = await requireRecipe(actor, id);
    authorize(actor, 'recipes.edit');
    const changes = row.isArchived === isArchived ? null : { isArchived };
    return updated(actor, row, changes, expectedVersion, isArchived ? 'recipe.archived' : 'recipe.restored');
  }

  return {
    ...recipesTransfer(run),
    ...recipeUndoUseCases(run, afterUndelete),
    ...recipeImageUseCases(run, requireRecipe),
    /** Other domains: the recipe `id` (its family is the caller's to check, with `authorize`). */
    find: (id: number, tx?: Tx): Promise<RecipeDish | undefined> => repo(tx).findById(id),

    /** Other domains (what can I cook): the family's active recipes as dishes. */
    dishes: (familyId: number, tx?: Tx) => repo(tx).dishesByFamily(familyId),

    /** Other domains (meal plans that follow a recipe): the recipes of these ids, archived ones too. */
    linked: (ids: number[], tx?: Tx): Promise<RecipeRow[]> => repo(tx).findByIds([...new Set(ids)]),

    /**
     * Other domains (a meal plan kept as a recipe): a new recipe of the actor's family inside the caller's
     * transaction, checked as `create` is; the caller raises the one event of its action.
     */
    async createIn(tx: Tx, actor: Actor, familyId: number, body: CreateRecipeBody): Promise<Recipe> {
      authorize(actor, 'family.view', familyId);
      authorize(actor, 'recipes.edit');
      return insert(run.join(tx).repos.recipes, actor, familyId, body);
    },

    async list(actor: Actor, familyId: number, archived: boolean) {
      authorize(actor, 'family.view', familyId);
      return (await recipes.listByFamily(familyId, archived)).map(toRecipeDto);
    },

    /**
     * The family's recipes found by a search (issue 24): words, tags, time, what the pantry covers now
     * (`today`, the caller's calendar date), in the order asked. The plain search is the spec's list.
     */
    async search(actor: Actor, familyId: number, search: RecipeSearch, today = toCalendarDate()) {
      authorize(actor, 'family.view', familyId);
      if (isPlainRecipeList(search))
        return (await recipes.listByFamily(familyId, search.archived)).map(toRecipeDto);
      if (!search.cookable) return (await recipes.search(familyId, search)).map(toRecipeDto);
      if (!pantry) throw new Error('recipes: no pantry reader for cookable');
      const rows = await recipes.search(familyId, search, { limit: false });
      const cookable = await cookableOnly(rows, familyId, pantry, today);
      return cookable.slice(0, RECIPE_SEARCH_LIMIT).map(toRecipeDto);
    },

    /** The tags of the family's active (or archived) recipes with their counts: the page's filter choices. */
    async tags(actor: Actor, familyId: number, archived: boolean) {
      authorize(actor, 'family.view', familyId);
      return recipes.tagCounts(familyId, archived);
    },

    async get(actor: Actor, id: number) {
      return toRecipeDto(await requireRecipe(actor, id));
    },

    /** familyId comes from the path (which must be the actor's family) and createdBy from the session. */
    async create(actor: Actor, familyId: number, body: CreateRecipeBody) {
      authorize(actor, 'family.view', familyId);
      authorize(actor, 'recipes.edit');
      return run(async ({ repos, emit }) => {
        const recipe = await insert(repos.recipes, actor, familyId, body);
        emit({ type: 'recipe.created', familyId, actorId: actor.id, details: { recipe } });
        return recipe;
      });
    },

    /** Only the fields present change; a blank optional text clears it. See `updated` for the version. */
    async update(actor: Actor, id: number, body: UpdateRecipeBody, expectedVersion?: number) {
      const before = await requireRecipe(actor, id);
      authorize(actor, 'recipes.edit');
      const { ingredients, ...fields } = definedFields(body);
      const changes: RecipeChanges = {
        ...fields,
        ...(ingredients ? { ingredients: toStored(ingredients) } : {}),
      };
      return updated(actor, before, changes, expectedVersion, 'recipe.updated');
    },

    archive: (actor: Actor, id: number, expectedVersion?: number) =>
      setArchived(actor, id, true, expectedVersion),
    unarchive: (actor: Actor, id: number, expectedVersion?: number) =>
      setArchived(actor, id, false, expectedVersion),

    /**
     * Permanent delete (spec 4): only from the archive, so an active recipe is never one click from
     * gone; Head Chef and Sous Chef only.
     */
    async remove(actor: Actor, id: number) {
      const row = await requireRecipe(actor, id);
      authorize(actor, 'recipes.delete');
      if (!row.isArchived) throw recipeErrors.notArchived();
      // Archived is checked again by the delete itself: a restore may have come in since the read.
      return run(async (work) => {
        const { repos, emit } = work;
        // Locked as it is now, for whoever keeps a copy of it; a restore meanwhile still refuses below.
        const now = await repos.recipes.lockById(id);
        const followers = now?.isArchived && beforeRemove ? await beforeRemove(work, now) : undefined;
        const image = now?.imageHash ? await repos.recipes.image(id) : undefined;
        const gone = await repos.recipes.removeArchived(id);
        if (!gone) throw now ? recipeErrors.notArchived() : recipeErrors.notFound();
        emit({
          type: 'recipe.deleted',
          familyId: row.familyId,
          actorId: actor.id,
          details: { recipe: toRecipeDto(gone) },
        });
        const snapshot: RecipeSnapshot = {
          recipe: gone,
          followers: followers ?? [],
          ...(image
            ? {
                image: {
                  contentType: image.contentType,
                  base64: Buffer.from(image.bytes).toString('base64'),
                },
              }
            : {}),
        };
        const kind = 'recipe';
        const undoId = await deletions?.keep(work, {
          familyId: gone.familyId,
          actorId: actor.id,
          kind,
          snapshot,
        });
        return { id, undoId };
      });
    },
  };
}
export type RecipesService = ReturnType<typeof recipesService>;
