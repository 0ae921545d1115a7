import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { fetchCaller } from './kitching-caller';
import { kitchingMcpServer } from './mcp-server';

/**
 * Issue 29: Kitching's MCP server on stdio (`npm run mcp`, `npx kitching-mcp`), for assistants that start
 * their tools as processes. It reaches a running Kitching over HTTP with a personal access token:
 * KITCHING_TOKEN (required) and KITCHING_URL (default http://localhost:3000). Nothing but the protocol
 * goes to stdout.
 */
const token = process.env.KITCHING_TOKEN?.trim();
const baseUrl = process.env.KITCHING_URL?.trim() || 'http://localhost:3000';
if (!token) {
  process.stderr.write(
    'kitching-mcp: set KITCHING_TOKEN to a personal access token (Settings > Access tokens).\n',
  );
  process.exit(2);
}
const server = await kitchingMcpServer(fetchCaller(baseUrl, token));
await server.connect(new StdioServerTransport());
process.stderr.write(`kitching-mcp: serving Kitching at ${baseUrl} on stdio\n`);
