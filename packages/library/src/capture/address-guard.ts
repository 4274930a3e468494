/**
 * Which addresses a capture may open when someone other than the operator asks for it (issue 31, capture
 * from the product): the server's browser must not become a way into the network it runs in. An address
 * whose host is, or resolves to, a loopback, private, link-local (cloud metadata), shared, multicast or
 * reserved address is refused, for the page and for everything the page asks for (pictures, scripts,
 * redirects, fetches, WebSockets), checked again at each request so a page cannot reach inward later.
 */
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Says why an address may not be opened, or null when it may. A guard that resolved the host may also say
 * which address it checked (`addressOf`), so that the connection goes there and not to whatever the name
 * resolves to a moment later (DNS rebinding).
 */
export type AddressGuard = ((url: URL) => Promise<string | null>) & {
  addressOf?: (host: string) => Promise<string | null>;
};

const INWARD = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  INWARD.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const)
  INWARD.addSubnet(network, prefix, 'ipv6');

/** Whether an IP address (v4 or v6, an IPv4-mapped v6 read as its v4) is inside the network, not on the internet. */
export function isInwardAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return INWARD.check(mapped[1] as string, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return INWARD.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Resolves a host name to its addresses. */
export type HostLookup = (host: string) => Promise<readonly string[]>;

const systemLookup: HostLookup = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

/**
 * A guard that refuses addresses inside the network: by the host itself when it is an IP address, or
 * by every address its name resolves to (one inward address is enough to refuse). Lookups are kept for
 * the guard's life (one capture run), with the address each name was checked at (`addressOf`, where the
 * connection then goes); a name that does not resolve is refused too. `inward` is the test of an address.
 */
export function publicAddressGuard(
  resolve: HostLookup = systemLookup,
  inward: (address: string) => boolean = isInwardAddress,
): AddressGuard {
  /** Each host's decision, and the address it was checked at (the first its name resolved to). */
  const known = new Map<string, Promise<{ reason: string | null; address: string | null }>>();
  const decide = async (host: string): Promise<{ reason: string | null; address: string | null }> => {
    if (host === '' || host === 'localhost' || host.endsWith('.localhost'))
      return { reason: 'is on this server, not the internet', address: null };
    const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
    if (isIP(bare) !== 0)
      return inward(bare)
        ? { reason: 'is on a private network, not the internet', address: null }
        : { reason: null, address: bare };
    let addresses: readonly string[];
    try {
      addresses = await resolve(bare);
    } catch {
      return { reason: 'has a host name that does not resolve', address: null };
    }
    if (addresses.length === 0) return { reason: 'has a host name that does not resolve', address: null };
    return addresses.some(inward)
      ? { reason: 'is on a private network, not the internet', address: null }
      : { reason: null, address: addresses[0] ?? null };
  };
  const decision = (host: string) => {
    const key = host.toLowerCase();
    let found = known.get(key);
    if (found === undefined) {
      found = decide(key);
      known.set(key, found);
    }
    return found;
  };
  const guard: AddressGuard = async (url) => {
    if (url.protocol === 'data:' || url.protocol === 'blob:' || url.protocol === 'about:') return null;
    if (!['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol))
      return `is not a web address (${url.protocol})`;
    return (await decision(url.hostname)).reason;
  };
  guard.addressOf = async (host) => (await decision(host)).address;
  return guard;
}
