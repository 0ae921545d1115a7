import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CreateInventoryItemInput,
  INVENTORY_CATEGORIES,
  INVENTORY_DEFAULTS,
  type InventoryItem,
  inventoryItemForm,
  QUANTITY_STEP,
  quickAddItemForm,
} from '@kitching/contracts';
import { useEffect } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ConflictNotice } from '../../components/ui/conflict-notice.component';
import { Dialog, useDialogDirty } from '../../components/ui/dialog.component';
import { Field } from '../../components/ui/field.component';
import { FormButtons } from '../../components/ui/form-buttons.component';
import { Input, OptionSelect } from '../../components/ui/input.component';
import { ItemFields } from '../../components/ui/item-fields.component';
import { toast } from '../../components/ui/toast.component';
import { setServerErrors } from '../../lib/form-errors';
import { SAVED_OFFLINE } from '../../lib/offline';
import { changedFields, useVersionedSave } from '../../lib/versioned-save';
import { EditItemTabs } from './edit-item-tabs.component';
import { useCreateInventoryItem, useUpdateInventoryItem } from './inventory.mutations';
import { INVENTORY_TOASTS } from './inventory.toasts';

type ItemInput = z.input<typeof inventoryItemForm>;
type ItemOutput = z.output<typeof inventoryItemForm>;
type QuickInput = z.input<typeof quickAddItemForm>;
type QuickOutput = z.output<typeof quickAddItemForm>;

/** Puts the server's field messages on the fields, and says so in the spec's toast. */
function reportSaveError<T extends FieldValues>(form: UseFormReturn<T, unknown, unknown>, error: unknown) {
  setServerErrors(form, error, { onlyFields: true });
  toast({ title: INVENTORY_TOASTS.errorTitle, description: INVENTORY_TOASTS.saveError, variant: 'error' });
}

const toFormValues = (item: InventoryItem): ItemInput => ({
  name: item.name,
  quantity: item.quantity,
  unit: item.unit,
  category: item.category,
  expirationDate: item.expirationDate ?? '',
  minStockLevel: item.minStockLevel,
});

/** The form's fields as a version conflict names them, in the form's order. */
const FIELD_LABELS = {
  name: 'Item name',
  quantity: 'Quantity',
  unit: 'Unit',
  category: 'Category',
  expirationDate: 'Expiration date',
  minStockLevel: 'Minimum stock level',
} as const;

/** What someone else saved against what was typed, both as the form's schema reads them. */
const conflictChanges = (current: InventoryItem, yours: ItemOutput) => {
  const theirs = inventoryItemForm.safeParse(toFormValues(current));
  return changedFields<Record<string, unknown>>(FIELD_LABELS, theirs.data ?? toFormValues(current), yours);
};

const quantityProps = { type: 'number', inputMode: 'decimal', step: QUANTITY_STEP, min: 0 } as const;

interface ItemFormDialogProps {
  familyId: number;
  /** The item to edit; without one the dialog adds a new item. */
  item?: InventoryItem | null;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** 'Add Item' and 'Edit Item' (spec 2.7): one form, the contracts' schema, the spec's messages. */
export function ItemFormDialog({ familyId, item, open, onOpenChange }: ItemFormDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={item ? 'Edit Item' : 'Add Item'}
      description={item ? `Change the details of ${item.name}.` : 'Add something to the family inventory.'}
    >
      {/* Mounted per opening, so every opening starts from the item's current values. */}
      {open && item ? (
        <EditItemTabs key={item.id} familyId={familyId} item={item}>
          {(onDirty) => (
            <ItemForm familyId={familyId} item={item} onDirty={onDirty} onDone={() => onOpenChange(false)} />
          )}
        </EditItemTabs>
      ) : open ? (
        <ItemForm key="new" familyId={familyId} onDone={() => onOpenChange(false)} />
      ) : null}
    </Dialog>
  );
}

