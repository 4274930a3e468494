/**
 * Security headers on every response (an onSend hook; helmet is not used): a Content-Security-Policy
 * for the SPA, nosniff, no framing, a strict referrer policy, a minimal Permissions-Policy and, in
 * production, HSTS.
 */

import fastifyPlugin from 'fastify-plugin';
import type { BffConfig } from '../env.js';

/** PostHog serves its browser extensions (session recording) from an `-assets` host beside the API host. */
function posthogAssetsHost(host: string): string | null {
  const match = /^https:\/\/(eu|us)\.i\.posthog\.com$/.exec(host);
  return match ? `https://${match[1]}-assets.i.posthog.com` : null;
}

/** The Content-Security-Policy of the product. */
export function contentSecurityPolicy(config: BffConfig): string {
  const analytics = config.posthog === null ? [] : [config.posthogHost];
  const analyticsAssets = config.posthog === null ? null : posthogAssetsHost(config.posthogHost);
  const scriptSources = ["'self'", ...(analyticsAssets === null ? [] : [analyticsAssets])];
  const connectSources = ["'self'", ...analytics, ...(analyticsAssets === null ? [] : [analyticsAssets])];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', scriptSources],
    // Inline styles: the toast library and React `style` attributes need them; scripts stay strict.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', connectSources],
    ['worker-src', ["'self'", 'blob:']],
    ['manifest-src', ["'self'"]],
    ['media-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** Every header the hook sets, by name. */
export function securityHeaders(config: BffConfig): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(config),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    ...(config.production ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

export const securityHeadersPlugin = fastifyPlugin<{ config: BffConfig }>(
  async (app, { config }) => {
    const headers = securityHeaders(config);
    app.addHook('onSend', (_request, reply, payload, done) => {
      reply.headers(headers);
      done(null, payload);
    });
  },
  { name: 'pageshelf-security-headers' },
);
