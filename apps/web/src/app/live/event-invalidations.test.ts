import { DOMAIN_EVENT_TYPES } from '@kitching/contracts/events';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { activityQueries } from '../../features/activity/activity.queries';
import { dashboardQueries } from '../../features/dashboard/dashboard.queries';
import { groceryQueries } from '../../features/grocery/grocery.queries';
import { inventoryQueries } from '../../features/inventory/inventory.queries';
import { SESSION_KEY } from '../query-client';
import { applyLiveEvent, applyOwnEvent, EVENT_INVALIDATIONS, invalidationsFor } from './event-invalidations';

const viewer = { familyId: 7, userId: 3 };
const milk = { id: 1, familyId: 7, name: 'Milk', quantity: '2', unit: 'gallons', version: 1 };

describe('the event table', () => {
  it('maps every event type, and every event refetches the family activity feed', () => {
    expect(Object.keys(EVENT_INVALIDATIONS).sort()).toEqual([...DOMAIN_EVENT_TYPES].sort());
    const member = { item: milk, member: { id: 9 }, changed: [] } as never;
    for (const type of DOMAIN_EVENT_TYPES)
      expect(invalidationsFor(type, member, viewer)).toContainEqual(activityQueries.lists(7));
  });

  it("refetches the session only for the member's own record", () => {
    const keys = (id: number) =>
      invalidationsFor('member.updated', { member: { id }, changed: ['role'] } as never, viewer);
    expect(keys(3)).toContainEqual(SESSION_KEY);
    expect(keys(9)).not.toContainEqual(SESSION_KEY);
  });

  it("refetches the dashboard's food-waste trend when an item with an expiry date changes, and not otherwise", () => {
    const waste = dashboardQueries.wasteOf(7);
    const dated = { ...milk, expirationDate: '2026-11-20' };
    for (const type of DOMAIN_EVENT_TYPES) {
      const keys = invalidationsFor(type, { item: dated, member: { id: 9 }, changed: [] } as never, viewer);
      // Issue 23: a stock action (a take, a cook, an undo) changes the ledger the trend counts.
      if (type.startsWith('inventory.') || type.startsWith('stock.'))
        expect(keys, type).toContainEqual(waste);
      else expect(keys, type).not.toContainEqual(waste);
    }
    const undated = { ...milk, expirationDate: null } as never;
    expect(invalidationsFor('inventory.item_added', { item: undated }, viewer)).not.toContainEqual(waste);
    expect(
      invalidationsFor('inventory.quantity_changed', { item: undated, change: '-1' }, viewer),
    ).not.toContainEqual(waste);
    // An edit that took the date away can take an item out of the trend.
    expect(
      invalidationsFor('inventory.item_updated', { item: undated, changed: ['expirationDate'] }, viewer),
    ).toContainEqual(waste);
  });

  it('puts the item an event carries into the cached inventory list, without fetching it', () => {
    const client = new QueryClient();
    const key = inventoryQueries.list(7).queryKey;
    client.setQueryData(key, [milk] as never, { updatedAt: 1_000 });
    applyLiveEvent(client, 'inventory.item_added', { item: { ...milk, id: 2, name: 'Eggs' } }, viewer);
    applyLiveEvent(
      client,
      'inventory.item_updated',
      { item: { ...milk, quantity: '1', version: 2 } },
      viewer,
    );
    expect(client.getQueryData<(typeof milk)[]>(key)?.map((i) => `${i.name} ${i.quantity}`)).toEqual([
      'Milk 1',
      'Eggs 2',
    ]);
    expect(client.getQueryState(key)?.isInvalidated).toBe(false);
    applyLiveEvent(client, 'inventory.item_removed', { item: { ...milk, version: 2 } }, viewer);
    expect(client.getQueryData<(typeof milk)[]>(key)?.map((i) => i.name)).toEqual(['Eggs']);
  });

  it("applies this tab's own write as the event it raises: the answer shown, the row's keys refetched", () => {
    const client = new QueryClient();
    client.setQueryData(SESSION_KEY, { id: 3, familyId: 7 });
    const lists = groceryQueries.lists(7);
    const line = { id: 5, groceryListId: 2, name: 'Eggs', purchased: false, version: 1 };
    client.setQueryData(lists, [{ id: 2, familyId: 7, name: 'Weekly', items: [line] }] as never);
    client.setQueryData(groceryQueries.shopOrders(7), ['Dairy']);
    applyOwnEvent(client, 'grocery.item_ticked', {
      item: { ...line, purchased: true, version: 2 } as never,
      list: { id: 2, name: 'Weekly' },
    });
    const shown = client.getQueryData<{ items: (typeof line)[] }[]>(lists)?.[0]?.items[0];
    expect(shown).toMatchObject({ purchased: true, version: 2 });
    expect(client.getQueryState(lists)?.isInvalidated).toBe(true);
    expect(client.getQueryState(groceryQueries.shopOrders(7))?.isInvalidated).toBe(true);
  });
});
