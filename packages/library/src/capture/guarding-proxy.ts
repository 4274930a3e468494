/**
 * The proxy every connection of a guarded capture goes through (`PageCapturer.open({ guard })`): the
 * `proxy` package's HTTP and CONNECT handling, each request or tunnel asked of the guard first. Chromium's
 * own interception does not see the hops of a redirect nor every socket, so the check is made where the
 * browser reaches the network: a page of the internet that redirects, frames or connects to an address
 * inside the network gets 403 from here and never reaches it.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { type AddressInfo, isIP, type Socket } from 'node:net';
import { createProxy } from 'proxy';
import type { AddressGuard } from './address-guard.js';

export interface GuardingProxy {
  /** `http://127.0.0.1:<port>`, for Chromium's `--proxy-server`. */
  readonly address: string;
  close(): Promise<void>;
}

/** The address a proxied request or tunnel asks for: `http://host/path`, or `https://host:port` for CONNECT. */
function targetOf(request: IncomingMessage): URL | null {
  try {
    return request.method === 'CONNECT'
      ? new URL(`https://${request.url ?? ''}`)
      : new URL(request.url ?? '');
  } catch {
    return null;
  }
}

/**
 * Starts a proxy on loopback that refuses what `guard` refuses (recording each refused address and why
 * in `refused`) and forwards the rest.
 */
export async function guardingProxy(
  guard: AddressGuard,
  refused: Map<string, string>,
): Promise<GuardingProxy> {
  const server = createProxy(createServer());
  /**
   * Asks the guard; when it allows the target and says which address it checked, the request is sent
   * there (its Host header, and TLS inside a tunnel, still name the host): a name that resolves elsewhere
   * a moment later (DNS rebinding) is not looked up again.
   */
  const check = async (request: IncomingMessage): Promise<string | null> => {
    const target = targetOf(request);
    if (target === null) return 'is not a web address';
    const reason = await guard(target).catch(() => 'could not be checked');
    if (reason !== null) {
      refused.set(request.method === 'CONNECT' ? target.host : target.href, reason);
      return reason;
    }
    const pinned = await guard.addressOf?.(target.hostname).catch(() => null);
    if (pinned) {
      const host = isIP(pinned) === 6 ? `[${pinned}]` : pinned;
      if (request.method === 'CONNECT') request.url = `${host}:${target.port || '443'}`;
      else {
        target.hostname = host;
        request.url = target.href;
      }
    }
    return null;
  };
  const [forward] = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  const [tunnel] = server.listeners('connect') as ((
    req: IncomingMessage,
    socket: Socket,
    head: Buffer,
  ) => void)[];
  if (!forward || !tunnel) throw new Error('the proxy package set up no request or connect handler');
  server.removeAllListeners('request');
  server.removeAllListeners('connect');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    request.socket.pause();
    void check(request).then((reason) => {
      request.socket.resume();
      if (reason === null) return forward.call(server, request, response);
      response.writeHead(403, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' });
      response.end(`Refused by the capture: ${request.url} ${reason}\n`);
    });
  });
  server.on('connect', (request: IncomingMessage, socket: Socket, head: Buffer) => {
    void check(request).then((reason) => {
      if (reason === null) return tunnel.call(server, request, socket, head);
      socket.end('HTTP/1.1 403 Forbidden\r\nconnection: close\r\n\r\n');
    });
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => done());
  });
  const { port } = server.address() as AddressInfo;
  return {
    address: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
