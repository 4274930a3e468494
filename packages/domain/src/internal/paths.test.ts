import { describe, expect, it } from 'vitest';
import { pathSegments } from './paths.js';

describe('pathSegments', () => {
  it('splits a plain path', () => {
    expect(pathSegments('/n/apps/notion')).toEqual(['n', 'apps', 'notion']);
    expect(pathSegments('/')).toEqual([]);
  });

  it('drops query, fragment, scheme and host', () => {
    expect(pathSegments('/search?term=a#x')).toEqual(['search']);
    expect(pathSegments('https://pageshelf.test/Search/?q=1')).toEqual(['search']);
  });

  it('normalises case, duplicate slashes, backslashes and dot segments', () => {
    expect(pathSegments('//N//Settings/../search/./')).toEqual(['n', 'search']);
    expect(pathSegments('\\search')).toEqual(['search']);
    expect(pathSegments('/../../search')).toEqual(['search']);
  });

  it('decodes percent-encoding once and keeps broken encoding as is', () => {
    expect(pathSegments('/%73earch')).toEqual(['search']);
    expect(pathSegments('/%2573earch')).toEqual(['%73earch']);
    expect(pathSegments('/search%')).toEqual(['search%']);
    expect(pathSegments('/a%2Fb')).toEqual(['a', 'b']);
  });

  it('gives no segments for a value that is not a string', () => {
    expect(pathSegments(undefined)).toEqual([]);
    expect(pathSegments(42)).toEqual([]);
  });
});
