import type { KitchingCaller } from './kitching-caller';
import { registerKitchingTools } from './mcp-tools';

/**
 * Kitching's MCP server over one caller (a member's token): the same tools on every transport. The SDK is
 * loaded on first use, so a server that never answers /mcp does not start slower for it.
 */
export async function kitchingMcpServer(call: KitchingCaller, version = '0.2.0') {
  const { McpServer } = await import('@modelcontextprotocol/sdk/server/mcp.js');
  const server = new McpServer(
    { name: 'kitching', version },
    {
      instructions:
        "Kitching is the family's kitchen: pantry stock with expiry dates, recipes, meal plans and grocery lists. " +
        'Read tools need no arguments; every tool acts as the member whose token this is, within its scopes.',
    },
  );
  registerKitchingTools(server, call);
  return server;
}
