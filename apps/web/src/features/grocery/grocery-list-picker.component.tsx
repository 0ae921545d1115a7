import { type GroceryList, groceryListNameField } from '@kitching/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Field } from '../../components/ui/field.component';
import { Input, NativeSelect } from '../../components/ui/input.component';
import { toast } from '../../components/ui/toast.component';
import { listNameMax } from '../../lib/field-limits';
import { useCreateGroceryList } from './grocery.mutations';
import { groceryQueries } from './grocery.queries';
import { GROCERY_TOASTS } from './grocery.texts';

const NEW_LIST = 'new';

/**
 * Choosing a grocery list to add to: the family's lists, or a new one named here (the only choice when
 * the family has none). `resolve()` gives the chosen list, creating the new one first; undefined when
 * the new name is refused (the message is shown under the field) or the list could not be created.
 */
export function useGroceryListChoice(familyId: number) {
  const lists = useQuery(groceryQueries.list(familyId));
  const createList = useCreateGroceryList(familyId);
  const [chosen, setChosen] = useState<string | null>(null);
  const [newName, setNewName] = useState('');
  const [nameError, setNameError] = useState<string>();
  const listId = chosen ?? (lists.data?.[0] ? String(lists.data[0].id) : NEW_LIST);

  const resolve = async (): Promise<GroceryList | undefined> => {
    if (listId !== NEW_LIST) return lists.data?.find((l) => String(l.id) === listId);
    const name = groceryListNameField.safeParse(newName);
    if (!name.success) {
      setNameError(name.error.issues[0]?.message);
      return undefined;
    }
    try {
      const list = await createList.mutateAsync({ name: name.data });
      setChosen(String(list.id));
      return list;
    } catch {
      toast({
        title: GROCERY_TOASTS.errorTitle,
        description: GROCERY_TOASTS.createListError,
        variant: 'error',
      });
      return undefined;
    }
  };

  const select = (
    <Field label="Grocery list">
      <NativeSelect value={listId} onChange={(e) => setChosen(e.target.value)} disabled={lists.isPending}>
        {(lists.data ?? []).map((l) => (
          <option key={l.id} value={String(l.id)}>
            {l.name}
          </option>
        ))}
        <option value={NEW_LIST}>New list...</option>
      </NativeSelect>
    </Field>
  );
  const nameField =
    listId === NEW_LIST ? (
      <Field label="List name" error={nameError}>
        <Input
          autoComplete="off"
          placeholder="e.g. Weekly shop"
          maxLength={listNameMax}
          value={newName}
          onChange={(e) => {
            setNewName(e.target.value);
            setNameError(undefined);
          }}
        />
      </Field>
    ) : null;
  const fields = (
    <>
      {select}
      {nameField}
    </>
  );
  return { fields, select, nameField, resolve, ready: !lists.isPending };
}
