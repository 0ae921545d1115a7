import type { InventoryItem } from '@kitching/contracts';
import { useQuery } from '@tanstack/react-query';
import { Fragment, type ReactNode, useEffect, useRef, useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.component';
import { useSession } from '../auth/use-session.hook';
import { ItemBatches } from '../stock/item-batches.component';
import { ItemHistory } from '../stock/item-history.component';
import { inventoryQueries } from './inventory.queries';

interface EditItemTabsProps {
  familyId: number;
  /** The item as the cached list has it now (a use or a cook elsewhere moves it on). */
  item: InventoryItem;
  /** The details form; it says whether it holds changes not saved yet. */
  children(onDirty: (dirty: boolean) => void): ReactNode;
}

/**
 * 'Edit Item' with the item's stock (issue 23): its details (the form), its batches and its history.
 * The form stays mounted while another tab shows, so nothing typed is lost. While it holds no changes
 * it follows a change made from the batches here (a use moves the quantity and the version), so saving
 * details after it is not a conflict with oneself; another member's save still is one.
 */
export function EditItemTabs({ familyId, item, children }: EditItemTabsProps) {
  const { actor } = useSession();
  const batches = useQuery(inventoryQueries.batches(item.id));
  const dirty = useRef(false);
  // A stock change made from this dialog's batches moves the item on; another member's save does not
  // (saving over it is the conflict the form shows).
  const ownChange = useRef(false);
  const [formVersion, setFormVersion] = useState(item.version);
  useEffect(() => {
    if (ownChange.current && !dirty.current) setFormVersion(item.version);
    ownChange.current = false;
  }, [item.version]);
  const count = batches.data?.length;

  return (
    <Tabs defaultValue="details">
      <TabsList aria-label={`${item.name}: details and stock`}>
        <TabsTrigger value="details">Details</TabsTrigger>
        <TabsTrigger value="batches">Batches{count === undefined ? '' : ` (${count})`}</TabsTrigger>
        <TabsTrigger value="history">History</TabsTrigger>
      </TabsList>
      <TabsContent value="details" forceMount className="data-[state=inactive]:hidden">
        <Fragment key={formVersion}>
          {children((value) => {
            dirty.current = value;
          })}
        </Fragment>
      </TabsContent>
      <TabsContent value="batches">
        <ItemBatches
          familyId={familyId}
          item={item}
          actor={actor}
          onChanging={(changing) => {
            ownChange.current = changing;
          }}
        />
      </TabsContent>
      <TabsContent value="history">
        <ItemHistory item={item} />
      </TabsContent>
    </Tabs>
  );
}
