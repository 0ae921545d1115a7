import { INGREDIENT_GROUP_MAX, type RecipeFormValues } from '@kitching/contracts';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { useFormContext } from 'react-hook-form';
import { Button } from '../../components/ui/button.component';
import { Input } from '../../components/ui/input.component';

interface IngredientHeadingRowProps {
  index: number;
  /** Its place among the form's headings, from 1: the inputs' names say which heading they are. */
  number: number;
  rowId: string;
  canMoveUp: boolean;
  canMoveDown: boolean;
  move(to: number): void;
  remove(): void;
}

/**
 * A heading between ingredient rows ('For the dough'): the rows after it, up to the next heading, are
 * its group. Moved with buttons (keyboard and touch alike), one row at a time.
 */
export function IngredientHeadingRow({
  index,
  number,
  rowId,
  canMoveUp,
  canMoveDown,
  move,
  remove,
}: IngredientHeadingRowProps) {
  const { register, formState } = useFormContext<RecipeFormValues>();
  const message = formState.errors.ingredients?.[index]?.name?.message;
  const messageId = `heading-${rowId}-errors`;
  const row = useRef<HTMLLIElement>(null);
  const arrow = (way: 'up' | 'down') =>
    row.current?.querySelector<HTMLButtonElement>(`button[data-move="${way}"]`) ?? null;
  // The row re-renders in its new place: the focus stays on the button pressed (or, at an end, its
  // other arrow), so a keyboard or screen-reader user moves it again with the same key.
  const moveBy = (step: -1 | 1) => {
    move(index + step);
    requestAnimationFrame(() => {
      const [same, other] = step < 0 ? [arrow('up'), arrow('down')] : [arrow('down'), arrow('up')];
      (same && !same.disabled ? same : other)?.focus();
    });
  };
  return (
    <li
      ref={row}
      data-testid="ingredient-heading-row"
      className="grid grid-cols-[1fr_repeat(3,2.5rem)] items-center gap-1 rounded-lg bg-stone-50 p-2 sm:gap-2"
    >
      <Input
        aria-label={`Heading ${number}`}
        placeholder="e.g. For the sauce"
        className="font-semibold"
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? messageId : undefined}
        maxLength={INGREDIENT_GROUP_MAX}
        {...register(`ingredients.${index}.name`)}
      />
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Move heading ${number} up`}
        data-move="up"
        disabled={!canMoveUp}
        onClick={() => moveBy(-1)}
      >
        <ArrowUp className="h-4 w-4" aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Move heading ${number} down`}
        data-move="down"
        disabled={!canMoveDown}
        onClick={() => moveBy(1)}
      >
        <ArrowDown className="h-4 w-4" aria-hidden />
      </Button>
      <Button variant="ghost" size="icon" aria-label={`Remove heading ${number}`} onClick={remove}>
        <Trash2 className="h-4 w-4" aria-hidden />
      </Button>
      {message ? (
        <p id={messageId} role="alert" className="col-span-full text-sm text-red-600">
          {message}
        </p>
      ) : null}
    </li>
  );
}
