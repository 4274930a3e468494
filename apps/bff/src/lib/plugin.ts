import type { FastifyPluginAsync } from 'fastify';

/**
 * Marks a plugin as not encapsulated, so the hooks and decorators it adds apply to the context that
 * registers it (what `fastify-plugin` does, through the same documented symbols).
 */
export function sharedPlugin<Options extends object>(
  name: string,
  plugin: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  Object.assign(plugin, {
    [Symbol.for('skip-override')]: true,
    [Symbol.for('fastify.display-name')]: name,
  });
  return plugin;
}
