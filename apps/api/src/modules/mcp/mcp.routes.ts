import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../kernel/app-context';
import { isPersonalToken } from '../tokens/tokens.service';
import { injectCaller } from './kitching-caller';
import { kitchingMcpServer } from './mcp-server';

const rpcError = (reply: FastifyReply, status: number, message: string) =>
  reply
    .code(status)
    .header('content-type', 'application/json')
    .send({ jsonrpc: '2.0', error: { code: -32000, message }, id: null });

/**
 * Issue 29: the MCP server over streamable HTTP at /mcp, stateless (a server and transport per request),
 * for a personal access token only (`Authorization: Bearer kt_...`; never the browser's cookie). Each
 * tool calls the API's routes with that token (kitching-caller.ts).
 */
export const mcpRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const bearer = (request: FastifyRequest) => {
      const header = request.headers.authorization;
      return header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    };
    const schema = { hide: true } as const;

    app.post('/mcp', { schema, bodyLimit: 1024 * 1024 }, async (request, reply) => {
      const token = bearer(request);
      const found =
        isPersonalToken(token) && token.length <= 200 ? await ctx.services.tokens.resolve(token) : undefined;
      if (!found) {
        reply.header('www-authenticate', 'Bearer realm="kitching"');
        return rpcError(reply, 401, 'Please sign in to continue.');
      }
      const { StreamableHTTPServerTransport } = await import(
        '@modelcontextprotocol/sdk/server/streamableHttp.js'
      );
      const server = await kitchingMcpServer(injectCaller(app, token));
      const transport = new StreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
      });
      reply.hijack();
      reply.raw.on('close', () => {
        void transport.close();
        void server.close();
      });
      await server.connect(transport);
      await transport.handleRequest(request.raw, reply.raw, request.body);
    });

    // Stateless: no stream to open and no session to end.
    const notAllowed = async (_request: FastifyRequest, reply: FastifyReply) => {
      reply.header('allow', 'POST');
      return rpcError(reply, 405, 'Method not allowed.');
    };
    app.get('/mcp', { schema }, notAllowed);
    app.delete('/mcp', { schema }, notAllowed);
  };
