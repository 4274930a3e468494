import { describe, expect, it } from 'vitest';
import { campaignOf, rememberCampaign, storedCampaign } from './campaign';

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
  it('reads the three UTM parameters, trimmed', () => {
    expect(campaignOf('?utm_source=newsletter&utm_medium=%20email%20&utm_campaign=launch&x=1')).toEqual({
      source: 'newsletter',
      medium: 'email',
      campaign: 'launch',
    });
    expect(campaignOf('?utm_source=twitter')).toEqual({ source: 'twitter', medium: null, campaign: null });
  });

  it('names no campaign without UTM parameters', () => {
    expect(campaignOf('?term=checkout')).toBeNull();
    expect(campaignOf('?utm_source=%20')).toBeNull();
  });

  it('keeps the latest campaign and ignores addresses without one', () => {
    const storage = memoryStorage();
    expect(storedCampaign(storage)).toBeNull();
    rememberCampaign('?utm_source=newsletter&utm_campaign=launch', storage);
    rememberCampaign('?screenTypes=application', storage);
    expect(storedCampaign(storage)).toEqual({ source: 'newsletter', medium: null, campaign: 'launch' });
    rememberCampaign('?utm_source=podcast', storage);
    expect(storedCampaign(storage)?.source).toBe('podcast');
  });

  it('survives a damaged stored value', () => {
    const storage = memoryStorage();
    storage.setItem('pageshelf:campaign', '{not json');
    expect(storedCampaign(storage)).toBeNull();
  });
});
