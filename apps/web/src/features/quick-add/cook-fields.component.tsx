import { formatDisplayDate, formatItemQuantity, ingredientDisplayName } from '@kitching/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Field } from '../../components/ui/field.component';
import { Input, NativeSelect } from '../../components/ui/input.component';
import { Spinner } from '../../components/ui/spinner.component';
import { errorMessage } from '../../lib/api';
import { quickAddQueries } from './quick-add.queries';
import {
  type CookReading,
  chooseDish,
  dishKey,
  dishOption,
  takeAmount,
  validateCook,
  withTakeAmount,
} from './quick-add-stock.helper';

interface CookFieldsProps {
  reading: CookReading;
  familyId: number;
  errors: Record<string, string>;
  onChange(next: Pick<CookReading, 'data' | 'dish'>): void;
  /** Whether the pantry's answer is in: the cook is confirmed only after it was shown. */
  onReady(ready: boolean): void;
}

const amount = (quantity: string, unit: string) => formatItemQuantity(quantity, unit === 'each' ? '' : unit);

/**
 * A cook: which dish (the one read, or another close one), for how many, and what the pantry gives
 * for it (POST /cook { preview: true }): each take from its batch, amounts editable, and what is missing.
 */
export function CookFields({ reading, familyId, errors, onChange, onReady }: CookFieldsProps) {
  const { data, dish } = reading;
  const dishes = [dish.match, ...dish.choices].filter((d) => d !== null);
  const chosen = Object.keys(validateCook(data)).length === 0;
  const preview = useQuery({ ...quickAddQueries.cookPreview(familyId, data), enabled: chosen });
  const ready = chosen && preview.isSuccess;
  useEffect(() => onReady(ready), [ready, onReady]);

  return (
    <div className="flex flex-col gap-3">
      {dishes.length ? (
        <div className="grid grid-cols-[1fr_6rem] gap-3">
          <Field label="Dish" error={errors.dish}>
            <NativeSelect
              value={dish.match ? dishKey(dish.match) : ''}
              onChange={(e) => {
                const picked = dishes.find((d) => dishKey(d) === e.target.value);
                if (picked) onChange(chooseDish(reading, picked));
              }}
            >
              {dish.match ? null : (
                <option value="" disabled>
                  Choose the dish you cooked
                </option>
              )}
              {dishes.map((d) => (
                <option key={dishKey(d)} value={dishKey(d)}>
                  {dishOption(d)}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Servings" error={errors.servings}>
            <Input
              type="number"
              inputMode="numeric"
              min="1"
              step="1"
              placeholder="As planned"
              value={data.servings ?? ''}
              onChange={(e) => {
                const { servings: _old, takes: _edited, ...rest } = data;
                const n = e.target.value === '' ? undefined : Number(e.target.value);
                onChange({ data: n === undefined ? rest : { ...rest, servings: n }, dish });
              }}
            />
          </Field>
        </div>
      ) : null}

      {!chosen ? null : preview.isPending ? (
        <p className="flex items-center gap-2 text-sm text-stone-600" aria-live="polite">
          <Spinner label="Checking the pantry" /> Checking the pantry…
        </p>
      ) : preview.isError ? (
        <p role="alert" className="text-sm text-red-600">
          Could not check the pantry: {errorMessage(preview.error, 'please try again.')}
        </p>
      ) : (
        <div className="flex flex-col gap-3" data-testid="cook-preview">
          <section aria-labelledby="cook-takes">
            <h4 id="cook-takes" className="text-sm font-medium text-stone-800">
              From the pantry ({preview.data.takes.length})
            </h4>
            {preview.data.takes.length ? (
              <ul className="mt-1 flex flex-col gap-2">
                {preview.data.takes.map((take) => (
                  <li key={take.batchId} className="grid grid-cols-[1fr_6rem] items-center gap-2 text-sm">
                    <span className="break-words">
                      {take.name}
                      {take.expirationDate ? (
                        <span className="text-stone-500">
                          {' '}
                          · expires {formatDisplayDate(take.expirationDate)}
                        </span>
                      ) : null}
                    </span>
                    <Input
                      type="number"
                      inputMode="decimal"
                      min="0"
                      step="0.01"
                      aria-label={`${take.name} amount (${take.unit})`}
                      value={takeAmount(data, take)}
                      onChange={(e) =>
                        onChange({
                          data: withTakeAmount(data, preview.data, take.batchId, e.target.value),
                          dish,
                        })
                      }
                    />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-stone-600">The pantry holds nothing this dish needs.</p>
            )}
          </section>
          {preview.data.missing.length ? (
            <section aria-labelledby="cook-missing">
              <h4 id="cook-missing" className="text-sm font-medium text-amber-900">
                Not in the pantry ({preview.data.missing.length})
              </h4>
              <ul className="mt-1 text-sm text-stone-700">
                {preview.data.missing.map((m) => (
                  <li key={`${m.name}-${m.unit}`}>
                    {ingredientDisplayName(m.name)}
                    {m.quantity ? `: ${amount(m.quantity, m.unit)}` : ''}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      )}
    </div>
  );
}
