import type {
  ProductLookup,
  ScanAddInput,
  ScanAddResult,
  ScanRemoveInput,
  ScanRemoveResult,
} from '@kitching/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { showInventoryItem } from '../inventory/inventory.cache';

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

export const useScanAdd = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ScanAddInput) =>
      (await api<{ data: ScanAddResult }>('/api/scan/add', { method: 'POST', body })).data,
    // The answer is the item as it now stands (added or topped up): the lists show it, no refetch.
    onSuccess: ({ item }) => showInventoryItem(queryClient, item),
  });
};

export const useScanRemove = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ScanRemoveInput) =>
      (await api<{ data: ScanRemoveResult }>('/api/scan/remove', { method: 'POST', body })).data,
    onSuccess: ({ item }) => showInventoryItem(queryClient, item),
  });
};
