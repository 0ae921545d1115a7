import { zodResolver } from '@hookform/resolvers/zod';
import { can, type MealPlan, type Recipe, recipeFormDefaults } from '@kitching/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BookOpen, Link2Off, Pencil } from 'lucide-react';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/ui/button.component';
import { Dialog, useDialogDirty } from '../../components/ui/dialog.component';
import { DialogFooter } from '../../components/ui/dialog-footer.component';
import { FormButtons } from '../../components/ui/form-buttons.component';
import { Spinner } from '../../components/ui/spinner.component';
import { toast } from '../../components/ui/toast.component';
import { errorMessage } from '../../lib/api';
import { setServerErrors } from '../../lib/form-errors';
import { conflictCurrent } from '../../lib/versioned-save';
import { useSession } from '../auth/use-session.hook';
import { recipeQueries } from '../recipes/recipes.queries';
import {
  MealPlanFormBody,
  type MealPlanFormOutput,
  type MealPlanFormValues,
  mealPlanForm,
  planBodyOf,
} from './meal-plan-form-dialog.component';
import { useKeepAsRecipe, useUnlinkMealPlan, useUpdateMealPlan } from './meal-planning.mutations';
import { mealQueries } from './meal-planning.queries';
import { MEAL_TOASTS } from './meal-planning.toasts';

const fail = (description: string) => toast({ title: MEAL_TOASTS.errorTitle, description, variant: 'error' });

/**
 * 'Edit Meal Plan' (issue 23): a plan of its own is the meal plan form, with 'Keep as recipe'; a plan
 * that follows a recipe says so and offers to edit the recipe (`onEditRecipe`) or unlink it to a copy,
 * never a stale copy's fields. The plan is read from the cached list, so it moves as it changes.
 */
export function EditMealPlanDialog({
  familyId,
  planId,
  onClose,
  onEditRecipe,
}: {
  familyId: number;
  planId: number | null;
  onClose(): void;
  onEditRecipe(recipe: Recipe): void;
}) {
  const { data: plan } = useQuery({
    ...mealQueries.planList(familyId),
    select: (plans) => plans.find((p) => p.id === planId),
    enabled: planId !== null,
  });
  const linked = plan?.recipeId != null;
  return (
    <Dialog
      open={planId !== null && Boolean(plan)}
      onOpenChange={(open) => !open && onClose()}
      title="Edit Meal Plan"
      description={
        linked ? 'This meal plan follows a family recipe.' : 'Change the dish, or keep it as a family recipe.'
      }
      className="sm:max-w-2xl!"
    >
      {plan ? (
        linked ? (
          <FollowsRecipe plan={plan} onClose={onClose} onEditRecipe={onEditRecipe} />
        ) : (
          <OwnPlanForm key={plan.id} plan={plan} onClose={onClose} />
        )
      ) : null}
    </Dialog>
  );
}

