import {
  type AnalyzeResponse,
  type CookResult,
  type DraftOf,
  guessInputType,
  type ProductRecognition,
  type QuickAddGroceryResult,
  type StockActionResult,
  smartAddMessages,
  type takeByNameBody,
} from '@kitching/contracts';
import type { z } from 'zod';
import { ApiError, api, sendData } from '../../lib/api';
import { localToday } from './quick-add.helper';

/** A failure as spec 8 words it: the server's message, else 'HTTP {status}: …', else the fallback. */
export class QuickAddError extends Error {
  constructor(
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'QuickAddError';
  }
}

/** POST /api/smart-add/analyze: the text with the client's guess of its kind and the local date. */
export async function analyzeText(text: string): Promise<AnalyzeResponse> {
  try {
    return await api<AnalyzeResponse>('/api/smart-add/analyze', {
      method: 'POST',
      body: { type: guessInputType(text), data: text, today: localToday() },
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw new QuickAddError(smartAddMessages.analysisFailed.message);
    if (error.serverMessage) throw new QuickAddError(error.serverMessage, error.fields);
    // A proxy's HTML page or an empty body: the status is all there is to say.
    if (error.status > 0) throw new QuickAddError(smartAddMessages.httpFailed(error.status));
    throw new QuickAddError(smartAddMessages.analysisFailed.message);
  }
}

/** POST /api/ai/recognize-product: one photo, multipart. */
export async function recognizeProduct(file: File): Promise<ProductRecognition> {
  const form = new FormData();
  form.append('image', file);
  try {
    return (
      await api<{ data: ProductRecognition }>('/api/ai/recognize-product', { method: 'POST', body: form })
    ).data;
  } catch (error) {
    const message = error instanceof ApiError ? error.serverMessage : '';
    throw new QuickAddError(message || smartAddMessages.imageFailed.message);
  }
}

type TakeByNameInput = z.input<typeof takeByNameBody>;

/** POST /api/families/:familyId/stock/take: one take of a use-up (the stock API, issue 23). */
export const takeFromStock = (familyId: number, body: TakeByNameInput) =>
  sendData<StockActionResult>(`/api/families/${familyId}/stock/take`, { method: 'POST', body });

/** POST /api/families/:familyId/cook: with `preview: true` it answers what would be taken, taking nothing. */
export const cookDish = (familyId: number, body: DraftOf<'cook'> & { preview?: boolean }) =>
  sendData<CookResult>(`/api/families/${familyId}/cook`, { method: 'POST', body });

/**
 * POST /api/smart-add/grocery-list: the reading's items onto the chosen list in progress, or a new
 * list of its name (issue 24). `created` tells which (201 or 200).
 */
export async function saveGroceryReading(
  body: DraftOf<'grocery_list'>,
): Promise<QuickAddGroceryResult & { created: boolean }> {
  const data = await sendData<QuickAddGroceryResult>('/api/smart-add/grocery-list', {
    method: 'POST',
    body: body.listId ? body : { ...body, listId: null },
  });
  return { ...data, created: !body.listId };
}
