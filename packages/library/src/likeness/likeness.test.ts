import { describe, expect, it } from 'vitest';
import {
  type CandidateScreen,
  LIKENESS_WEIGHTS,
  type LikenessQuery,
  MIN_WORDS,
  platformOfShape,
  rankCandidates,
  SIGNATURE_PLATFORMS,
  type SignatureColumns,
  SignatureIndex,
  type StoredSignature,
  weightsFor,
} from './likeness.js';
import { likenessWords, textSketch } from './signature.js';

const words = (text: string) => likenessWords(text);

function stored(id: number, text: string, overrides: Partial<StoredSignature> = {}): CandidateScreen {
  return {
    id,
    width: 780,
    height: 1688,
    platform: 'ios',
    phash: '0f0f0f0f0f0f0f0f',
    layout: '00ff00ff00ff00ff',
    colors: '8000000000000001',
    sketch: textSketch(words(text)),
    words: words(text),
    ...overrides,
  };
}

const queryOf = (text: string, overrides: Partial<LikenessQuery> = {}): LikenessQuery => ({
  width: 780,
  height: 1688,
  phash: '0f0f0f0f0f0f0f0f',
  layout: '00ff00ff00ff00ff',
  colors: '8000000000000001',
  words: words(text),
  sketch: textSketch(words(text)),
  ...overrides,
});

describe('the weights', () => {
  it('add up to 1, and without enough words the others share text’s', () => {
    const sum = (weights: Record<string, number>) => Object.values(weights).reduce((a, b) => a + b, 0);
    expect(sum(LIKENESS_WEIGHTS)).toBeCloseTo(1, 10);
    expect(weightsFor(MIN_WORDS - 1).text).toBe(0);
    expect(sum(weightsFor(0))).toBeCloseTo(1, 10);
    expect(weightsFor(MIN_WORDS)).toEqual(LIKENESS_WEIGHTS);
  });
});

describe('platformOfShape', () => {
  it('reads web pages as wide, iPhones at 19.5:9 and Android phones at 20:9, and is unsure otherwise', () => {
    expect(platformOfShape(1920, 1200)).toBe('web');
    expect(platformOfShape(780, 1688)).toBe('ios');
    expect(platformOfShape(824, 1830)).toBe('android');
    expect(platformOfShape(624, 1350)).toBe('ios');
    expect(platformOfShape(1000, 1100)).toBeNull();
    expect(platformOfShape(600, 1100)).toBeNull();
  });
});

describe('SignatureIndex', () => {
  const library = [
    stored(1, 'Welcome back sign in with your email address password'),
    stored(2, 'Portfolio balance growth chart stocks crypto savings', {
      layout: 'ff00ff00ff00ff00',
      phash: 'f0f0f0f0f0f0f0f0',
    }),
    stored(3, 'Settings notifications privacy account language theme', { colors: '0000000000000006' }),
    stored(4, 'Pricing plans monthly yearly compare features', {
      platform: 'web',
      width: 1920,
      height: 1200,
    }),
  ];

  it('ranks a picture’s own screen first, and finds it by words when the layout differs', () => {
    const index = new SignatureIndex();
    index.add(library);
    expect(index.length).toBe(4);
    expect(index.maxId).toBe(4);
    expect(
      index.candidates(
        queryOf('Portfolio balance growth chart stocks crypto savings', {
          layout: 'ff00ff00ff00ff00',
          phash: 'f0f0f0f0f0f0f0f0',
        }),
      )[0]?.id,
    ).toBe(2);
    expect(index.candidates(queryOf('notifications privacy language theme settings'))[0]?.id).toBe(3);
  });

  it('keeps the best `limit`, best first, and replaces a screen added again', () => {
    const index = new SignatureIndex();
    index.add(Array.from({ length: 2000 }, (_, n) => stored(n + 1, `word${n} other`)));
    index.add([stored(1500, 'Portfolio balance growth chart stocks crypto savings')]);
    expect(index.length).toBe(2000);
    const found = index.candidates(queryOf('Portfolio balance growth chart stocks crypto savings'), 10);
    expect(found).toHaveLength(10);
    expect(found[0]?.id).toBe(1500);
    for (let at = 1; at < found.length; at += 1)
      expect(found[at - 1]?.score).toBeGreaterThanOrEqual(found[at]?.score ?? 0);
  });

  it('keeps screens added out of order, and replaces one added again, wherever it is', () => {
    const index = new SignatureIndex();
    index.add([stored(10, 'ten'), stored(30, 'thirty')]);
    index.add([stored(20, 'Portfolio balance growth chart stocks crypto savings'), stored(5, 'five')]);
    index.add([stored(30, 'Portfolio balance growth chart stocks crypto savings')]);
    expect(index.length).toBe(4);
    expect(index.maxId).toBe(30);
    const found = index.candidates(queryOf('Portfolio balance growth chart stocks crypto savings'));
    expect(found.map((candidate) => candidate.id).sort((a, b) => a - b)).toEqual([5, 10, 20, 30]);
    expect(found.slice(0, 2).map((candidate) => candidate.id)).toEqual([30, 20]);
  });

  it('counts no visual likeness for a screen stored without a signature', () => {
    const index = new SignatureIndex();
    index.add([
      stored(1, 'alpha beta gamma', { phash: null, layout: null, colors: null }),
      stored(2, 'alpha beta gamma'),
    ]);
    const [first, second] = index.candidates(queryOf('alpha beta gamma'));
    expect(first?.id).toBe(2);
    expect(second?.score).toBeLessThan(first?.score ?? 0);
  });

  it('puts phone screens before web pages for a phone screenshot', () => {
    const index = new SignatureIndex();
    index.add([stored(1, 'x', { platform: 'web' }), stored(2, 'x', { platform: 'android' })]);
    expect(index.candidates(queryOf('nothing in common here'))[0]?.id).toBe(2);
  });
});

