import { describe, expect, it } from 'vitest';
import { categoriesTsQuery, MAX_COMPLETIONS, searchWords, wordsTsQuery } from './content-filters.js';

describe('search words', () => {
  it('keeps letters and digits, lower case, at most eight words', () => {
    expect(searchWords('Sign-in to 9:41 café!')).toEqual(['sign', 'in', 'to', '9', '41', 'café']);
    expect(searchWords("a & b | !c:* ( 'd' <-> #12")).toEqual(['a', 'b', 'c', 'd', '12']);
    expect(searchWords('one two three four five six seven eight nine')).toHaveLength(8);
    expect(searchWords('!!! ***')).toEqual([]);
  });
});

describe('the tsquery of search words', () => {
  it('asks for every word, an unfinished last one completed with the common words it begins', () => {
    expect(wordsTsQuery(['sign', 'inb'], ['inbox', 'inbound'])).toBe('sign & (inb | inbox | inbound)');
  });

  it('takes a last word that is a common word of the library as typed', () => {
    expect(wordsTsQuery(['sign', 'in'], ['in', 'inbox', 'invite'])).toBe('sign & in');
    expect(wordsTsQuery(['premium'], ['premium'])).toBe('premium');
  });

  it('keeps an unfinished word a prefix when none of its completions is common', () => {
    expect(wordsTsQuery(['forgot', 'passw'], [])).toBe('forgot & passw:*');
    expect(wordsTsQuery(['passw'])).toBe('passw:*');
  });

  it('bounds the completions and passes only plain words', () => {
    const many = Array.from({ length: 20 }, (_, index) => `in${index}`);
    const query = wordsTsQuery(['in'], many) ?? '';
    expect(query.split(' | ')).toHaveLength(MAX_COMPLETIONS + 1);
    expect(query.startsWith('(in | in0 | ')).toBe(true);
    expect(wordsTsQuery(['us'], ['user@example.com', "us'er", 'used'])).toBe('(us | used)');
  });

  it('has no query without words, and names each word once', () => {
    expect(wordsTsQuery([])).toBeNull();
    expect(wordsTsQuery(['in', 'sign', 'in'], ['in'])).toBe('sign & in');
    expect(wordsTsQuery(['in', 'sign', 'inb'], ['inbox'])).toBe('in & sign & (inb | inbox)');
  });

  it('writes pattern categories as their words in the search vector', () => {
    expect(categoriesTsQuery([12, 7])).toBe("'#12' | '#7'");
  });
});
