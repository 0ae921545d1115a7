import type { ExportMealPlanLine } from '@kitching/contracts';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { ScopedRun, Tx } from '../../kernel/unit-of-work';
import { type MealPlanRow, mealPlans, plannedMeals } from './meal-plans.table';

/** A meal plan to add from an import, with its days; `recipeId` already the new family's. */
export interface MealPlanDraft {
  name: string;
  description: string | null;
  servings: number;
  prepTime: number;
  cookTime: number;
  instructions: string | null;
  ingredients: MealPlanRow['ingredients'];
  recipeId: number | null;
  plannedMeals: { plannedDate: string; mealType: string; notes: string | null; cookedAt: string | null }[];
}

const CHUNK = 200;

/** Issue 25: the family's meal plans with their planned meals, out in pages and in many at once. */
export function mealPlansTransfer(run: ScopedRun<unknown>) {
  return {
    exportPage: (familyId: number, afterId: number, limit: number) =>
      run(async ({ db }): Promise<ExportMealPlanLine[]> => {
        const plans = await db
          .select()
          .from(mealPlans)
          .where(and(eq(mealPlans.familyId, familyId), gt(mealPlans.id, afterId)))
          .orderBy(asc(mealPlans.id))
          .limit(limit);
        if (!plans.length) return [];
        const days = await db
          .select()
          .from(plannedMeals)
          .where(
            inArray(
              plannedMeals.mealPlanId,
              plans.map((p) => p.id),
            ),
          )
          .orderBy(asc(plannedMeals.plannedDate), asc(plannedMeals.id));
        return plans.map((p) => ({
          id: p.id,
          name: p.name,
          description: p.description,
          servings: p.servings,
          prepTime: p.prepTime,
          cookTime: p.cookTime,
          instructions: p.instructions,
          ingredients: p.ingredients,
          recipeId: p.recipeId,
          createdAt: p.createdAt.toISOString(),
          plannedMeals: days
            .filter((d) => d.mealPlanId === p.id)
            .map((d) => ({
              plannedDate: d.plannedDate,
              mealType: d.mealType,
              notes: d.notes,
              cookedAt: d.cookedAt?.toISOString() ?? null,
            })),
        }));
      }),

    async mealPlanNames(tx: Tx, familyId: number): Promise<Set<string>> {
      const rows = await tx.db
        .select({ name: sql<string>`lower(${mealPlans.name})` })
        .from(mealPlans)
        .where(eq(mealPlans.familyId, familyId));
      return new Set(rows.map((r) => r.name));
    },

    /** Adds the plans and their days; answers the new plans' ids in order. */
    async importMany(tx: Tx, actorId: number, familyId: number, drafts: MealPlanDraft[]): Promise<number[]> {
      const ids: number[] = [];
      for (let i = 0; i < drafts.length; i += CHUNK) {
        const chunk = drafts.slice(i, i + CHUNK);
        const rows = await tx.db
          .insert(mealPlans)
          .values(chunk.map(({ plannedMeals: _, ...d }) => ({ ...d, familyId, createdBy: actorId })))
          .returning({ id: mealPlans.id });
        const meals = chunk.flatMap((d, n) =>
          d.plannedMeals.map((m) => ({
            familyId,
            mealPlanId: rows[n]!.id,
            plannedDate: m.plannedDate,
            mealType: m.mealType,
            notes: m.notes,
            cookedAt: m.cookedAt ? new Date(m.cookedAt) : null,
            createdBy: actorId,
          })),
        );
        for (let j = 0; j < meals.length; j += CHUNK)
          await tx.db.insert(plannedMeals).values(meals.slice(j, j + CHUNK));
        ids.push(...rows.map((r) => r.id));
      }
      return ids;
    },

    /** Undoes an import that did not finish: its plans go with their days. */
    async removeImported(tx: Tx, familyId: number, ids: number[]) {
      if (ids.length)
        await tx.db
          .delete(mealPlans)
          .where(and(eq(mealPlans.familyId, familyId), inArray(mealPlans.id, ids)));
    },
  };
}
