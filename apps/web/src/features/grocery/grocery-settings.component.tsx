import { can } from '@kitching/contracts';
import { useQuery } from '@tanstack/react-query';
import { CalendarClock, Link2 } from 'lucide-react';
import * as S from 'radix-ui/switch';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button.component';
import { Card } from '../../components/ui/card.component';
import { toast } from '../../components/ui/toast.component';
import { errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { useSession } from '../auth/use-session.hook';
import { ProductLinksDialog, ShelfLifeDialog } from './grocery.dialogs';
import { useSetGrocerySettings } from './grocery.mutations';
import { groceryQueries } from './grocery.queries';
import { PRODUCT_LINKS_EXPLANATION } from './grocery.texts';

/** Each switch of the card: its label, what it does, and the toast's words once on and once off. */
const SWITCHES = {
  putAwayOnTick: {
    label: 'Put away when ticked',
    hint: 'A ticked item goes straight into the inventory and leaves the list, for the whole family.',
    on: 'Ticked items now go straight into the inventory.',
    off: "Ticked items stay on the list until you press 'Put away'.",
  },
  lowStockToList: {
    label: 'Put low stock on the list when cooking uses it up',
    hint: 'When cooking brings an item to its minimum stock level, it goes onto the list in progress.',
    on: 'Cooking now puts what runs low onto the list in progress.',
    off: 'Cooking no longer adds to a list.',
  },
} as const;
type SwitchName = keyof typeof SWITCHES;

/**
 * The family's kitchen settings, under the lists: 'Put away when ticked' and 'Put low stock on the list
 * when cooking uses it up' (switches, saved at once), the names the family treats as one product, and
 * how long food keeps ('Shelf life').
 */
export function GrocerySettings({ familyId }: { familyId: number }) {
  const settings = useQuery(groceryQueries.settings(familyId));
  const save = useSetGrocerySettings(familyId);
  const { actor } = useSession();
  const [linking, setLinking] = useState(false);
  const [shelfLife, setShelfLife] = useState(false);
  const id = useId();
  const current = settings.data;

  const change = (name: SwitchName, on: boolean) =>
    save.mutate(
      {
        putAwayOnTick: current?.putAwayOnTick ?? false,
        lowStockToList: current?.lowStockToList ?? false,
        [name]: on,
      },
      {
        onSuccess: () =>
          toast({
            title: `${SWITCHES[name].label}: ${on ? 'on' : 'off'}`,
            description: on ? SWITCHES[name].on : SWITCHES[name].off,
            variant: 'success',
          }),
        onError: (error) =>
          toast({
            title: 'Error',
            description: errorMessage(error, 'The setting was not saved.'),
            variant: 'error',
          }),
      },
    );

  return (
    <Card className="p-4">
      <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-4">
        <h2 id={`${id}-heading`} className="font-semibold text-stone-900">
          Settings
        </h2>
        {(Object.keys(SWITCHES) as SwitchName[]).map((name) => (
          <SettingSwitch
            key={name}
            name={name}
            on={current?.[name] ?? false}
            error={settings.isError ? settings.error.message : undefined}
            disabled={settings.isPending || settings.isError}
            onChange={(on) => change(name, on)}
          />
        ))}
        <div className="flex flex-col gap-2 border-t border-stone-100 pt-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <p className="font-medium text-stone-900">Same product, two names</p>
            <p className="text-sm text-stone-600">{PRODUCT_LINKS_EXPLANATION}</p>
          </div>
          <Button variant="secondary" className="h-11 shrink-0 sm:h-10" onClick={() => setLinking(true)}>
            <Link2 className="h-4 w-4" aria-hidden />
            Linked names
          </Button>
        </div>
        <div className="flex flex-col gap-2 border-t border-stone-100 pt-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <p className="font-medium text-stone-900">How long food keeps</p>
            <p className="text-sm text-stone-600">
              Days per category, fresh and once opened: the dates Kitching suggests come from it.
            </p>
          </div>
          <Button variant="secondary" className="h-11 shrink-0 sm:h-10" onClick={() => setShelfLife(true)}>
            <CalendarClock className="h-4 w-4" aria-hidden />
            Shelf life
          </Button>
        </div>
      </section>
      <ProductLinksDialog familyId={familyId} open={linking} onOpenChange={setLinking} />
      <ShelfLifeDialog
        familyId={familyId}
        open={shelfLife}
        onOpenChange={setShelfLife}
        canEdit={can(actor, 'inventory.edit')}
      />
    </Card>
  );
}

/** One setting: its label and what it does, and a Radix switch that saves at once. */
function SettingSwitch({
  name,
  on,
  error,
  disabled,
  onChange,
}: {
  name: SwitchName;
  on: boolean;
  error: string | undefined;
  disabled: boolean;
  onChange(on: boolean): void;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="min-w-0">
        <label htmlFor={`${id}-switch`} className="font-medium text-stone-900">
          {SWITCHES[name].label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-stone-600">
          {error ?? SWITCHES[name].hint}
        </p>
      </div>
      <S.Root
        id={`${id}-switch`}
        checked={on}
        onCheckedChange={onChange}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        className={cn(
          'relative mt-0.5 inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
          'disabled:cursor-not-allowed disabled:opacity-50',
          on ? 'bg-brand-600' : 'bg-stone-300',
        )}
      >
        <S.Thumb
          className={cn(
            'block h-5 w-5 rounded-full bg-white shadow transition-transform',
            on ? 'translate-x-6' : 'translate-x-1',
          )}
        />
      </S.Root>
    </div>
  );
}
