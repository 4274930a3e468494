import { describe, expect, it } from 'vitest';
import { rememberCampaign, storedCampaign } from './campaign';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

describe('campaign', () => {
  it('keeps the latest campaign and ignores addresses without one', () => {
    const storage = memoryStorage();
    expect(storedCampaign(storage)).toBeNull();
    rememberCampaign('?utm_source=newsletter&utm_campaign=launch', storage);
    rememberCampaign('?screenTypes=application', storage);
    expect(storedCampaign(storage)).toEqual({ source: 'newsletter', medium: null, campaign: 'launch' });
    rememberCampaign('?utm_source=podcast', storage);
    expect(storedCampaign(storage)?.source).toBe('podcast');
  });

  it('survives a damaged or tampered stored value', () => {
    const storage = memoryStorage();
    storage.setItem('pageshelf:campaign', '{not json');
    expect(storedCampaign(storage)).toBeNull();
    storage.setItem('pageshelf:campaign', JSON.stringify({ source: 'x'.repeat(5_000), medium: 3 }));
    expect(storedCampaign(storage)?.source?.length).toBeLessThanOrEqual(200);
    expect(storedCampaign(storage)?.medium).toBeNull();
  });
});
