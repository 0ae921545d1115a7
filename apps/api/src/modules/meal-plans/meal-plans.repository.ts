import { type FollowedRecipe, followRecipe, type MealPlan, type PlannedMeal } from '@kitching/contracts';
import { and, asc, eq, gte, inArray, isNull, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { atVersion } from '../../db/versioned';
import { type MealPlanRow, mealPlans, type PlannedMealRow, plannedMeals } from './meal-plans.table';

export type NewMealPlan = typeof mealPlans.$inferInsert;
export type MealPlanChanges = Partial<
  Pick<
    NewMealPlan,
    | 'name'
    | 'description'
    | 'servings'
    | 'prepTime'
    | 'cookTime'
    | 'instructions'
    | 'ingredients'
    | 'recipeId'
  >
>;
/** The dish fields a plan stores: its own, or its copy of the recipe it follows. */
export type StoredDish = Pick<
  NewMealPlan,
  'name' | 'description' | 'servings' | 'prepTime' | 'cookTime' | 'instructions' | 'ingredients'
>;
export type PlannedMealChanges = Partial<Pick<PlannedMealRow, 'plannedDate' | 'mealType' | 'notes'>>;

/** The plan as the API answers it: with the recipe it follows as it is now, when given (issue 23). */
export const toMealPlanDto = (row: MealPlanRow, recipe?: FollowedRecipe): MealPlan =>
  followRecipe(storedPlan(row), recipe);

const storedPlan = (row: MealPlanRow): Omit<MealPlan, 'recipeArchived'> => ({
  id: row.id,
  familyId: row.familyId,
  name: row.name,
  description: row.description,
  servings: row.servings,
  prepTime: row.prepTime,
  cookTime: row.cookTime,
  instructions: row.instructions,
  ingredients: row.ingredients.map(({ name, quantity, unit }) => ({ name, quantity, unit })),
  recipeId: row.recipeId,
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  version: row.version,
});

export const toPlannedMealDto = (row: PlannedMealRow): PlannedMeal => ({
  id: row.id,
  mealPlanId: row.mealPlanId,
  plannedDate: row.plannedDate,
  mealType: row.mealType,
  familyId: row.familyId,
  createdBy: row.createdBy,
  notes: row.notes,
  createdAt: row.createdAt.toISOString(),
  version: row.version,
  cookedAt: row.cookedAt ? row.cookedAt.toISOString() : null,
  cookId: row.cookActionId,
});

export function mealPlansRepository({ db }: { db: Db }) {
  return {
    async listPlans(familyId: number): Promise<MealPlanRow[]> {
      return db.select().from(mealPlans).where(eq(mealPlans.familyId, familyId)).orderBy(asc(mealPlans.id));
    },
    /** The meal plans as dishes to cook: id, name, servings and ingredients only. */
    async planDishes(
      familyId: number,
    ): Promise<Pick<MealPlanRow, 'id' | 'name' | 'servings' | 'ingredients' | 'recipeId'>[]> {
      return db
        .select({
          id: mealPlans.id,
          name: mealPlans.name,
          servings: mealPlans.servings,
          ingredients: mealPlans.ingredients,
          recipeId: mealPlans.recipeId,
        })
        .from(mealPlans)
        .where(eq(mealPlans.familyId, familyId))
        .orderBy(asc(mealPlans.id));
    },
    async findPlan(id: number): Promise<MealPlanRow | undefined> {
      const [row] = await db.select().from(mealPlans).where(eq(mealPlans.id, id)).limit(1);
      return row;
    },
    async createPlan(values: NewMealPlan): Promise<MealPlanRow> {
      const [row] = await db.insert(mealPlans).values(values).returning();
      return row!;
    },
    async updatePlan(id: number, changes: MealPlanChanges, expectedVersion?: number) {
      const [row] = await db
        .update(mealPlans)
        .set({ ...changes, updatedAt: new Date() })
        .where(atVersion(mealPlans, id, expectedVersion))
        .returning();
      return row;
    },
    /** The plan, locked for this transaction (keeping it as a recipe reads and links it at once). */
    async lockPlan(id: number): Promise<MealPlanRow | undefined> {
      const [row] = await db.select().from(mealPlans).where(eq(mealPlans.id, id)).for('update');
      return row;
    },
    /** Every plan that follows the recipe keeps `dish` as its own copy (the recipe is being deleted). */
    /** The ids of the plans that followed it (an Undo links them again). */
    async keepRecipeCopy(recipeId: number, dish: StoredDish): Promise<number[]> {
      const rows = await db
        .update(mealPlans)
        .set({ ...dish, updatedAt: new Date() })
        .where(eq(mealPlans.recipeId, recipeId))
        .returning({ id: mealPlans.id });
      return rows.map((row) => row.id);
    },
    /** Issue 24: a deleted recipe brought back; the plans that followed it and were not relinked since. */
    async relinkRecipe(recipeId: number, planIds: number[]): Promise<void> {
      if (!planIds.length) return;
      await db
        .update(mealPlans)
        .set({ recipeId, updatedAt: new Date() })
        .where(and(inArray(mealPlans.id, planIds), isNull(mealPlans.recipeId)));
    },
    async removePlan(id: number): Promise<MealPlanRow | undefined> {
      const [row] = await db.delete(mealPlans).where(eq(mealPlans.id, id)).returning();
      return row;
    },
    /** Reminders (issue 26): the dinners planned on these days by these families, one statement. */
    async dinnersOn(familyIds: number[], dates: string[]): Promise<PlannedMealRow[]> {
      if (!familyIds.length || !dates.length) return [];
      return db
        .select()
        .from(plannedMeals)
        .where(
          and(
            inArray(plannedMeals.familyId, familyIds),
            inArray(plannedMeals.plannedDate, dates),
            eq(plannedMeals.mealType, 'dinner'),
          ),
        )
        .orderBy(asc(plannedMeals.familyId), asc(plannedMeals.id));
    },
    /** The family's planned meals between two dates (both included), by date then id. */
    async plannedBetween(familyId: number, start?: string, end?: string): Promise<PlannedMealRow[]> {
      const where: SQL[] = [eq(plannedMeals.familyId, familyId)];
      if (start) where.push(gte(plannedMeals.plannedDate, start));
      if (end) where.push(lte(plannedMeals.plannedDate, end));
      return db
        .select()
        .from(plannedMeals)
        .where(and(...where))
        .orderBy(asc(plannedMeals.plannedDate), asc(plannedMeals.id));
    },
    async findPlanned(id: number): Promise<PlannedMealRow | undefined> {
      const [row] = await db.select().from(plannedMeals).where(eq(plannedMeals.id, id)).limit(1);
      return row;
    },
    async plan(values: typeof plannedMeals.$inferInsert): Promise<PlannedMealRow> {
      const [row] = await db.insert(plannedMeals).values(values).returning();
      return row!;
    },
    async updatePlanned(id: number, changes: PlannedMealChanges, expectedVersion?: number) {
      const [row] = await db
        .update(plannedMeals)
        .set({ ...changes, updatedAt: new Date() })
        .where(atVersion(plannedMeals, id, expectedVersion))
        .returning();
      return row;
    },
    /** The plan's planned meals (a plan's delete keeps them for its Undo). */
    async plannedOf(mealPlanId: number): Promise<PlannedMealRow[]> {
      return db
        .select()
        .from(plannedMeals)
        .where(eq(plannedMeals.mealPlanId, mealPlanId))
        .orderBy(asc(plannedMeals.id));
    },
    /** Planned meals brought back by an Undo, with their ids. */
    async planMany(values: (typeof plannedMeals.$inferInsert)[]): Promise<PlannedMealRow[]> {
      if (!values.length) return [];
      return db.insert(plannedMeals).values(values).returning();
    },
    async removePlanned(id: number): Promise<PlannedMealRow | undefined> {
      const [row] = await db.delete(plannedMeals).where(eq(plannedMeals.id, id)).returning();
      return row;
    },
  };
}
export type MealPlansRepository = ReturnType<typeof mealPlansRepository>;
