import {
  SMART_ADD_TYPE_LABELS,
  SMART_ADD_UNSURE_BELOW,
  type SmartAddResult,
  type SmartAddResultType,
} from '@kitching/contracts';
import { useQuery } from '@tanstack/react-query';
import { CircleHelp, RotateCcw } from 'lucide-react';
import { type Ref, useState } from 'react';
import { Badge } from '../../components/ui/badge.component';
import { Button } from '../../components/ui/button.component';
import { DialogFooter } from '../../components/ui/dialog-footer.component';
import { Spinner } from '../../components/ui/spinner.component';
import { cn } from '../../lib/cn';
import { useSession } from '../auth/use-session.hook';
import { groceryQueries } from '../grocery/grocery.queries';
import { CookFields } from './cook-fields.component';
import { DishFields } from './dish-fields.component';
import { GroceryFields } from './grocery-fields.component';
import { InventoryFields } from './inventory-fields.component';
import {
  addLabel,
  confidencePercent,
  currentReading,
  editDraft,
  type PreviewState,
  validateDraft,
} from './quick-add.helper';
import { reasonChoices, stockAddLabel } from './quick-add-stock.helper';
import { StockUseFields } from './stock-use-fields.component';

interface PreviewEditorProps {
  state: PreviewState;
  onChange(state: PreviewState): void;
  onTryAgain(): void;
  onAdd(reading: SmartAddResult): void;
  adding: boolean;
  /** The create call's field messages (a 400's `fields`), shown until the next edit. */
  serverErrors?: Record<string, string>;
  headingRef: Ref<HTMLHeadingElement>;
}

