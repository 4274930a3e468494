import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/**
 * The browser's address: Fastify's `request.ip`, which follows X-Forwarded-For only through the proxies
 * of TRUSTED_PROXIES (the `trustProxy` option). IPv4-mapped IPv6 addresses are written as IPv4.
 */
export function clientIp(request: FastifyRequest): string | undefined {
  const ip = request.ip;
  if (typeof ip !== 'string' || ip === '') return undefined;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  const address = mapped?.[1] ?? ip;
  return isIP(address) === 0 ? undefined : address;
}
