import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicAddressGuard } from './address-guard.js';
import { type GuardingProxy, guardingProxy } from './guarding-proxy.js';

/** The site, on loopback; the guard of these tests takes loopback for the internet and 10.0.0.0/8 for inside. */
let site: Server;
let port: number;
const seen: { host: string | undefined; url: string | undefined }[] = [];
/** What the test's DNS answers now: a name can move (DNS rebinding). */
const dns = new Map<string, string[]>();
let proxy: GuardingProxy;
const refused = new Map<string, string>();

beforeAll(async () => {
  site = createServer((request, response) => {
    seen.push({ host: request.headers.host, url: request.url });
    response.writeHead(200, { 'content-type': 'text/plain' }).end('hello');
  });
  await new Promise<void>((done) => site.listen(0, '127.0.0.1', done));
  port = (site.address() as AddressInfo).port;
  const guard = publicAddressGuard(
    async (host) => dns.get(host) ?? [],
    (address) => address.startsWith('10.'),
  );
  proxy = await guardingProxy(guard, refused);
});

afterAll(async () => {
  await proxy?.close();
  site?.closeAllConnections();
  await new Promise((done) => site?.close(done));
});

/** A GET through the proxy, as a browser sends one: the absolute address, and the Host header. */
function viaProxy(address: string): Promise<{ status: number; body: string }> {
  const target = new URL(address);
  const { port: proxyPort } = new URL(proxy.address);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port: Number(proxyPort), path: address, headers: { host: target.host } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** The first line a CONNECT through the proxy is answered with. */
function tunnel(target: string): Promise<string> {
  const { port: proxyPort } = new URL(proxy.address);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(proxyPort), '127.0.0.1', () =>
      socket.write(`CONNECT ${target} HTTP/1.1\r\nhost: ${target}\r\n\r\n`),
    );
    socket.once('data', (chunk) => {
      resolve(chunk.toString('latin1').split('\r\n')[0] ?? '');
      socket.destroy();
    });
    socket.on('error', reject);
  });
}

describe('the guarding proxy', () => {
  it('connects to the address the guard checked, however the name resolves afterwards', async () => {
    dns.set('shop.test', ['127.0.0.1']);
    expect(await viaProxy(`http://shop.test:${port}/pricing`)).toEqual({ status: 200, body: 'hello' });
    // The name now points inside the network (rebinding): the proxy still goes where it was checked.
    dns.set('shop.test', ['10.0.0.5']);
    expect(await viaProxy(`http://shop.test:${port}/again`)).toEqual({ status: 200, body: 'hello' });
    // The site was asked by the name the page used, at the checked address.
    expect(seen).toEqual([
      { host: `shop.test:${port}`, url: '/pricing' },
      { host: `shop.test:${port}`, url: '/again' },
    ]);
  });

  it('refuses what the guard refuses, pages and tunnels, and records why', async () => {
    dns.set('intranet.test', ['10.1.2.3']);
    const answer = await viaProxy('http://intranet.test/admin');
    expect(answer.status).toBe(403);
    expect(answer.body).toContain('is on a private network, not the internet');
    expect(refused.get('http://intranet.test/admin')).toBe('is on a private network, not the internet');
    expect(await tunnel('intranet.test:443')).toBe('HTTP/1.1 403 Forbidden');
    expect(refused.get('intranet.test')).toBe('is on a private network, not the internet');
    expect(await tunnel(`shop.test:${port}`)).toMatch(/^HTTP\/1\.1 200/);
  });
});
