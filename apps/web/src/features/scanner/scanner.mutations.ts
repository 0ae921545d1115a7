import type {
  ProductLookup,
  ScanAddInput,
  ScanAddResult,
  ScanRemoveInput,
  ScanRemoveResult,
} from '@kitching/contracts';
import { useMutation } from '@tanstack/react-query';
import { queryClient } from '../../app/query-client';
import { api } from '../../lib/api';
import { inventoryQueries } from '../inventory/inventory.queries';

/** Spec 7: the scanner's lookup is a mutation with barcode and familyId. */
export const useLookupBarcode = (familyId: number) =>
  useMutation({
    mutationFn: async (barcode: string) =>
      (
        await api<{ data: ProductLookup }>('/api/scan/barcode', {
          method: 'POST',
          body: { barcode, familyId },
        })
      ).data,
  });

/** Every cached inventory list is stale after a scan changed the stock. */
const refreshInventory = () => queryClient.invalidateQueries({ queryKey: inventoryQueries.lists() });

export const useScanAdd = () =>
  useMutation({
    mutationFn: async (body: ScanAddInput) =>
      (await api<{ data: ScanAddResult }>('/api/scan/add', { method: 'POST', body })).data,
    onSuccess: refreshInventory,
  });

export const useScanRemove = () =>
  useMutation({
    mutationFn: async (body: ScanRemoveInput) =>
      (await api<{ data: ScanRemoveResult }>('/api/scan/remove', { method: 'POST', body })).data,
    onSuccess: refreshInventory,
  });
