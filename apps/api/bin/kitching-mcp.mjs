#!/usr/bin/env node
// `npx kitching-mcp` / `npm run mcp`: Kitching's MCP server on stdio (apps/api/src/modules/mcp/mcp-stdio.cli.ts),
// run from its TypeScript source through tsx as `npm run backup` is. Environment: KITCHING_TOKEN (a personal
// access token) and KITCHING_URL (default http://localhost:3000).
import { register } from 'tsx/esm/api';

register();
await import('../src/modules/mcp/mcp-stdio.cli.ts');
