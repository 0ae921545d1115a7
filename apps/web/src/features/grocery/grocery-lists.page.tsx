import { type Actor, can, type GroceryItem, type GroceryList } from '@kitching/contracts';
import { useQuery } from '@tanstack/react-query';
import { Plus, ShoppingCart } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.component';
import { Card } from '../../components/ui/card.component';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.component';
import { LoadError } from '../../components/ui/load-error.component';
import { toast } from '../../components/ui/toast.component';
import { useAfterFirstPaint } from '../../components/ui/use-after-first-paint.hook';
import { useDocumentTitle } from '../../components/ui/use-document-title.hook';
import { errorMessage } from '../../lib/api';
import { RequireFamily } from '../auth/require-family.component';
import { useDeletedToast } from '../undo/use-deleted-toast.hook';
import { withConfirmedItems } from './grocery.cache';
import { GroceryItemDialog, ListNameDialog } from './grocery.dialogs';
import { withPendingTicks } from './grocery.helper';
import { useDeleteGroceryList } from './grocery.mutations';
import { GROCERY_LOAD_ERROR, groceryQueries } from './grocery.queries';
import { GroceryListCard } from './grocery-list-card.component';
import { GrocerySettings } from './grocery-settings.component';
import { ShoppingView } from './shopping-view.component';
import { usePendingTicks } from './use-pending-ticks.hook';

/** /grocery-lists (spec 2.10); ?list=ID opens one list for shopping. */
export function GroceryListsPage() {
  useDocumentTitle('Grocery Lists - Kitching');
  return (
    <RequireFamily
      title="Your Grocery Lists"
      message="Grocery lists belong to a family. Set yours up to start a list."
    >
      {({ familyId, actor }) => <GroceryLists familyId={familyId} actor={actor} />}
    </RequireFamily>
  );
}

