import { describe, expect, it } from 'vitest';
import { pluralOf } from './words.js';

describe('pluralOf', () => {
  it("writes an app's noun in the plural a sentence needs", () => {
    expect(pluralOf('Boarding pass')).toBe('boarding passes');
    expect(pluralOf('eSIM')).toBe('eSIMs');
    expect(pluralOf('RSVP')).toBe('RSVPs');
    expect(pluralOf('Flight')).toBe('flights');
    expect(pluralOf('Query')).toBe('queries');
    expect(pluralOf('Delivery')).toBe('deliveries');
    expect(pluralOf('Day')).toBe('days');
    expect(pluralOf('Match')).toBe('matches');
    expect(pluralOf('Box')).toBe('boxes');
    expect(pluralOf('Nights')).toBe('nights');
    expect(pluralOf('Amenities')).toBe('amenities');
    expect(pluralOf('Ceramics')).toBe('ceramics');
    expect(pluralOf('Produce')).toBe('produce');
    expect(pluralOf('Speaking')).toBe('speaking');
  });
});
