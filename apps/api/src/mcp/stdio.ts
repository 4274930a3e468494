/**
 * `pageshelf-api mcp`: the MCP server on stdin and stdout, for a desktop agent (Claude Desktop, Cursor)
 * started as a child process. Its tools call a running product's public API over HTTP
 * (`PAGESHELF_URL`, default http://localhost:3000) with the key in `PAGESHELF_API_KEY`. Nothing but the
 * protocol is written to stdout; problems go to stderr.
 */
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { McpStdioConfig } from '../env.js';
import { httpClient } from './api-client.js';
import { createMcpServer } from './tools.js';

/** Serves MCP on stdio until stdin ends; answers the exit code. */
export async function runStdioMcp({ PAGESHELF_URL, PAGESHELF_API_KEY }: McpStdioConfig): Promise<number> {
  const server = createMcpServer(httpClient(PAGESHELF_URL, PAGESHELF_API_KEY));
  const closed = new Promise<void>((resolve) => {
    server.server.onclose = resolve;
    process.stdin.once('end', resolve);
  });
  await server.connect(new StdioServerTransport());
  await closed;
  await server.close();
  return 0;
}
