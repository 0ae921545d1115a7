import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, sendDelete } from './api';

afterEach(() => vi.unstubAllGlobals());

const answering = (status: number, body: unknown) => {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
};

describe('sendDelete: every delete of the web app (issue 24)', () => {
  it('answers the undo id the server kept, with If-Match when a version is given', async () => {
    const fetch = answering(200, { data: { id: 4, undoId: 9 } });
    await expect(sendDelete('/api/inventory/4', { version: 3 })).resolves.toEqual({ undoId: 9 });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe('DELETE');
    expect(new Headers(init.headers).get('if-match')).toBe('3');
  });

  it('counts a 404 as done: the thing is gone either way (a double click, another member)', async () => {
    answering(404, { error: { code: 'inventory.not_found', message: 'Item not found' } });
    await expect(sendDelete('/api/inventory/4')).resolves.toEqual({ alreadyGone: true });
  });

  it('still fails on anything else (a refusal, a conflict)', async () => {
    answering(403, { error: { code: 'groceries.list_forbidden', message: 'No' } });
    await expect(sendDelete('/api/grocery-lists/1')).rejects.toBeInstanceOf(ApiError);
  });
});
