/**
 * The campaign a visitor arrived from (`utm_source`, `utm_medium`, `utm_campaign`; read by the domain's
 * `campaignFromSearch`), stored so that it can be attached to the person in analytics when they sign up
 * later (spec section 3).
 */
import { type Campaign, campaignFromSearch } from '@pageshelf/domain/analytics-identity';

const STORAGE_KEY = 'pageshelf:campaign';

/** Keeps the campaign of this address, if it names one (the latest campaign wins). */
export function rememberCampaign(search: string, storage: Storage = window.localStorage): void {
  const campaign = campaignFromSearch(search);
  if (!campaign) return;
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(campaign));
  } catch {
    // storage full or disabled: the campaign is simply not kept
  }
}

/** The stored campaign (read back through the same rules, so a tampered entry cannot grow), or null. */
export function storedCampaign(storage: Storage = window.localStorage): Campaign | null {
  try {
    const value = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null') as Partial<Campaign> | null;
    if (!value || typeof value !== 'object') return null;
    const params = new URLSearchParams();
    for (const [key, name] of [
      ['source', 'utm_source'],
      ['medium', 'utm_medium'],
      ['campaign', 'utm_campaign'],
    ] as const) {
      if (typeof value[key] === 'string') params.set(name, value[key]);
    }
    return campaignFromSearch(params);
  } catch {
    return null;
  }
}
