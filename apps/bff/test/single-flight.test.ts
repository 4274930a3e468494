import { describe, expect, it } from 'vitest';
import { LeaderGone, SingleFlight } from '../src/lib/single-flight.js';

describe('SingleFlight', () => {
  it('lets the first request of a key lead and the next ones wait for its answer', async () => {
    const flights = new SingleFlight<string>();
    const first = flights.join('GET /pages');
    const second = flights.join('GET /pages');
    const third = flights.join('GET /pages');
    expect('lead' in first).toBe(true);
    expect('wait' in second && 'wait' in third).toBe(true);
    expect(flights.waiting).toBe(2);
    if (!('lead' in first) || !('wait' in second) || !('wait' in third)) throw new Error('unreachable');
    expect(first.lead.close()).toBe(2);
    first.lead.resolve('answer');
    await expect(second.wait).resolves.toBe('answer');
    await expect(third.wait).resolves.toBe('answer');
    expect(flights.waiting).toBe(0);
  });

  it('keeps keys apart', () => {
    const flights = new SingleFlight<string>();
    expect('lead' in flights.join('a')).toBe(true);
    expect('lead' in flights.join('b')).toBe(true);
  });

  it('ends the sharing at close: a later request leads a call of its own, the earlier waiters still get theirs', async () => {
    const flights = new SingleFlight<string>();
    const first = flights.join('k');
    const waiter = flights.join('k');
    if (!('lead' in first) || !('wait' in waiter)) throw new Error('unreachable');
    expect(first.lead.close()).toBe(1);
    const later = flights.join('k');
    expect('lead' in later).toBe(true);
    first.lead.resolve('one');
    await expect(waiter.wait).resolves.toBe('one');
    // The first flight's end does not close the later one.
    if (!('lead' in later)) throw new Error('unreachable');
    first.lead.reject(new Error('late'));
    expect('wait' in flights.join('k')).toBe(true);
  });

  it('gives every waiter the error, or LeaderGone when the leader left', async () => {
    const flights = new SingleFlight<string>();
    const first = flights.join('k');
    const waiter = flights.join('k');
    if (!('lead' in first) || !('wait' in waiter)) throw new Error('unreachable');
    first.lead.reject(new LeaderGone());
    await expect(waiter.wait).rejects.toBeInstanceOf(LeaderGone);
    expect(flights.waiting).toBe(0);
    expect('lead' in flights.join('k')).toBe(true);
  });

  it('answers a leader with no waiters with 0 at close', () => {
    const flights = new SingleFlight<string>();
    const first = flights.join('k');
    if (!('lead' in first)) throw new Error('unreachable');
    expect(first.lead.close()).toBe(0);
    expect(first.lead.close()).toBe(0);
  });
});
