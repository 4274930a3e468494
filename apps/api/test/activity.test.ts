/**
 * `POST /me/activity` (issue 25, row 8): an activity row is bounded in size (its name, its properties as
 * JSON) and in rate (per account for members; per device and per address for visitors), counted in the
 * database so the bounds hold across API processes. A refusal writes nothing.
 */
import { ACTIVITY_RATES, HOUR_MS } from '@pageshelf/domain/write-limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/sign-in.js';
import { startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api?.close());

let addresses = 0;
/** An address no other test uses (198.18.0.0/15, the benchmarking range). */
const freshAddress = () => {
  addresses += 1;
  return `198.18.${addresses >> 8}.${addresses & 255}`;
};

/** A device id as the BFF forwards it (the browser's device cookie). */
const device = (name: string) => `device-${name}-0123456789abcdef`;

interface Caller {
  address?: string;
  device?: string;
  authorization?: string;
}

const log = (caller: Caller, body: Record<string, unknown> = {}) =>
  api.app.inject({
    method: 'POST',
    url: '/me/activity',
    headers: {
      ...(caller.address ? { ip_origin: caller.address } : {}),
      ...(caller.device ? { 'x-device-id': caller.device } : {}),
      ...(caller.authorization ? { authorization: caller.authorization } : {}),
    },
    payload: { action: 'log_user_activity', action_name: 'onboarding step viewed', ...body },
  });

const rows = async () =>
  Number(
    (
      await api.container.database.db
        .selectFrom('activity_log')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );

/** Sends `count` activities of `caller` one after the other and gives their statuses. */
async function logMany(caller: Caller, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let sent = 0; sent < count; sent += 1) statuses.push((await log(caller)).statusCode);
  return statuses;
}

describe('POST /me/activity', () => {
  it("stores a visitor's activity with its properties, keyed by its device", async () => {
    const caller = { address: freshAddress(), device: device('store') };
    const response = await log(caller, { properties: { step: 'share' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const row = await api.container.database.db
      .selectFrom('activity_log')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: null, action_name: 'onboarding step viewed' });
    expect(row.properties).toEqual({ step: 'share' });
    expect(row.device_key).toMatch(/^[0-9a-f]{32}$/);
  });

  it('refuses 100 activities of 30 KB, and any name or properties over their bounds, naming the field', async () => {
    const caller = { address: freshAddress() };
    const before = await rows();
    // 50 properties of 500 characters: what the contract used to take, 30 KB a row.
    const large = Object.fromEntries(
      Array.from({ length: 50 }, (_, index) => [`k${index}`, 'x'.repeat(500)]),
    );
    for (let sent = 0; sent < 100; sent += 1) {
      const refused = await log(caller, { properties: large });
      expect(refused.statusCode, `activity ${sent}`).toBe(400);
      expect(refused.json().issues).toEqual([
        { path: 'body.properties', message: 'properties must be at most 1024 bytes as JSON' },
      ]);
    }
    const long = await log(caller, { action_name: 'x'.repeat(201) });
    expect(long.statusCode).toBe(400);
    expect(long.json().issues).toEqual([
      { path: 'body.action_name', message: 'action_name must be at most 200 characters' },
    ]);
    expect(await rows()).toBe(before);
    // Within the bounds, it is taken.
    const fits = { a: 'x'.repeat(334), b: 'x'.repeat(334), c: 'x'.repeat(334) };
    expect((await log(caller, { action_name: 'x'.repeat(200), properties: fits })).statusCode).toBe(200);
  });

  it("holds a visitor's device to 60 an hour and says when to try again", async () => {
    const caller = { address: freshAddress(), device: device('hourly') };
    expect(await logMany(caller, ACTIVITY_RATES.device.limit)).toEqual(Array(60).fill(200));
    const before = await rows();
    api.clock.advance(10 * 60_000);
    const refused = await log(caller);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'rate_limited',
      message: 'Too many requests. Try again in 50 minutes',
    });
    expect(refused.headers['retry-after']).toBe(String(50 * 60));
    expect(await rows()).toBe(before);
    // Another device behind the same address is not held back by this one.
    expect((await log({ address: caller.address, device: device('other') })).statusCode).toBe(200);
    // An hour after the first, the window starts again.
    api.clock.advance(50 * 60_000);
    expect((await log(caller)).statusCode).toBe(200);
  });

  it('holds all devices behind one address to 240 an hour, and a cookieless visitor to 60', async () => {
    const address = freshAddress();
    for (const name of ['a', 'b', 'c', 'd']) {
      expect(await logMany({ address, device: device(name) }, 60), name).toEqual(Array(60).fill(200));
    }
    const fifth = await log({ address, device: device('e') });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().code).toBe('rate_limited');
    expect(fifth.headers['retry-after']).toBe(String(HOUR_MS / 1000));
    // Without a device cookie, an address alone is one device: dropping cookies buys nothing.
    const cookieless = { address: freshAddress() };
    const statuses = await logMany(cookieless, 61);
    expect(statuses.slice(0, 60)).toEqual(Array(60).fill(200));
    expect(statuses[60]).toBe(429);
  });

  it('holds a member to 60 an hour whatever the address or device', async () => {
    const { authorization } = await signIn(api.app, 'activity-member@pageshelf.test');
    const statuses: number[] = [];
    for (let sent = 0; sent <= 60; sent += 1) {
      const caller = { authorization, address: freshAddress(), device: device(`member${sent}`) };
      statuses.push((await log(caller)).statusCode);
    }
    expect(statuses.slice(0, 60)).toEqual(Array(60).fill(200));
    expect(statuses[60]).toBe(429);
    const stored = await api.container.database.db
      .selectFrom('activity_log')
      .innerJoin('users', 'users.id', 'activity_log.user_id')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('users.email', '=', 'activity-member@pageshelf.test')
      .executeTakeFirstOrThrow();
    expect(Number(stored.count)).toBe(60);
  });

  it('lets only one of the activities sent at once take the last place of the hour', async () => {
    const caller = { address: freshAddress(), device: device('racing') };
    expect(await logMany(caller, 59)).toEqual(Array(59).fill(200));
    const before = await rows();
    const racing = await Promise.all(Array.from({ length: 6 }, () => log(caller)));
    expect(racing.map((response) => response.statusCode).sort()).toEqual([200, 429, 429, 429, 429, 429]);
    expect(await rows()).toBe(before + 1);
  });
});
