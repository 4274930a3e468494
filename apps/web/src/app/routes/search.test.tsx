import type { SearchResponse } from '@pageshelf/contracts/search';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearRecentSearches, recentSearches, rememberSearch } from '#features/search/lib/recent-searches';
import { modalStore } from '#lib/modals';
import { setSearchData } from '#testing/cookies';
import { stubFetch } from '#testing/fetch';
import { renderAt, testQueryClient, testUser } from '#testing/render';
import { SearchRoute } from './search';

const USED_UP = "You've used all 8 daily searches. Upgrade to Pro for unlimited searches";

const appRef = { id: 3, title: 'Circlet', slug: 'circlet', logo: '/media/demo/circlet/logo.webp' };
const image = {
  thumb: '/media/demo/circlet/19/thumb.webp',
  full: '/media/demo/circlet/19/full.webp',
  original: null,
  preview: '/media/demo/circlet/19/preview.webp',
  width: 780,
  height: 1688,
  dominantColor: '#080818',
};
const uuid = (n: number) => `49cfdf73-2e8e-4bd7-9cf1-${String(n).padStart(12, '0')}`;
const screenOf = (n: number) => ({
  id: n,
  uuid: uuid(n),
  app: appRef,
  platform: 'ios',
  image,
  screenType: 'application',
  patternCategories: [{ id: 6, title: 'Onboarding', slug: 'onboarding' }],
  textInScreen: 'Welcome to Circlet',
  is_restricted: false,
  position: 0,
  capturedAt: '2026-03-12T10:00:00.000Z',
});
const app = {
  ...appRef,
  description: 'Circles of friends.',
  platform: 'ios',
  website: null,
  productCategories: [],
  screenCount: 120,
  flowCount: 8,
  componentCount: 30,
  redesignedAt: null,
};
const flow = {
  id: 40,
  uuid: uuid(400),
  app: appRef,
  platform: 'ios',
  title: 'Onboarding',
  flowCategories: [{ id: 2, title: 'Onboarding', slug: 'onboarding' }],
  screens: [screenOf(1), screenOf(2)],
  screenCount: 2,
};
const component = {
  id: 50,
  uuid: uuid(500),
  app: appRef,
  platform: 'ios',
  screenUuid: uuid(1),
  crop: { x: 0, y: 0, width: 780, height: 300 },
  scale: 2,
  image,
  is_restricted: false,
  componentCategories: [{ id: 9, title: 'Button', slug: 'button' }],
  tags: [],
};

const chip = (kind: string, id: number | null, slug: string, title: string, key: string, value: string) => ({
  kind,
  id,
  slug,
  title,
  words: [slug],
  corrected: false,
  filter: { key, value },
});

/** "dark onboarding ios", read: iOS, Onboarding and Dark mode, nothing left as text. */
const DARK_ONBOARDING_IOS = {
  query: 'dark onboarding ios',
  reading: {
    chips: [
      chip('tag', 12, 'dark-mode', 'Dark mode', 'tags', 'dark-mode'),
      chip('pattern', 6, 'onboarding', 'Onboarding', 'patternCategories', '6'),
      chip('platform', null, 'ios', 'iOS', 'platforms', 'ios'),
    ],
    text: null,
    correctedFrom: null,
    correctedTo: null,
    filters: { platforms: 'ios', patternCategories: '6', tags: 'dark-mode' },
  },
  apps: { items: [app], total: { value: 1, exact: true } },
  screens: { items: [screenOf(1), screenOf(2), screenOf(3)], total: { value: 140, exact: true } },
  flows: { items: [flow], total: { value: 12, exact: true } },
  components: { items: [component], total: { value: 1, exact: true } },
  categories: [],
} as unknown as SearchResponse;

/** The search page, with where it went. */
function Probe() {
  const location = useLocation();
  return (
    <>
      <SearchRoute />
      <output aria-label="address">{`${location.pathname}${location.search}`}</output>
    </>
  );
}

const free = (searchCount = 2) => {
  setSearchData(searchCount);
  return testQueryClient({ authenticated: true, user: testUser({ searchCount }) });
};

const address = () => screen.getByLabelText('address').textContent;
const searchCalls = (fetch: ReturnType<typeof stubFetch>) =>
  fetch.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === '/api/search')
    .map((url) => url.search);

