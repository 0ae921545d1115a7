import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page';

const Page = () => null;

describe('lazyPage', () => {
  it('fetches its chunk once however often it is asked, and knows the page once it is here', async () => {
    const load = vi.fn(async () => ({ Page }));
    const page = lazyPage(load, (m) => m.Page);
    expect(page.loaded()).toBeUndefined();
    const [first, second] = await Promise.all([page.preload(), page.preload()]);
    expect(first).toBe(Page);
    expect(second).toBe(Page);
    expect(page.loaded()).toBe(Page);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('passes a failed fetch on to whoever asked', async () => {
    const page = lazyPage(
      async (): Promise<{ Page: typeof Page }> => {
        throw new Error('offline');
      },
      (m) => m.Page,
    );
    await expect(page.preload()).rejects.toThrow('offline');
    expect(page.loaded()).toBeUndefined();
  });
});
