/**
 * The people of every app: names shared by all domains (so they stay here, not in a domain's data file),
 * drawn into a person with a handle, an email address and the seed of a portrait.
 */
import type { Random } from '../random.js';
import type { Person } from './types.js';

const FIRST = [
  'Maya',
  'Leo',
  'Amara',
  'Jonas',
  'Priya',
  'Theo',
  'Sofia',
  'Kenji',
  'Nora',
  'Mateo',
  'Aisha',
  'Lucas',
  'Elena',
  'Omar',
  'Hana',
  'Felix',
  'Zoe',
  'Ravi',
  'Ines',
  'Noah',
  'Chloe',
  'Daniel',
  'Yuki',
  'Sam',
] as const;
const LAST = [
  'Chen',
  'Okafor',
  'Berg',
  'Patel',
  'Moreau',
  'Silva',
  'Kim',
  'Novak',
  'Haddad',
  'Rossi',
  'Larsen',
  'Tanaka',
  'Walsh',
  'Costa',
  'Fischer',
  'Ahmed',
  'Lopez',
  'Meyer',
  'Nguyen',
  'Hughes',
] as const;

/** A person drawn from `r`; `domain` is the app's email domain. */
export function person(r: Random, domain: string): Person {
  const first = r.pick(FIRST);
  const last = r.pick(LAST);
  return {
    first,
    last,
    name: `${first} ${last}`,
    initials: `${first[0]}${last[0]}`,
    handle: `@${first.toLowerCase()}${last.toLowerCase().slice(0, 3)}`,
    email: `${first.toLowerCase()}.${last.toLowerCase()}@${domain === 'mail.com' ? 'mail.com' : 'gmail.com'}`,
    seed: r.int(1, 2 ** 31),
  };
}
