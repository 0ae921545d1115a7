import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildItem, buildRecipe, inventoryUrl } from '../../../test/builders';
import { addMember, headChef } from '../../../test/fixtures';
import { client } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';

const today = () => new Date().toISOString().slice(0, 10);
const textOf = (result: Awaited<ReturnType<Client['callTool']>>) =>
  ((result as CallToolResult).content[0] as { text: string }).text;
const jsonOf = (result: Awaited<ReturnType<Client['callTool']>>) => {
  expect((result as CallToolResult).isError, textOf(result)).toBeFalsy();
  return JSON.parse(textOf(result));
};

describe('the MCP server (issue 29), through the SDK’s own client', () => {
  let t: TestApp;
  let base: string;
  let api: ReturnType<typeof client>;
  let chef: Awaited<ReturnType<typeof headChef>>;
  const open: Client[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    api = client(t.app);
    chef = await headChef(t, 'MCP Family');
  });
  afterAll(async () => {
    await Promise.all(open.map((c) => c.close()));
    await t?.close();
  });

  async function tokenOf(by: { token: string; id: number }, scopes: string[]) {
    const res = await api.post(`/api/users/${by.id}/tokens`, {
      token: by.token,
      body: { name: 'Assistant', scopes },
    });
    expect(res.status, res.text).toBe(201);
    return res.body.data.token as string;
  }
  async function connect(token: string) {
    const mcp = new Client({ name: 'kitching-test', version: '1.0.0' });
    const transport = new StreamableHTTPClientTransport(new URL(`${base}/mcp`), {
      requestInit: { headers: { authorization: `Bearer ${token}` } },
    });
    await mcp.connect(transport);
    open.push(mcp);
    return mcp;
  }
  const asChef = () => ({ token: chef.token, id: chef.user.id });

  it('lists its tools, each with an input schema', async () => {
    const mcp = await connect(await tokenOf(asChef(), ['inventory:read']));
    const { tools } = await mcp.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'add_item',
      'add_to_grocery_list',
      'cook_recipe',
      'expiring_soon',
      'list_recipes',
      'list_stock',
      'plan_meal',
      'what_can_i_cook',
    ]);
    const addItem = tools.find((tool) => tool.name === 'add_item')!;
    expect(addItem.inputSchema.required).toEqual(['name']);
    expect(Object.keys(addItem.inputSchema.properties ?? {})).toEqual(
      expect.arrayContaining(['name', 'quantity', 'unit', 'category', 'expirationDate']),
    );
  });

  it('calls every tool in the token’s family without being given its id', async () => {
    await buildItem(t, chef, { name: 'Milk', quantity: '2', unit: 'cups', expirationDate: today() });
    const recipe = await buildRecipe(t, chef, {
      name: 'Milk Pudding',
      ingredients: [{ name: 'Milk', quantity: '1', unit: 'cups' }],
    });
    const mcp = await connect(await tokenOf(asChef(), ['*:write']));

    const stock = jsonOf(await mcp.callTool({ name: 'list_stock', arguments: {} }));
    expect(stock.map((i: { name: string }) => i.name)).toContain('Milk');
    const expiring = jsonOf(await mcp.callTool({ name: 'expiring_soon', arguments: {} }));
    expect(expiring).toEqual([
      expect.objectContaining({ name: 'Milk', expirationDate: today(), expired: false }),
    ]);
    const cookable = jsonOf(await mcp.callTool({ name: 'what_can_i_cook', arguments: {} }));
    expect(cookable).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'Milk Pudding', matchPercentage: 100 })]),
    );
    const recipes = jsonOf(await mcp.callTool({ name: 'list_recipes', arguments: {} }));
    expect(recipes).toEqual([expect.objectContaining({ id: recipe.id, name: 'Milk Pudding' })]);

    const listed = jsonOf(
      await mcp.callTool({ name: 'add_to_grocery_list', arguments: { items: [{ name: 'Oat milk' }] } }),
    );
    expect(listed.added).toEqual(['Oat milk']);
    const lists = await api.get(`/api/families/${chef.family.id}/grocery-lists`, { token: chef.token });
    expect(
      lists.body.data.flatMap((l: { items: { name: string }[] }) => l.items.map((i) => i.name)),
    ).toContain('Oat milk');
    // A second add goes onto the same list in progress, not a new one.
    const again = jsonOf(
      await mcp.callTool({ name: 'add_to_grocery_list', arguments: { items: [{ name: 'Bread' }] } }),
    );
    expect(again.listId).toBe(listed.listId);

    const planned = jsonOf(
      await mcp.callTool({ name: 'plan_meal', arguments: { recipeId: recipe.id, plannedDate: today() } }),
    );
    expect(planned).toMatchObject({ plannedDate: today(), mealType: 'dinner' });

    const added = jsonOf(
      await mcp.callTool({
        name: 'add_item',
        arguments: { name: 'Eggs', quantity: '6', unit: 'pieces', category: 'Dairy' },
      }),
    );
    expect(added).toMatchObject({ name: 'Eggs', quantity: '6' });

    const cooked = jsonOf(await mcp.callTool({ name: 'cook_recipe', arguments: { recipeId: recipe.id } }));
    expect(cooked.cookId).toEqual(expect.any(Number));
    const milk = (await api.get(inventoryUrl(chef.family.id), { token: chef.token })).body.data.find(
      (i: { name: string }) => i.name === 'Milk',
    );
    expect(Number(milk.quantity)).toBe(1);

    const summary = await api.get('/api/summary', { token: chef.token });
    expect(summary.body.data.tonightsDinner).toMatchObject({ name: 'Milk Pudding' });
  });

  it('refuses a write tool to a read-only token, and the member’s role to any token', async () => {
    const reader = await connect(await tokenOf(asChef(), ['inventory:read']));
    const refused = await reader.callTool({ name: 'add_item', arguments: { name: 'Flour' } });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toContain('tokens.scope_missing');
    expect(jsonOf(await reader.callTool({ name: 'list_stock', arguments: {} }))).toEqual(expect.any(Array));
    // Another area is refused even for reading.
    const recipes = await reader.callTool({ name: 'list_recipes', arguments: {} });
    expect(textOf(recipes)).toContain('tokens.scope_missing');

    const helper = await addMember(t.db, { familyId: chef.family.id, role: 4 });
    const helperMcp = await connect(await tokenOf(helper, ['*:write']));
    const recipe = await buildRecipe(t, chef, { name: 'Helper Soup' });
    const plan = await helperMcp.callTool({
      name: 'plan_meal',
      arguments: { recipeId: recipe.id, plannedDate: today() },
    });
    expect(plan.isError).toBe(true);
    expect(textOf(plan)).toContain('meals.plan_forbidden');
  });

  it('answers 401 without a valid token', async () => {
    for (const authorization of [undefined, 'Bearer kt_wrong', `Bearer ${chef.token}`]) {
      const res = await fetch(`${base}/mcp`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          ...(authorization ? { authorization } : {}),
        },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
      });
      expect(res.status, authorization).toBe(401);
    }
  });

  it('serves the same tools on stdio (npm run mcp) against a running server', async () => {
    const token = await tokenOf(asChef(), ['inventory:read']);
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [path.resolve(import.meta.dirname, '../../../bin/kitching-mcp.mjs')],
      env: { ...(process.env as Record<string, string>), KITCHING_TOKEN: token, KITCHING_URL: base },
      stderr: 'pipe',
    });
    const mcp = new Client({ name: 'kitching-stdio-test', version: '1.0.0' });
    await mcp.connect(transport);
    open.push(mcp);
    expect((await mcp.listTools()).tools).toHaveLength(8);
    const stock = jsonOf(await mcp.callTool({ name: 'list_stock', arguments: {} }));
    expect(stock.map((i: { name: string }) => i.name)).toContain('Milk');
  }, 30_000);
});
