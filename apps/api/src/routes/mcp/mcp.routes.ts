import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { MCP_BODY_LIMIT_BYTES } from '@pageshelf/contracts/image-search';
import { describeError } from '@pageshelf/domain/errors';
import { errorBody } from '@pageshelf/http-errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { injectClient } from '../../mcp/api-client.js';
import { createMcpServer } from '../../mcp/tools.js';
import type { ApiRouteNeeds } from '../../plugins/access.js';
import type { RouteOptions } from '../route-options.js';

/**
 * The MCP server over streamable HTTP (issue 30), at `/mcp` of the product's origin (the BFF passes it
 * through with the caller's `Authorization: Bearer psk_…`). Stateless: each POST is one JSON-RPC
 * message answered in JSON, by a server made for that caller, whose tools call the public API in this
 * process with the same key (`injectClient`). A key's owner is Pro or Team, so the route is Pro's; the
 * call counts once against the key's rate limit, its tools' own calls not again.
 */
const needs: ApiRouteNeeds = { access: 'premium', apiKeys: true };

export const mcpRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { container }) => {
  app.route({
    method: ['POST', 'GET', 'DELETE'],
    url: '/mcp',
    config: { needs },
    // A picture to search by comes in the message, in base64 (up to 10 MB encoded).
    bodyLimit: MCP_BODY_LIMIT_BYTES,
    schema: { hide: true },
    handler: async (request, reply) => {
      const server = createMcpServer(
        injectClient(app, request.headers.authorization ?? '', container.publicAppUrl),
      );
      const transport = new StreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
      });
      // The answer is the transport's to write: the headers set so far (the rate limit's, the request
      // id) go with it.
      reply.hijack();
      for (const [name, value] of Object.entries(reply.getHeaders()))
        if (value !== undefined) reply.raw.setHeader(name, value);
      reply.raw.on('close', () => {
        void transport.close();
        void server.close();
      });
      try {
        await server.connect(transport);
        await transport.handleRequest(request.raw, reply.raw, request.body);
      } catch (error) {
        // The transport answers what it can itself (a JSON-RPC error); anything else is the one error shape.
        request.log.error({ err: error }, 'MCP request failed');
        if (!reply.raw.headersSent) {
          reply.raw.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
          reply.raw.end(
            JSON.stringify(errorBody(500, 'internal', describeError('internal').message, request.id)),
          );
        } else reply.raw.end();
      }
    },
  });
};
