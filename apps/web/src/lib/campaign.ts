/**
 * The campaign a visitor arrived from (`utm_source`, `utm_medium`, `utm_campaign`), stored so that it
 * can be attached to the person in analytics when they sign up later (spec section 3).
 */
export interface Campaign {
  source: string | null;
  medium: string | null;
  campaign: string | null;
}

const STORAGE_KEY = 'pageshelf:campaign';
const MAX_LENGTH = 100;

function param(search: URLSearchParams, name: string): string | null {
  const value = search.get(name)?.trim();
  return value ? value.slice(0, MAX_LENGTH) : null;
}

/** The campaign named by a query string, or null when it names none. */
export function campaignOf(search: string): Campaign | null {
  const params = new URLSearchParams(search);
  const campaign = {
    source: param(params, 'utm_source'),
    medium: param(params, 'utm_medium'),
    campaign: param(params, 'utm_campaign'),
  };
  return campaign.source || campaign.medium || campaign.campaign ? campaign : null;
}

/** Keeps the campaign of this address, if it names one (the latest campaign wins). */
export function rememberCampaign(search: string, storage: Storage = window.localStorage): void {
  const campaign = campaignOf(search);
  if (!campaign) return;
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(campaign));
  } catch {
    // storage full or disabled: the campaign is simply not kept
  }
}

/** The stored campaign, or null. */
export function storedCampaign(storage: Storage = window.localStorage): Campaign | null {
  try {
    const value = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null') as Partial<Campaign> | null;
    if (!value || typeof value !== 'object') return null;
    const text = (v: unknown) => (typeof v === 'string' && v ? v.slice(0, MAX_LENGTH) : null);
    return { source: text(value.source), medium: text(value.medium), campaign: text(value.campaign) };
  } catch {
    return null;
  }
}