/** The preview (spec 2.6): type, title, description, confidence, details; editable before adding. */
export function PreviewEditor({
  state,
  onChange,
  onTryAgain,
  onAdd,
  adding,
  serverErrors,
  headingRef,
}: PreviewEditorProps) {
  const reading = currentReading(state);
  const { actor, familyId } = useSession();
  // A cook is confirmed only once the pantry's answer (its preview) was shown.
  const [cookReady, setCookReady] = useState(false);
  const [clientErrors, setErrors] = useState<Record<string, string>>({});
  const errors = { ...serverErrors, ...clientErrors };
  const [tried, setTried] = useState(false);
  const unsure = reading.confidence < SMART_ADD_UNSURE_BELOW;
  const others = state.readings.filter((r) => r.type !== reading.type);
  const heading = useHeading(reading, familyId ?? 0);

  const change = (next: PreviewState) => {
    onChange(next);
    if (tried) setErrors(validateDraft(currentReading(next), next.needsCategory));
  };
  const setData = (data: SmartAddResult['data'], categoryPicked?: boolean) =>
    change({ ...editDraft(state, data), needsCategory: categoryPicked ? false : state.needsCategory });
  const label =
    reading.type === 'stock_use' || reading.type === 'cook' ? stockAddLabel(reading) : addLabel(reading.type);
  const switchTo = (type: SmartAddResultType) => {
    setErrors({});
    setTried(false);
    onChange({ ...state, current: type });
  };
  const add = () => {
    const found = validateDraft(reading, state.needsCategory);
    setTried(true);
    setErrors(found);
    if (Object.keys(found).length === 0 && (reading.type !== 'cook' || cookReady)) onAdd(reading);
  };

  return (
    <section
      aria-labelledby="quick-add-preview-title"
      className="flex flex-col gap-4"
      data-testid="quick-add-preview"
    >
      <div className="rounded-xl border border-stone-200 bg-stone-50 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="brand" data-testid="preview-type">
            {SMART_ADD_TYPE_LABELS[reading.type]}
          </Badge>
          <Badge tone={unsure ? 'yellow' : 'green'} data-testid="preview-confidence">
            {confidencePercent(reading.confidence)} sure
          </Badge>
        </div>
        <h3
          id="quick-add-preview-title"
          ref={headingRef}
          tabIndex={-1}
          className="mt-2 break-words text-lg font-semibold text-stone-900 focus:outline-none"
        >
          {heading.title || 'Untitled'}
        </h3>
        <p className="text-sm text-stone-600" data-testid="preview-description">
          {heading.description}
        </p>
        {reading.preview.details.length ? (
          <dl
            className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm"
            data-testid="preview-details"
          >
            {reading.preview.details.map((d, i) => (
              <div key={i} className="contents">
                <dt className="text-stone-500">{d.label}</dt>
                <dd className="break-words text-stone-900">{d.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>

      {unsure ? (
        <p className="flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900" role="note">
          <CircleHelp className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          <span>
            Kitching is not sure this belongs in {SMART_ADD_TYPE_LABELS[reading.type]}.
            {others.length ? ' Is it one of the other kinds below?' : ' Check it before adding.'}
          </span>
        </p>
      ) : null}

      {state.readings.length > 1 ? (
        <div role="radiogroup" aria-label="Add as" className="flex flex-wrap gap-2">
          <span className="w-full text-sm font-medium text-stone-800">Add as</span>
          {state.readings.map((r) => (
            // biome-ignore lint/a11y/useSemanticElements: a segmented choice of buttons, one tap each.
            <button
              key={r.type}
              type="button"
              role="radio"
              aria-checked={r.type === reading.type}
              onClick={() => switchTo(r.type)}
              className={cn(
                'min-h-10 rounded-lg border px-3 text-sm font-medium',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                r.type === reading.type
                  ? 'border-brand-600 bg-brand-50 text-brand-800'
                  : 'border-stone-300 bg-white text-stone-700 hover:bg-stone-50',
              )}
            >
              {SMART_ADD_TYPE_LABELS[r.type]}
            </button>
          ))}
        </div>
      ) : null}

      <div data-testid="preview-fields">
        {reading.type === 'inventory' ? (
          <InventoryFields
            draft={reading.data}
            errors={errors}
            needsCategory={state.needsCategory}
            onChange={(data, picked) => setData(data, picked)}
          />
        ) : reading.type === 'grocery_list' ? (
          <GroceryFields draft={reading.data} errors={errors} onChange={setData} />
        ) : reading.type === 'stock_use' ? (
          <StockUseFields
            reading={reading}
            reasons={actor ? reasonChoices(actor) : []}
            errors={errors}
            onChange={setData}
          />
        ) : reading.type === 'cook' ? (
          <CookFields
            reading={reading}
            familyId={familyId ?? 0}
            errors={errors}
            onChange={({ data, dish }) => change(editDraft(state, data, { dish }))}
            onReady={setCookReady}
          />
        ) : (
          <DishFields
            key={reading.type}
            draft={reading.data}
            isMealPlan={reading.type === 'meal_plan'}
            errors={errors}
            onChange={setData}
          />
        )}
      </div>

      <DialogFooter>
        <Button variant="secondary" onClick={onTryAgain} disabled={adding}>
          <RotateCcw className="h-4 w-4" aria-hidden /> Try Again
        </Button>
        <Button
          onClick={add}
          disabled={adding || (reading.type === 'cook' && !cookReady && Boolean(reading.dish.match))}
          aria-busy={adding || undefined}
        >
          {adding ? <Spinner label="Adding" /> : null}
          {label}
        </Button>
      </DialogFooter>
    </section>
  );
}

/** The preview's heading; a grocery reading going onto a list in progress names that list (issue 24). */
function useHeading(reading: SmartAddResult, familyId: number) {
  const listId = reading.type === 'grocery_list' ? reading.data.listId : null;
  const lists = useQuery({ ...groceryQueries.list(familyId), enabled: Boolean(listId) });
  const list = listId ? lists.data?.find((l) => l.id === listId) : undefined;
  if (!list || reading.type !== 'grocery_list') return reading.preview;
  const count = reading.data.items.length;
  return { title: list.name, description: `${count} ${count === 1 ? 'item' : 'items'} to add to this list` };
}