/** Signatures as columns, as the API reads them from the database (`SignatureColumns`). */
function columnsOf(rows: readonly StoredSignature[]): SignatureColumns {
  const bytes = (pick: (row: StoredSignature) => string | null, digits: number) =>
    Buffer.from(rows.map((row) => pick(row) ?? '0'.repeat(digits)).join(''), 'hex');
  return {
    ids: Int32Array.from(rows, (row) => row.id),
    platforms: Uint8Array.from(rows, (row) => SIGNATURE_PLATFORMS.indexOf(row.platform)),
    noVisual: Uint8Array.from(rows, (row) =>
      row.phash === null || row.layout === null || row.colors === null ? 1 : 0,
    ),
    phash: bytes((row) => row.phash, 16),
    layout: bytes((row) => row.layout, 16),
    colors: bytes((row) => row.colors, 16),
    sketch: bytes((row) => row.sketch, 32),
  };
}

describe('SignatureIndex.addColumns', () => {
  const library = [
    ...Array.from({ length: 300 }, (_, n) =>
      stored(n + 1, `word${n} other screen ${n % 7}`, {
        platform: SIGNATURE_PLATFORMS[n % 3],
        phash: (n * 2654435761).toString(16).padStart(16, '0').slice(-16),
        colors: (n * 40503).toString(16).padStart(16, '0'),
      }),
    ),
    stored(301, 'Portfolio balance growth chart stocks crypto savings', { phash: null }),
    stored(302, 'Settings notifications privacy', { platform: 'web', layout: null, colors: null }),
  ];
  const queries = [
    queryOf('Portfolio balance growth chart stocks crypto savings'),
    queryOf('word12 other screen 5', { width: 1920, height: 1080 }),
    queryOf('x', { phash: '00000000ffffffff', colors: '0000000000009e37' }),
  ];

  it('holds the same index as `add`: the same candidates with the same scores', () => {
    const one = new SignatureIndex();
    one.add(library);
    const other = new SignatureIndex();
    other.reserve(1_000);
    other.addColumns(columnsOf(library.slice(0, 100)));
    other.addColumns(columnsOf(library.slice(100)));
    expect(other.length).toBe(one.length);
    expect(other.maxId).toBe(302);
    for (const query of queries) expect(other.candidates(query, 50)).toEqual(one.candidates(query, 50));
  });

  it('replaces a screen held already, and keeps screens added out of order in place', () => {
    const index = new SignatureIndex();
    index.addColumns(columnsOf([stored(10, 'ten'), stored(30, 'thirty')]));
    index.addColumns(
      columnsOf([stored(20, 'Portfolio balance growth chart stocks crypto savings'), stored(5, 'five')]),
    );
    index.addColumns(columnsOf([stored(30, 'Portfolio balance growth chart stocks crypto savings')]));
    expect(index.length).toBe(4);
    const found = index.candidates(queryOf('Portfolio balance growth chart stocks crypto savings'));
    expect(found.slice(0, 2).map((candidate) => candidate.id)).toEqual([30, 20]);
  });

  it('refuses columns of other lengths than the ids, or a platform it does not know', () => {
    const index = new SignatureIndex();
    const columns = columnsOf([stored(1, 'one'), stored(2, 'two')]);
    expect(() => index.addColumns({ ...columns, sketch: columns.sketch.subarray(1) })).toThrow(
      'sketch: 31 bytes for 2 screens (16 a screen)',
    );
    expect(() => index.addColumns({ ...columns, platforms: Uint8Array.of(0, 3) })).toThrow(
      'no platform of code 3',
    );
    expect(index.length).toBe(0);
  });
});

describe('rankCandidates', () => {
  it('weighs words by how few candidates have them and names the words in common, rarest first', () => {
    const menu = 'home search profile';
    const candidates = [
      stored(1, `${menu} transfer money friends`),
      stored(2, `${menu} transfer history receipts`),
      stored(3, `${menu} budget categories`),
    ];
    const [best, ...rest] = rankCandidates(queryOf(`${menu} transfer money friends`), candidates);
    expect(best?.id).toBe(1);
    expect(best?.text).toBeCloseTo(1, 5);
    expect(best?.words.slice(0, 2).sort()).toEqual(['friends', 'money']);
    expect(rest[0]?.id).toBe(2);
    expect(rest[0]?.text).toBeLessThan(0.6);
    expect(best?.samePlatform).toBe(true);
    expect(best?.layout).toBe(1);
  });

  it('names the colours in common from the picture’s own palette', () => {
    const [match] = rankCandidates(
      queryOf('a b c'),
      [stored(1, 'x')],
      [
        { bin: 0, color: '#111111', share: 0.5 },
        { bin: 63, color: '#fafafa', share: 0.5 },
      ],
    );
    expect(match?.sharedColors).toEqual(['#111111', '#fafafa']);
    expect(match?.colors).toBe(1);
  });
});
