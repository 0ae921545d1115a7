import { zodResolver } from '@hookform/resolvers/zod';
import {
  GROCERY_CATEGORIES,
  GROCERY_ITEM_DEFAULTS,
  type GroceryItem,
  type GroceryList,
  groceryItemForm,
} from '@kitching/contracts';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { FormProvider, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../components/ui/button.component';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.component';
import { ConflictNotice } from '../../components/ui/conflict-notice.component';
import { Dialog } from '../../components/ui/dialog.component';
import { Field } from '../../components/ui/field.component';
import { FormButtons } from '../../components/ui/form-buttons.component';
import { OptionSelect } from '../../components/ui/input.component';
import { ItemFields } from '../../components/ui/item-fields.component';
import { Spinner } from '../../components/ui/spinner.component';
import { toast } from '../../components/ui/toast.component';
import { errorMessage } from '../../lib/api';
import { setServerErrors } from '../../lib/form-errors';
import { NOT_KEPT, NotKeptError, SAVED_OFFLINE } from '../../lib/offline';
import { changedFields, useVersionedSave } from '../../lib/versioned-save';
import { useDeletedToast } from '../undo/use-deleted-toast.hook';
import { amountText } from './grocery.helper';
import { GROCERY_TOASTS } from './grocery.texts';
import { useAddGroceryItem, useDeleteGroceryItem, useUpdateGroceryItem } from './grocery-items.mutations';

type FormInput = z.input<typeof groceryItemForm>;
type FormOutput = z.output<typeof groceryItemForm>;

const FIELD_LABELS = { name: 'Item name', quantity: 'Quantity', unit: 'Unit', category: 'Category' } as const;

const toFormValues = (item: GroceryItem): FormInput => ({
  name: item.name,
  quantity: item.quantity,
  unit: item.unit,
  category: item.category,
});

function reportError(
  form: UseFormReturn<FormInput, unknown, FormOutput>,
  error: unknown,
  description: string,
) {
  if (error instanceof NotKeptError) {
    toast({ title: GROCERY_TOASTS.errorTitle, description: NOT_KEPT, variant: 'error' });
    return;
  }
  setServerErrors(form, error, { onlyFields: true });
  toast({ title: GROCERY_TOASTS.errorTitle, description, variant: 'error' });
}

interface GroceryItemDialogProps {
  /** 'Add Item to List' adds to this list. */
  list?: GroceryList | null;
  /** 'Edit Item' edits this line. */
  item?: GroceryItem | null;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Spec 2.10's 'Add Item to List' and 'Edit Item': name, quantity, unit, category. */
export function GroceryItemDialog({ list, item, open, onOpenChange }: GroceryItemDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={item ? 'Edit Item' : 'Add Item to List'}
      description={
        item
          ? `Change ${item.name} on the list.`
          : list
            ? `Add something to ${list.name}. The same product already on it gets the amount added.`
            : undefined
      }
    >
      {open ? (
        <GroceryItemForm
          key={item?.id ?? `new-${list?.id}`}
          list={list}
          item={item}
          onDone={() => onOpenChange(false)}
        />
      ) : null}
    </Dialog>
  );
}

function GroceryItemForm({
  list,
  item,
  onDone,
}: {
  list?: GroceryList | null | undefined;
  item?: GroceryItem | null | undefined;
  onDone(): void;
}) {
  const add = useAddGroceryItem();
  const update = useUpdateGroceryItem();
  const remove = useDeleteGroceryItem();
  const deletedToast = useDeletedToast();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(groceryItemForm),
    defaultValues: item ? toFormValues(item) : { ...GROCERY_ITEM_DEFAULTS, name: '' },
  });
  const { errors, isSubmitting } = form.formState;
  // A queued save resolves null: kept on this device, said so in the toast.
  const versioned = useVersionedSave<GroceryItem, FormOutput>(item?.version, async (body, version) => {
    if (!item) throw new Error('only an existing line is saved with a version');
    return update.mutateAsync({ item, body, version });
  });
  const { conflict } = versioned;

  const submit = form.handleSubmit(async (values) => {
    if (item) {
      try {
        const saved = await versioned.save(values);
        if (saved === undefined) return;
        toast({
          title: GROCERY_TOASTS.updated,
          description: saved ? undefined : SAVED_OFFLINE,
          variant: 'success',
        });
        onDone();
      } catch (error) {
        reportError(form, error, GROCERY_TOASTS.updateError);
      }
      return;
    }
    if (!list) return;
    try {
      const answer = await add.mutateAsync({ list, body: values });
      const merged = answer?.merged
        ? `Already on the list: ${answer.data.name} is now ${amountText(answer.data)}.`
        : undefined;
      toast({
        title: GROCERY_TOASTS.added,
        description: answer ? merged : SAVED_OFFLINE,
        variant: 'success',
      });
      onDone();
    } catch (error) {
      reportError(form, error, GROCERY_TOASTS.addError);
    }
  });

  // Confirmed: the dialog waits on the delete (its button disabled), then the toast offers Undo (none
  // for a delete queued offline: it has not happened yet).
  const confirmDelete = async () => {
    if (!item) return;
    try {
      const answer = await remove.mutateAsync(item);
      setConfirmingDelete(false);
      deletedToast({
        title: GROCERY_TOASTS.deleted,
        description: answer ? item.name : `${item.name}. ${SAVED_OFFLINE}`,
        undoIds: [answer?.undoId],
        restored: item.name,
      });
      onDone();
    } catch (error) {
      setConfirmingDelete(false);
      toast({
        title: GROCERY_TOASTS.errorTitle,
        description:
          error instanceof NotKeptError ? NOT_KEPT : errorMessage(error, GROCERY_TOASTS.deleteError),
        variant: 'error',
      });
    }
  };
  const busy = isSubmitting || remove.isPending;

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        {/* Spec 5: the grocery quantity steps by 1. */}
        <ItemFields placeholder="e.g. Bananas" quantityStep={1} />
        <Field label="Category" error={errors.category?.message}>
          <OptionSelect {...form.register('category')} options={GROCERY_CATEGORIES} />
        </Field>
        {item?.moreAmounts.length ? (
          <p className="text-sm text-stone-600">
            Also on this line: {amountText({ quantity: '', unit: '', moreAmounts: item.moreAmounts })}
          </p>
        ) : null}
        {conflict && item ? (
          <ConflictNotice
            noun="item"
            changes={changedFields<Record<string, unknown>>(
              FIELD_LABELS,
              toFormValues(conflict.current),
              conflict.values,
            )}
            busy={isSubmitting}
            onKeepMine={submit}
            onUseTheirs={onDone}
          />
        ) : null}
        <FormButtons
          label={item ? 'Save Changes' : 'Add Item'}
          busy={busy}
          saving={isSubmitting}
          onCancel={onDone}
        >
          {item ? (
            <Button
              variant="danger"
              className="sm:mr-auto"
              onClick={() => setConfirmingDelete(true)}
              disabled={busy}
            >
              {remove.isPending ? <Spinner label="Deleting" /> : <Trash2 className="h-4 w-4" aria-hidden />}
              Delete
            </Button>
          ) : null}
        </FormButtons>
        <ConfirmDialog
          open={confirmingDelete}
          title="Delete Item"
          message={`Are you sure you want to delete ${item?.name ?? 'this item'} from the list? This action cannot be undone.`}
          confirmLabel="Delete"
          onConfirm={confirmDelete}
          onCancel={() => setConfirmingDelete(false)}
        />
      </form>
    </FormProvider>
  );
}
