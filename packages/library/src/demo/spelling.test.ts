import { readFileSync } from 'node:fs';
import dictionary from 'dictionary-en';
import nspell from 'nspell';
import { describe, expect, it } from 'vitest';
import type { LibraryInput } from '../port.js';
import { generateDemoLibrary } from './generate-demo.js';
import { REDESIGN_WORDS } from './redesign.js';
import { unknownWords } from './spelling.js';

const spell = nspell({ aff: Buffer.from(dictionary.aff), dic: Buffer.from(dictionary.dic) });
/** The words the copy uses on purpose that the dictionary lacks (spelling-words.txt). */
const listed = new Set(
  readFileSync(new URL('./spelling-words.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim().toLowerCase())
    .filter(Boolean),
);
const capitalized = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;
/** A name the dictionary or the list knows, only with a capital (Felix, not felix). */
const isName = (word: string) =>
  listed.has(word) || (!spell.correct(word) && spell.correct(capitalized(word)));

/**
 * Known: in the dictionary as written, in lower case or with a capital; in the list; or a username made
 * of a first name and the first letters of a last name ("felixlop").
 */
function knownTo(names: ReadonlySet<string>) {
  return (word: string) => {
    const lower = word.toLowerCase();
    if (spell.correct(word) || spell.correct(lower) || spell.correct(capitalized(lower))) return true;
    if (listed.has(lower) || names.has(lower)) return true;
    if (!/^[a-z]+$/.test(word)) return false;
    for (let cut = 2; cut <= 4; cut += 1) {
      const first = lower.slice(0, -cut);
      if (first.length >= 3 && isName(first)) return true;
    }
    return false;
  };
}

describe('unknownWords', () => {
  const known = knownTo(new Set(['ledgerly']));

  it('finds a misspelt word, and passes names, addresses, handles, numbers, cut words and typed letters', () => {
    expect([
      ...unknownWords(['Your profile, your flights and boarding passs', 'Teh end'], known).keys(),
    ]).toEqual(['passs', 'Teh']);
    expect(
      unknownWords(
        [
          'Ledgerly by mateo@gmail.com @felix_l #goldenhour https://ledgerly.app/x 14th floor fra1',
          'Data storytell… 25% HIIT felixlop',
          'Spr Sprint planning',
        ],
        known,
      ).size,
    ).toBe(0);
  });
});

describe('the demo library', () => {
  it('spells every string it writes: names, descriptions, flows, categories and every screen', async () => {
    let written: LibraryInput | undefined;
    // Described only (no pictures drawn, nothing stored): the words are those of the drawn screens.
    const writer = {
      write: async (input: LibraryInput) => {
        written = input;
      },
      writeInBatches: async () => {
        throw new Error('the demo library is written in one piece');
      },
      // Described only, no app has a history: nothing is captured.
      captureState: async () => ({ appExists: false, nextPosition: 0, screens: new Map() }),
      writeCapture: async () => {
        throw new Error('a library described only has no history');
      },
    };
    await generateDemoLibrary(writer, {} as never, { images: false });
    if (!written) throw new Error('the generator wrote nothing');
    const apps = new Set(written.apps.map((app) => app.title.toLowerCase()));
    const texts = [
      ...written.apps.flatMap((app) => [app.title, app.description ?? '']),
      ...written.flows.map((flow) => flow.title),
      ...written.categories.map((category) => category.title),
      ...written.screens.map((screen) => screen.textInScreen ?? ''),
      // The words the redesigns of the apps with a history draw instead.
      ...REDESIGN_WORDS,
    ];
    expect(written.screens.length).toBeGreaterThan(500);
    expect(Object.fromEntries(unknownWords(texts, knownTo(apps)))).toEqual({});
    // It lays out all of the library's screens (about 950, 2 s on two quiet cores): more than a unit
    // test's default 5 s when the CI's other tasks share the cores.
  }, 60_000);
});
