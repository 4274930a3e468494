import { describe, expect, it } from 'vitest';
import { isInwardAddress, publicAddressGuard } from './address-guard.js';

describe('isInwardAddress', () => {
  it('finds loopback, private, link-local, shared and reserved addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.10',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      'not an address',
    ])
      expect(isInwardAddress(address), address).toBe(true);
  });

  it('lets internet addresses through', () => {
    for (const address of ['93.184.215.14', '8.8.8.8', '2606:4700::6810:84e5', '::ffff:93.184.215.14'])
      expect(isInwardAddress(address), address).toBe(false);
  });
});

describe('publicAddressGuard', () => {
  const names: Record<string, string[]> = {
    'example.com': ['93.184.215.14'],
    'intranet.example.com': ['10.0.0.5'],
    'mixed.example.com': ['93.184.215.14', '127.0.0.1'],
  };
  const lookups: string[] = [];
  const guard = publicAddressGuard(async (host) => {
    lookups.push(host);
    const found = names[host];
    if (!found) throw new Error('ENOTFOUND');
    return found;
  });

  it('refuses this server, private networks and names that resolve inward, with the reason', async () => {
    expect(await guard(new URL('http://localhost:3000/'))).toBe('is on this server, not the internet');
    expect(await guard(new URL('http://app.localhost/'))).toBe('is on this server, not the internet');
    expect(await guard(new URL('http://127.0.0.1:8080/'))).toBe('is on a private network, not the internet');
    expect(await guard(new URL('http://169.254.169.254/latest/meta-data'))).toBe(
      'is on a private network, not the internet',
    );
    expect(await guard(new URL('http://[::1]/'))).toBe('is on a private network, not the internet');
    expect(await guard(new URL('http://2130706433/'))).toBe('is on a private network, not the internet');
    expect(await guard(new URL('https://intranet.example.com/'))).toBe(
      'is on a private network, not the internet',
    );
    expect(await guard(new URL('https://mixed.example.com/'))).toBe(
      'is on a private network, not the internet',
    );
    expect(await guard(new URL('https://nowhere.example.com/'))).toBe(
      'has a host name that does not resolve',
    );
    expect(await guard(new URL('file:///etc/passwd'))).toBe('is not a web address (file:)');
  });

  it('lets public pages and inline data through, and asks DNS once per host', async () => {
    lookups.length = 0;
    expect(await guard(new URL('https://example.com/pricing'))).toBeNull();
    expect(await guard(new URL('wss://example.com/socket'))).toBeNull();
    expect(await guard(new URL('data:image/png;base64,AAAA'))).toBeNull();
    expect(lookups).toEqual(['example.com']);
  });
});
