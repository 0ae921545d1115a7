import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatItemQuantity,
  INVENTORY_CATEGORIES,
  PRODUCT_MESSAGES,
  type ProductLookup,
  QUANTITY_STEP,
  SCAN_FORM_DEFAULTS,
  type ScanActionFormInput,
  type ScanActionFormOutput,
  scanActionForm,
  UNITS,
  UNKNOWN_PRODUCT,
} from '@kitching/contracts';
import { Minus, Plus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/ui/button.component';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card.component';
import { Field } from '../../components/ui/field.component';
import { Input, NativeSelect } from '../../components/ui/input.component';
import { Spinner } from '../../components/ui/spinner.component';
import { toast } from '../../components/ui/toast.component';
import { ApiError } from '../../lib/api';
import { cn } from '../../lib/cn';
import { scanMax } from '../../lib/field-limits';
import { useScanAdd, useScanRemove } from './scanner.mutations';

interface ItemActionFormProps {
  familyId: number;
  product: ProductLookup;
  /** After a successful add or remove: back to scanning (spec 4: then reset). */
  onDone(): void;
}

const isCategory = (value: string) => (INVENTORY_CATEGORIES as readonly string[]).includes(value);

/** The 'Item Action' form (spec 5): add or remove, quantity, unit; category when not found; date when adding. */
export function ItemActionForm({ familyId, product, onDone }: ItemActionFormProps) {
  const item = product.inventoryItem;
  const addMutation = useScanAdd();
  const removeMutation = useScanRemove();
  const busy = addMutation.isPending || removeMutation.isPending;

  const form = useForm<ScanActionFormInput, unknown, ScanActionFormOutput>({
    resolver: zodResolver(scanActionForm),
    defaultValues: {
      action: SCAN_FORM_DEFAULTS.action,
      name: '',
      quantity: SCAN_FORM_DEFAULTS.quantity,
      // An item already stocked is counted in its own unit.
      unit: item?.unit ?? SCAN_FORM_DEFAULTS.unit,
      category:
        product.found && isCategory(product.category)
          ? product.category
          : item && isCategory(item.category)
            ? item.category
            : SCAN_FORM_DEFAULTS.category,
      expirationDate: '',
    },
  });
  const action = form.watch('action');
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      if (values.action === 'add') {
        const named = !product.found && values.name ? values.name : undefined;
        const name = product.found ? product.productName : (named ?? UNKNOWN_PRODUCT.name);
        const { item: saved, created } = await addMutation.mutateAsync({
          familyId,
          barcode: product.barcode,
          name,
          brand: product.brand ?? undefined,
          category: values.category,
          quantity: values.quantity,
          unit: values.unit,
          expirationDate: values.expirationDate,
          rememberName: Boolean(named),
        });
        toast({
          title: 'Item added',
          description: created
            ? `${formatItemQuantity(values.quantity, values.unit)} of ${saved.name} added to your inventory.`
            : `${saved.name}: you now have ${formatItemQuantity(saved.quantity, saved.unit)}.`,
          variant: 'success',
        });
      } else {
        const result = await removeMutation.mutateAsync({
          familyId,
          barcode: product.barcode,
          quantity: values.quantity,
          unit: values.unit,
        });
        const { name, unit, quantity } = result.item;
        toast(
          result.usedUp
            ? { title: 'Used up', description: `${name} is all gone: 0 ${unit} left.`, variant: 'success' }
            : {
                title: 'Item updated',
                description: `Used ${formatItemQuantity(result.removed, unit)} of ${name}. ${formatItemQuantity(quantity, unit)} left.`,
                variant: 'success',
              },
        );
      }
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'scan.item_not_found') {
        toast({
          title: PRODUCT_MESSAGES.itemNotFound,
          description: `${product.productName} is not in your inventory, so there is nothing to remove.`,
          variant: 'error',
        });
        return;
      }
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fields)) {
          if (field in form.getValues()) form.setError(field as keyof ScanActionFormInput, { message });
        }
      }
      toast({ title: 'Error', description: PRODUCT_MESSAGES.processingError, variant: 'error' });
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Item Action</CardTitle>
        <CardDescription>
          {item
            ? `You have ${formatItemQuantity(item.quantity, item.unit)}. Add more or use some up.`
            : 'Not in your inventory yet.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid grid-cols-2 gap-4">
          <fieldset className="col-span-2">
            <legend className="mb-1.5 text-sm font-medium text-stone-800">Action</legend>
            <div className="grid grid-cols-2 gap-1 rounded-lg bg-stone-100 p-1">
              {(
                [
                  ['add', 'Add', Plus],
                  ['remove', 'Remove', Minus],
                ] as const
              ).map(([value, label, Icon]) => (
                <label
                  key={value}
                  className={cn(
                    'flex cursor-pointer items-center justify-center gap-1.5 rounded-md px-3 py-2 text-sm font-medium',
                    'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
                    action === value ? 'bg-white text-stone-900 shadow-sm' : 'text-stone-600',
                  )}
                >
                  <input type="radio" value={value} className="sr-only" {...form.register('action')} />
                  <Icon className="h-4 w-4" aria-hidden /> {label}
                </label>
              ))}
            </div>
          </fieldset>

          {!product.found && action === 'add' ? (
            <Field
              label="Product name (optional)"
              hint="Name it once and your family's next scan will know it."
              error={errors.name?.message}
              className="col-span-2"
            >
              <Input
                placeholder={UNKNOWN_PRODUCT.name}
                autoComplete="off"
                maxLength={scanMax.name}
                {...form.register('name')}
              />
            </Field>
          ) : null}

          <Field label="Quantity" error={errors.quantity?.message}>
            <Input
              type="number"
              inputMode="decimal"
              step={QUANTITY_STEP}
              min={0}
              {...form.register('quantity')}
            />
          </Field>
          <Field label="Unit" error={errors.unit?.message}>
            <NativeSelect {...form.register('unit')}>
              {UNITS.map((unit) => (
                <option key={unit} value={unit}>
                  {unit}
                </option>
              ))}
            </NativeSelect>
          </Field>

          {!product.found ? (
            <Field label="Category" error={errors.category?.message} className="col-span-2 sm:col-span-1">
              <NativeSelect {...form.register('category')}>
                {INVENTORY_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {category}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          ) : null}
          {action === 'add' ? (
            <Field
              label="Expiration date (optional)"
              error={errors.expirationDate?.message}
              className={product.found ? 'col-span-2' : 'col-span-2 sm:col-span-1'}
            >
              <Input type="date" {...form.register('expirationDate')} />
            </Field>
          ) : null}

          <Button type="submit" size="lg" className="col-span-2" disabled={busy}>
            {busy ? <Spinner /> : null}
            {action === 'add' ? 'Add to Inventory' : 'Remove from Inventory'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
