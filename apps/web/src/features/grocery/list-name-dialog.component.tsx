import { zodResolver } from '@hookform/resolvers/zod';
import { type GroceryList, updateGroceryListBody } from '@kitching/contracts';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Dialog } from '../../components/ui/dialog.component';
import { Field } from '../../components/ui/field.component';
import { FormButtons } from '../../components/ui/form-buttons.component';
import { Input } from '../../components/ui/input.component';
import { toast } from '../../components/ui/toast.component';
import { ApiError, errorMessage } from '../../lib/api';
import { listNameMax } from '../../lib/field-limits';
import { offlineMessage } from '../../lib/offline';
import { conflictCurrent } from '../../lib/versioned-save';
import { useCreateGroceryList, useRenameGroceryList } from './grocery.mutations';
import { GROCERY_TOASTS } from './grocery.texts';

type NameInput = z.input<typeof updateGroceryListBody>;
type NameOutput = z.output<typeof updateGroceryListBody>;

interface ListNameDialogProps {
  familyId: number;
  /** The list to rename; without one the dialog is 'New List'. */
  list?: GroceryList | null;
  open: boolean;
  onOpenChange(open: boolean): void;
  onCreated?(list: GroceryList): void;
}

/** 'New List' (spec 2.10: the list name) and 'Rename List'. */
export function ListNameDialog({ familyId, list, open, onOpenChange, onCreated }: ListNameDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={list ? 'Rename List' : 'New List'}
      description={
        list ? `A new name for ${list.name}.` : 'A shared list the whole family can add to and tick off.'
      }
    >
      {open ? (
        <ListNameForm
          familyId={familyId}
          list={list}
          onCreated={onCreated}
          onDone={() => onOpenChange(false)}
        />
      ) : null}
    </Dialog>
  );
}

function ListNameForm({
  familyId,
  list,
  onCreated,
  onDone,
}: {
  familyId: number;
  list?: GroceryList | null | undefined;
  onCreated?: ((list: GroceryList) => void) | undefined;
  onDone(): void;
}) {
  const create = useCreateGroceryList(familyId);
  const rename = useRenameGroceryList();
  const form = useForm<NameInput, unknown, NameOutput>({
    resolver: zodResolver(updateGroceryListBody),
    defaultValues: { name: list?.name ?? '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ name }) => {
    try {
      if (list) {
        await rename.mutateAsync({ list, name });
        toast({ title: 'List renamed', variant: 'success' });
      } else {
        const created = await create.mutateAsync({ name });
        toast({ title: GROCERY_TOASTS.listCreated, variant: 'success' });
        onCreated?.(created);
      }
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.fields.name)
        form.setError('name', { message: error.fields.name });
      const description =
        offlineMessage(error) ??
        (list
          ? conflictCurrent(error)
            ? 'Someone else changed this list meanwhile: its name is now as they left it.'
            : errorMessage(error, 'There was an error renaming the grocery list.')
          : GROCERY_TOASTS.createListError);
      toast({ title: GROCERY_TOASTS.errorTitle, description, variant: 'error' });
    }
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Field label="List name" error={errors.name?.message}>
        <Input
          autoFocus
          autoComplete="off"
          placeholder="e.g. Weekly shop"
          maxLength={listNameMax}
          {...form.register('name')}
        />
      </Field>
      <FormButtons label={list ? 'Save' : 'Create List'} busy={isSubmitting} onCancel={onDone} />
    </form>
  );
}