describe('the search page', () => {
  afterEach(() => {
    clearRecentSearches();
    vi.unstubAllGlobals();
  });

  it('reads the words into chips, then holds the understood filters in the address, asking once', async () => {
    const fetch = stubFetch({ 'GET /api/search': DARK_ONBOARDING_IOS });
    renderAt(<Probe />, { path: '/search?term=dark+onboarding+ios', pattern: '/search', client: free() });

    const chips = await screen.findByRole('list', { name: 'Searching for' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Tag: Dark mode', 'Pattern: Onboarding', 'Platform: iOS']);
    await waitFor(() => expect(address()).toBe('/search?platforms=ios&patternCategories=6&tags=dark-mode'));
    // The words typed stay in the field; the answer is kept under the new address, not asked again.
    expect(screen.getByRole('searchbox', { name: 'Search the library' })).toHaveProperty(
      'value',
      'dark onboarding ios',
    );
    expect(searchCalls(fetch)).toEqual(['?q=dark+onboarding+ios&limit=24']);
    expect(recentSearches(7)).toEqual(['dark onboarding ios']);
  });

  it('removes a chip with its ×: the same search without it, asked by its filters', async () => {
    const fetch = stubFetch({ 'GET /api/search': DARK_ONBOARDING_IOS });
    renderAt(<Probe />, {
      path: '/search?platforms=ios&patternCategories=6&tags=dark-mode',
      pattern: '/search',
      client: free(),
    });
    const remove = await screen.findByRole('link', { name: 'Remove iOS' });
    expect(remove.getAttribute('href')).toBe('/search?patternCategories=6&tags=dark-mode');
    expect(screen.getByRole('link', { name: 'Remove Dark mode' }).getAttribute('href')).toBe(
      '/search?platforms=ios&patternCategories=6',
    );
    // Opened by its filters (a shared address), the field says what is searched (filled once the answer
    // is read: an effect after the render that shows the chips).
    await waitFor(() =>
      expect(screen.getByRole('searchbox', { name: 'Search the library' })).toHaveProperty(
        'value',
        'Dark mode Onboarding iOS',
      ),
    );
    fireEvent.click(remove);
    await waitFor(() => expect(address()).toBe('/search?patternCategories=6&tags=dark-mode'));
    await waitFor(() =>
      expect(searchCalls(fetch)).toEqual([
        '?platforms=ios&pattern_cats=6&tags=dark-mode&limit=24',
        '?pattern_cats=6&tags=dark-mode&limit=24',
      ]),
    );
  });

  it('groups the answer: apps, screens, flows, components, each with its total and a "see all" into its list', async () => {
    stubFetch({ 'GET /api/search': DARK_ONBOARDING_IOS });
    renderAt(<Probe />, {
      path: '/search?platforms=ios&patternCategories=6',
      pattern: '/search',
      client: free(),
    });
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Apps 1',
      'Screens 140',
      'Flows 12',
      'Components 1',
    ]);
    // Only a group with more than it shows has "see all"; tags are not a list filter, so none here.
    expect(screen.queryByRole('link', { name: 'See all apps' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'See all components' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'See all screens' })).toBeNull();
  });

  it('sees all screens and flows in their lists with the same filters', async () => {
    const answer = {
      ...DARK_ONBOARDING_IOS,
      reading: {
        ...DARK_ONBOARDING_IOS.reading,
        chips: DARK_ONBOARDING_IOS.reading.chips.slice(1),
        filters: { platforms: 'ios', patternCategories: '6' },
      },
    };
    stubFetch({ 'GET /api/search': answer });
    renderAt(<Probe />, {
      path: '/search?platforms=ios&patternCategories=6',
      pattern: '/search',
      client: free(),
    });
    expect((await screen.findByRole('link', { name: 'See all screens' })).getAttribute('href')).toBe(
      '/n/pages?platforms=ios&patternCategories=6',
    );
    expect(screen.getByRole('link', { name: 'See all flows' }).getAttribute('href')).toBe(
      '/n/flows?platforms=ios&patternCategories=6',
    );
  });

  it('says when a word was corrected, with the way to the words as typed', async () => {
    const fetch = stubFetch({
      'GET /api/search': {
        ...DARK_ONBOARDING_IOS,
        query: 'chekout',
        reading: {
          chips: [
            { ...chip('pattern', 14, 'checkout', 'Checkout', 'patternCategories', '14'), corrected: true },
          ],
          text: null,
          correctedFrom: 'chekout',
          correctedTo: 'checkout',
          filters: { patternCategories: '14' },
        },
      },
    });
    renderAt(<Probe />, { path: '/search?term=chekout', pattern: '/search', client: free() });
    const line = await screen.findByText(/Showing results for/);
    expect(line.textContent).toBe('Showing results for checkout — search for “chekout” instead');
    expect(within(line).getByRole('link').getAttribute('href')).toBe('/search?term=chekout&literal=1');
    await waitFor(() => expect(address()).toBe('/search?patternCategories=14'));
    // Still said once the address holds the filters: the answer is the same.
    expect(screen.getByText(/Showing results for/)).toBeTruthy();
    expect(searchCalls(fetch)).toEqual(['?q=chekout&limit=24']);
  });

  it('keeps saying so after a reload, when the address holds only the filters the words were read into', async () => {
    stubFetch({
      'GET /api/search': {
        ...DARK_ONBOARDING_IOS,
        query: '',
        reading: {
          chips: [chip('pattern', 14, 'checkout', 'Checkout', 'patternCategories', '14')],
          text: null,
          correctedFrom: null,
          correctedTo: null,
          filters: { patternCategories: '14' },
        },
      },
    });
    const entry = {
      pathname: '/search',
      search: '?patternCategories=14',
      state: { typed: 'chekout', corrected: { from: 'chekout', to: 'checkout' } },
    };
    render(
      <QueryClientProvider client={free()}>
        <MemoryRouter initialEntries={[entry]}>
          <Routes>
            <Route path="/search" element={<Probe />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect((await screen.findByText(/Showing results for/)).textContent).toBe(
      'Showing results for checkout — search for “chekout” instead',
    );
    expect(screen.getByRole('searchbox', { name: 'Search the library' })).toHaveProperty('value', 'chekout');
  });

  it('asks a literal search with literal=1, and shows the words not understood as a chip of their own', async () => {
    const fetch = stubFetch({
      'GET /api/search': {
        ...DARK_ONBOARDING_IOS,
        query: 'chekout',
        reading: { chips: [], text: 'chekout', correctedFrom: null, correctedTo: null, filters: {} },
      },
    });
    renderAt(<Probe />, { path: '/search?term=chekout&literal=1', pattern: '/search', client: free() });
    expect((await screen.findByRole('link', { name: 'Remove “chekout”' })).getAttribute('href')).toBe(
      '/search',
    );
    expect(searchCalls(fetch)).toEqual(['?q=chekout&literal=1&limit=24']);
    expect(address()).toBe('/search?term=chekout&literal=1');
  });

  it("shows a free member the day's searches left beside the field, counted down by the answer", async () => {
    stubFetch({
      // The BFF keeps the counter the API says after the search.
      'GET /api/search': () => {
        setSearchData(3);
        return DARK_ONBOARDING_IOS;
      },
    });
    renderAt(<Probe />, { path: '/search', pattern: '/search', client: free(2) });
    const search = screen.getByRole('search');
    expect(within(search).getByRole('status', { name: 'Searches left today' }).textContent).toBe(
      '6 of 8 searches left today',
    );
    const box = screen.getByRole('searchbox', { name: 'Search the library' });
    fireEvent.change(box, { target: { value: 'dark onboarding ios' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(within(search).getByRole('status', { name: 'Searches left today' }).textContent).toBe(
        '5 of 8 searches left today',
      ),
    );
  });

  it('starts empty with the recent searches and a few to try, without searching', () => {
    const fetch = stubFetch({});
    rememberSearch(7, 'paywall');
    renderAt(<Probe />, { path: '/search', pattern: '/search', client: free() });
    const recent = screen.getByRole('list', { name: 'Recent searches' });
    expect(within(recent).getByRole('link', { name: 'paywall' }).getAttribute('href')).toBe(
      '/search?term=paywall',
    );
    expect(within(screen.getByRole('list', { name: 'Searches to try' })).getAllByRole('link')).toHaveLength(
      6,
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows no count to Pro members', () => {
    stubFetch({});
    renderAt(<Probe />, {
      path: '/search',
      pattern: '/search',
      client: testQueryClient({ authenticated: true, user: testUser({ isPremium: true, planType: 'pro' }) }),
    });
    expect(screen.queryByRole('status', { name: 'Searches left today' })).toBeNull();
  });

  it("shows the ninth search the spec's limit text with the way to Pro, and the count at 0", async () => {
    stubFetch({
      // Refused, the API says the counter it was refused at (another tab used the last one).
      'GET /api/search': () => {
        setSearchData(8);
        return {
          status: 429,
          body: {
            error: 'Too Many Requests',
            message: USED_UP,
            code: 'search_limit_reached',
            statusCode: 429,
          },
        };
      },
    });
    renderAt(<Probe />, { path: '/search?term=invoice', pattern: '/search', client: free(7) });
    expect(await screen.findByText(USED_UP)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'See Pro plans' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Searches left today' }).textContent).toBe(
      '0 of 8 searches left today',
    );
    expect(modalStore.get()).toBeNull(); // the app's failure handler opens the modal; none in this test
  });
});