function ItemForm({
  familyId,
  item,
  onDirty,
  onDone,
}: {
  familyId: number;
  item?: InventoryItem | null;
  /** Told whether the form holds changes not saved (Edit Item follows the item while it holds none). */
  onDirty?(dirty: boolean): void;
  onDone(): void;
}) {
  const addItem = useAddItem(familyId);
  const update = useUpdateInventoryItem();
  const form = useForm<ItemInput, unknown, ItemOutput>({
    resolver: zodResolver(inventoryItemForm),
    defaultValues: item ? toFormValues(item) : { ...INVENTORY_DEFAULTS, name: '', expirationDate: '' },
  });
  const { errors, isSubmitting } = form.formState;
  useDialogDirty(form.formState.isDirty);
  useEffect(() => onDirty?.(form.formState.isDirty), [onDirty, form.formState.isDirty]);
  // Saved against the version the dialog opened at; a 409 keeps the dialog open with the conflict.
  const versioned = useVersionedSave<InventoryItem, ItemOutput>(item?.version, async (body, version) => {
    if (!item) throw new Error('only an existing item is saved with a version');
    return update.mutateAsync({ id: item.id, body, version });
  });
  const { conflict } = versioned;

  const submit = form.handleSubmit(async (values) => {
    try {
      if (item) {
        if (!(await versioned.save(values))) return;
        toast({ title: INVENTORY_TOASTS.updated, variant: 'success' });
      } else {
        await addItem(values);
      }
      onDone();
    } catch (error) {
      reportSaveError(form, error);
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <ItemFields placeholder="e.g. Whole milk" quantityStep={QUANTITY_STEP}>
          <Field label="Category" error={errors.category?.message}>
            <OptionSelect {...form.register('category')} options={INVENTORY_CATEGORIES} />
          </Field>
          <Field label="Expiration date" error={errors.expirationDate?.message} hint="Optional">
            <Input type="date" {...form.register('expirationDate')} />
          </Field>
        </ItemFields>
        <Field
          label="Minimum stock level"
          error={errors.minStockLevel?.message}
          hint="Shown as Low Stock at or below this amount. Optional."
        >
          <Input {...quantityProps} {...form.register('minStockLevel')} />
        </Field>
        {conflict ? (
          <ConflictNotice
            noun="item"
            changes={conflictChanges(conflict.current, conflict.values)}
            busy={isSubmitting}
            onKeepMine={submit}
            onUseTheirs={onDone}
          />
        ) : null}
        <FormButtons busy={isSubmitting} label={item ? 'Save Changes' : 'Add Item'} onCancel={onDone} />
      </form>
    </FormProvider>
  );
}

/** 'Quick Add Item': name, quantity and unit; the rest takes the spec's defaults. */
export function QuickAddDialog({ familyId, open, onOpenChange }: Omit<ItemFormDialogProps, 'item'>) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Quick Add Item"
      description="Just the essentials. It goes in as Produce with no expiration date; edit it later for more."
    >
      {open ? <QuickAddForm familyId={familyId} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function QuickAddForm({ familyId, onDone }: { familyId: number; onDone(): void }) {
  const addItem = useAddItem(familyId);
  const form = useForm<QuickInput, unknown, QuickOutput>({
    resolver: zodResolver(quickAddItemForm),
    defaultValues: { name: '', quantity: INVENTORY_DEFAULTS.quantity, unit: INVENTORY_DEFAULTS.unit },
  });
  const { isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await addItem(values);
      onDone();
    } catch (error) {
      reportSaveError(form, error);
    }
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <ItemFields placeholder="e.g. Bananas" quantityStep={QUANTITY_STEP} />
        <FormButtons busy={isSubmitting} label="Add Item" onCancel={onDone} />
      </form>
    </FormProvider>
  );
}

/** Adds an item (sent, or kept on the device while offline: the hook decides) and says so. */
function useAddItem(familyId: number) {
  const create = useCreateInventoryItem(familyId);
  return async (values: CreateInventoryItemInput) => {
    const item = await create.mutateAsync(values);
    toast({
      title: INVENTORY_TOASTS.added,
      description: item ? undefined : SAVED_OFFLINE,
      variant: 'success',
    });
  };
}
