import { DEFAULT_MEAL_TYPE, MEAL_TYPES, type MealType, planMealBody } from '@kitching/contracts';
import { useState } from 'react';
import { Dialog } from '../../components/ui/dialog.component';
import { Field } from '../../components/ui/field.component';
import { FormButtons } from '../../components/ui/form-buttons.component';
import { Input, NativeSelect } from '../../components/ui/input.component';
import { MEAL_TYPE_LABELS, today } from './meal-planning.helper';

export interface PlanMealTarget {
  /** The plan's name, shown in the dialog. */
  name: string;
  /** Where the dialog starts: spec 5's defaults are today and dinner. */
  date?: string;
  mealType?: MealType;
}

/**
 * 'Plan Meal' (spec 2.9: date and meal type), also used to move a planned meal ('Move meal').
 * `onSubmit` does the saving and its toasts; the dialog stays open while it runs and when it throws.
 */
export function PlanMealDialog({
  target,
  title = 'Plan Meal',
  submitLabel = 'Plan Meal',
  onSubmit,
  onClose,
}: {
  target: PlanMealTarget | null;
  title?: string;
  submitLabel?: string;
  onSubmit(values: { plannedDate: string; mealType: MealType }): Promise<void>;
  onClose(): void;
}) {
  return (
    <Dialog
      open={Boolean(target)}
      onOpenChange={(o) => !o && onClose()}
      title={title}
      description={target ? target.name : undefined}
    >
      {target ? (
        <PlanMealForm target={target} submitLabel={submitLabel} onSubmit={onSubmit} onCancel={onClose} />
      ) : null}
    </Dialog>
  );
}

function PlanMealForm({
  target,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  target: PlanMealTarget;
  submitLabel: string;
  onSubmit(values: { plannedDate: string; mealType: MealType }): Promise<void>;
  onCancel(): void;
}) {
  const [date, setDate] = useState(target.date ?? today());
  const [mealType, setMealType] = useState<MealType>(target.mealType ?? DEFAULT_MEAL_TYPE);
  const [dateError, setDateError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = planMealBody.shape.plannedDate.safeParse(date);
    if (!parsed.success) {
      setDateError(parsed.error.issues[0]?.message);
      return;
    }
    setBusy(true);
    try {
      await onSubmit({ plannedDate: parsed.data, mealType });
    } catch {
      // The caller said what went wrong; the dialog stays open to try again.
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Field label="Date" error={dateError}>
          <Input
            type="date"
            value={date}
            onChange={(e) => {
              setDate(e.target.value);
              setDateError(undefined);
            }}
          />
        </Field>
        <Field label="Meal type">
          <NativeSelect value={mealType} onChange={(e) => setMealType(e.target.value as MealType)}>
            {MEAL_TYPES.map((type) => (
              <option key={type} value={type}>
                {MEAL_TYPE_LABELS[type]}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <FormButtons label={submitLabel} busy={busy} onCancel={onCancel} />
    </form>
  );
}
