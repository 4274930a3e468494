/**
 * Security headers on every response: helmet's (a Content-Security-Policy for the SPA, nosniff, no
 * framing, a strict referrer policy and, in production, HSTS, among others) and a minimal
 * Permissions-Policy. helmet computes them once at start-up and an onSend hook sets the record on each answer
 * (the same record serves the answers Fastify gives outside any route), so an answer costs what it did
 * before helmet (`@fastify/helmet` would run helmet's middleware in two hooks on every request).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifyPlugin from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { BffConfig } from '../env.js';

/** PostHog serves its browser extensions (session recording) from an `-assets` host beside the API host. */
function posthogAssetsHost(host: string): string | null {
  const match = /^https:\/\/(eu|us)\.i\.posthog\.com$/.exec(host);
  return match ? `https://${match[1]}-assets.i.posthog.com` : null;
}

/** The Content-Security-Policy of the product, directive by directive. */
function cspDirectives(config: BffConfig): [string, string[]][] {
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
  return directives;
}

/** A response that only records the headers set on it (helmet's middleware writes nothing else). */
function headerRecorder(): { headers: Record<string, string>; response: ServerResponse } {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  return { headers, response: response as unknown as ServerResponse };
}

/**
 * Every header the hook sets, by name: helmet's, computed once (none depends on the request), with
 * helmet's defaults but for the Content-Security-Policy above, `X-Frame-Options: DENY`, a referrer policy
 * that keeps the origin for other sites, a sign-in popup that may talk back to its opener, no
 * Cross-Origin-Resource-Policy (a picture in a digest e-mail or a link preview is read from elsewhere), and
 * HSTS in production only; plus a minimal Permissions-Policy, which helmet does not set.
 */
export function securityHeaders(config: BffConfig): Record<string, string> {
  const { headers, response } = headerRecorder();
  const options: HelmetOptions = {
    contentSecurityPolicy: { useDefaults: false, directives: Object.fromEntries(cspDirectives(config)) },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: false,
    strictTransportSecurity: config.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
  helmet(options)({} as IncomingMessage, response, (error?: unknown) => {
    if (error) throw error;
  });
  headers['permissions-policy'] = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';
  return headers;
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