/** A linked plan: what it follows, 'Edit recipe' (who may edit recipes) and 'Unlink to a copy'. */
function FollowsRecipe({
  plan,
  onClose,
  onEditRecipe,
}: {
  plan: MealPlan;
  onClose(): void;
  onEditRecipe(recipe: Recipe): void;
}) {
  const { actor } = useSession();
  const queryClient = useQueryClient();
  const unlink = useUnlinkMealPlan();
  const [opening, setOpening] = useState(false);

  const editRecipe = async () => {
    if (plan.recipeId === null) return;
    setOpening(true);
    try {
      onEditRecipe(await queryClient.fetchQuery(recipeQueries.detail(plan.recipeId)));
    } catch (error) {
      fail(errorMessage(error, 'Failed to fetch recipe details'));
    } finally {
      setOpening(false);
    }
  };
  const unlinkPlan = () =>
    unlink.mutate(plan, {
      onSuccess: (copy) =>
        toast({
          title: 'Meal plan unlinked',
          description: `${copy.name} keeps the recipe as it is now; edit it apart from the recipe.`,
          variant: 'success',
        }),
      onError: (error) =>
        fail(
          conflictCurrent(error)
            ? 'Someone else changed this meal plan first. Try again.'
            : errorMessage(error, 'There was an error unlinking the meal plan.'),
        ),
    });

  return (
    <div className="flex flex-col gap-4">
      <div role="note" className="flex gap-3 rounded-lg bg-sky-50 p-4 text-sm text-sky-950">
        <BookOpen className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
        <div className="flex flex-col gap-1">
          <p>
            <strong>{plan.name}</strong> follows its family recipe: the times, steps and ingredients are the
            recipe's. Edit the recipe to change them here and everywhere it is planned.
          </p>
          {plan.recipeArchived ? <p>The recipe is archived; this plan still follows it.</p> : null}
          <p>Or unlink the plan to keep a copy of its own.</p>
        </div>
      </div>
      <DialogFooter>
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
        {can(actor, 'meals.plan') ? (
          <Button variant="secondary" onClick={unlinkPlan} disabled={unlink.isPending}>
            {unlink.isPending ? <Spinner label="Unlinking" /> : <Link2Off className="h-4 w-4" aria-hidden />}
            Unlink to a copy
          </Button>
        ) : null}
        {can(actor, 'recipes.edit') ? (
          <Button onClick={() => void editRecipe()} disabled={opening}>
            {opening ? <Spinner label="Opening" /> : <Pencil className="h-4 w-4" aria-hidden />}
            Edit recipe
          </Button>
        ) : null}
      </DialogFooter>
    </div>
  );
}

/** A plan of its own: the meal plan form at the version it opened at, and 'Keep as recipe'. */
function OwnPlanForm({ plan, onClose }: { plan: MealPlan; onClose(): void }) {
  const { actor } = useSession();
  const openedAt = useRef(plan);
  const update = useUpdateMealPlan();
  const keep = useKeepAsRecipe();
  const form = useForm<MealPlanFormValues, unknown, MealPlanFormOutput>({
    resolver: zodResolver(mealPlanForm),
    defaultValues: recipeFormDefaults(plan),
  });
  const { isSubmitting, isDirty } = form.formState;
  useDialogDirty(isDirty);

  /** Saves what was typed (when anything was) at the version opened; a refusal is told and thrown. */
  const saved = async (values: MealPlanFormOutput): Promise<MealPlan> => {
    if (!form.formState.isDirty) return openedAt.current;
    try {
      return await update.mutateAsync({ plan: openedAt.current, body: planBodyOf(values) });
    } catch (error) {
      if (conflictCurrent(error)) {
        fail('Someone else changed this meal plan first. The list shows it as they left it.');
        onClose();
      } else {
        setServerErrors(form, error);
        fail(errorMessage(error, 'There was an error saving the meal plan.'));
      }
      throw error;
    }
  };

  const submit = form.handleSubmit(async (values) => {
    const plan = await saved(values).catch(() => null);
    if (!plan) return;
    toast({ title: 'Meal plan updated', description: plan.name, variant: 'success' });
    onClose();
  });

  const keepAsRecipe = form.handleSubmit(async (values) => {
    const plan = await saved(values).catch(() => null);
    if (!plan) return;
    try {
      const { recipe } = await keep.mutateAsync(plan.id);
      toast({
        title: 'Kept as a recipe',
        description: `${recipe.name} is a family recipe now, and this plan follows it.`,
        variant: 'success',
      });
      onClose();
    } catch (error) {
      fail(errorMessage(error, 'There was an error keeping the meal as a recipe.'));
    }
  });

  return (
    <MealPlanFormBody form={form} onSubmit={submit} label="Edit Meal Plan">
      <FormButtons label="Save Changes" busy={isSubmitting} onCancel={onClose} cancelWhileBusy>
        {can(actor, 'recipes.edit') ? (
          <Button variant="secondary" onClick={() => void keepAsRecipe()} disabled={isSubmitting}>
            <BookOpen className="h-4 w-4" aria-hidden /> Keep as recipe
          </Button>
        ) : null}
      </FormButtons>
    </MealPlanFormBody>
  );
}
