import type { DraftOf } from '@kitching/contracts';
import { queryOptions } from '@tanstack/react-query';
import { cookDish } from './quick-add.api';
import { cookPreviewBody } from './quick-add-stock.helper';

/** Quick add's reads: what cooking a dish would take (POST /cook { preview: true }, nothing changes). */
export const quickAddQueries = {
  all: () => ['stock', 'cook-preview'] as const,
  cookPreview: (familyId: number, data: DraftOf<'cook'>) => {
    const body = cookPreviewBody(data);
    return queryOptions({
      queryKey: [...quickAddQueries.all(), familyId, body] as const,
      queryFn: () => cookDish(familyId, body),
      // The pantry changes under it: asked again each time the preview is shown.
      staleTime: 0,
      gcTime: 30_000,
      retry: false,
    });
  },
};