function GroceryLists({ familyId, actor }: { familyId: number; actor: Actor }) {
  const canPutAway = can(actor, 'inventory.edit');
  const deletedToast = useDeletedToast();
  const query = useQuery(groceryQueries.list(familyId));
  const pending = usePendingTicks();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<GroceryList | null>(null);
  const [deleting, setDeleting] = useState<GroceryList | null>(null);
  const [addingTo, setAddingTo] = useState<number | null>(null);
  const [editingId, setEditingId] = useState<number | null>(null);
  const remove = useDeleteGroceryList();
  // The heading paints first, the cards in the next render (useAfterFirstPaint).
  const cardsShown = useAfterFirstPaint();

  // The lines as the server has them (each at the newest version known here), with this device's ticks
  // on their way shown as made.
  const lists = useMemo(
    () =>
      query.data?.map((list) => ({
        ...list,
        items: withPendingTicks(withConfirmedItems(list.items), pending),
      })),
    [query.data, pending],
  );
  const openId = Number(params.get('list')) || null;
  const open = openId ? lists?.find((l) => l.id === openId) : undefined;
  const addingList = lists?.find((l) => l.id === addingTo) ?? null;
  // The dialog edits the line as it is now (a live change arrives while it is closed).
  const editing = editingId ? (lists?.flatMap((l) => l.items).find((i) => i.id === editingId) ?? null) : null;
  const [editingSnapshot, setEditingSnapshot] = useState<GroceryItem | null>(null);
  const onEditItem = (item: GroceryItem) => {
    setEditingSnapshot(item);
    setEditingId(item.id);
  };
  const onAddItems = (list: GroceryList) => setAddingTo(list.id);

  // The dialog stays open (its button disabled) while the delete runs; then the toast offers Undo.
  const confirmDelete = async () => {
    const list = deleting;
    if (!list) return;
    try {
      const { undoId } = await remove.mutateAsync(list.id);
      const name = list.name;
      deletedToast({ title: 'Grocery list deleted', description: name, undoIds: [undoId], restored: name });
      if (openId === list.id) void navigate('/grocery-lists');
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error, 'There was an error deleting the grocery list.'),
        variant: 'error',
      });
    } finally {
      setDeleting(null);
    }
  };

  const dialogs = (
    <>
      <ListNameDialog familyId={familyId} open={creating} onOpenChange={setCreating} />
      <ListNameDialog
        familyId={familyId}
        list={renaming}
        open={Boolean(renaming)}
        onOpenChange={(o) => !o && setRenaming(null)}
      />
      <GroceryItemDialog
        list={addingList}
        open={Boolean(addingList)}
        onOpenChange={(o) => !o && setAddingTo(null)}
      />
      <GroceryItemDialog
        item={editing ?? editingSnapshot}
        open={editingId !== null}
        onOpenChange={(o) => {
          if (!o) {
            setEditingId(null);
            setEditingSnapshot(null);
          }
        }}
      />
      <ConfirmDialog
        open={Boolean(deleting)}
        title="Delete List"
        message={`Are you sure you want to delete ${deleting?.name ?? 'this list'} and everything on it? This action cannot be undone.`}
        confirmLabel="Delete List"
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );

  if (openId && (open || query.isPending || query.isError)) {
    return (
      <>
        {open ? (
          <ShoppingView
            familyId={familyId}
            list={open}
            canPutAway={canPutAway}
            onAddItems={onAddItems}
            onEditItem={onEditItem}
          />
        ) : query.isError ? (
          <ListsError onRetry={() => query.refetch()} retrying={query.isFetching} />
        ) : (
          <ListsSkeleton />
        )}
        {dialogs}
      </>
    );
  }

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">Your Grocery Lists</h1>
          <p className="mt-1 text-stone-600">Shared with the whole family, live on every phone.</p>
        </div>
        <Button className="w-full sm:w-auto" onClick={() => setCreating(true)}>
          <Plus className="h-4 w-4" aria-hidden />
          New List
        </Button>
      </div>
      {openId && !open && query.data ? (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          That list is no longer there: someone may have deleted it or put it away.
        </p>
      ) : null}
      {query.isPending || !cardsShown ? (
        <ListsSkeleton />
      ) : query.isError ? (
        <ListsError onRetry={() => query.refetch()} retrying={query.isFetching} />
      ) : !lists?.length ? (
        <Card className="flex flex-col items-center gap-3 p-10 text-center">
          <ShoppingCart className="h-10 w-10 text-stone-300" aria-hidden />
          <p className="font-medium text-stone-800">No grocery lists yet</p>
          <p className="text-sm text-stone-600">
            Start one for the next shop; everyone in the family can add to it.
          </p>
          <Button onClick={() => setCreating(true)}>
            <Plus className="h-4 w-4" aria-hidden />
            New List
          </Button>
        </Card>
      ) : (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {lists.map((list) => (
            <GroceryListCard
              key={list.id}
              list={list}
              onAddItems={onAddItems}
              onEditItem={onEditItem}
              // PERMISSIONS.md: a Kitchen Helper renames and deletes only the lists they made.
              canManage={can(actor, 'groceries.manage_list', list)}
              onRename={setRenaming}
              onDelete={setDeleting}
            />
          ))}
        </div>
      )}
      {query.isSuccess && cardsShown ? <GrocerySettings familyId={familyId} /> : null}
      {dialogs}
    </div>
  );
}

function ListsSkeleton() {
  return (
    <div
      className="grid gap-4 md:grid-cols-2 xl:grid-cols-3"
      role="status"
      aria-label="Loading grocery lists"
    >
      {Array.from({ length: 3 }, (_, i) => (
        <div
          key={i}
          className="flex animate-pulse flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4"
        >
          <div className="h-5 w-2/3 rounded bg-stone-200" />
          <div className="h-3 w-1/3 rounded bg-stone-200" />
          {Array.from({ length: 4 }, (_, j) => (
            <div key={j} className="flex items-center gap-3">
              <div className="h-6 w-6 rounded-full bg-stone-200" />
              <div className="h-4 flex-1 rounded bg-stone-200" />
              <div className="h-5 w-14 rounded-full bg-stone-200" />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

function ListsError({ onRetry, retrying }: { onRetry(): void; retrying: boolean }) {
  return (
    <Card>
      <LoadError variant="panel" text={GROCERY_LOAD_ERROR} onRetry={onRetry} retrying={retrying} />
    </Card>
  );
}
