import { useQuery } from '@tanstack/react-query';
import { Link2 } from 'lucide-react';
import * as S from 'radix-ui/switch';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button.component';
import { Card } from '../../components/ui/card.component';
import { toast } from '../../components/ui/toast.component';
import { errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { useSetGrocerySettings } from './grocery.mutations';
import { groceryQueries } from './grocery.queries';
import { PRODUCT_LINKS_EXPLANATION, ProductLinksDialog } from './product-links-dialog.component';

/**
 * The family's grocery settings: 'Put away when ticked' (a switch, saved at once) and the names the
 * family treats as one product ('Same product, two names').
 */
export function GrocerySettings({ familyId }: { familyId: number }) {
  const settings = useQuery(groceryQueries.settings(familyId));
  const save = useSetGrocerySettings(familyId);
  const [linking, setLinking] = useState(false);
  const id = useId();
  const on = settings.data?.putAwayOnTick ?? false;

  const change = (putAwayOnTick: boolean) =>
    save.mutate(
      { putAwayOnTick },
      {
        onSuccess: () =>
          toast({
            title: putAwayOnTick ? 'Put away when ticked: on' : 'Put away when ticked: off',
            description: putAwayOnTick
              ? 'Ticked items now go straight into the inventory.'
              : "Ticked items stay on the list until you press 'Put away'.",
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
        <div className="flex items-start justify-between gap-4">
          <div className="min-w-0">
            <label htmlFor={`${id}-switch`} className="font-medium text-stone-900">
              Put away when ticked
            </label>
            <p id={`${id}-hint`} className="text-sm text-stone-600">
              {settings.isError
                ? settings.error.message
                : 'A ticked item goes straight into the inventory and leaves the list, for the whole family.'}
            </p>
          </div>
          <S.Root
            id={`${id}-switch`}
            checked={on}
            onCheckedChange={change}
            disabled={settings.isPending || settings.isError}
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
      </section>
      <ProductLinksDialog familyId={familyId} open={linking} onOpenChange={setLinking} />
    </Card>
  );
}
