import type { ImageSearchResponse } from '@pageshelf/contracts/image-search';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { choosePicture, forgetPicture } from '#features/search/lib/search-picture';
import { stubFetch } from '#testing/fetch';
import { renderAt, testQueryClient, testUser } from '#testing/render';
import { SearchRoute } from './search';

const UUID = '49cfdf73-2e8e-4bd7-9cf1-9e580e3c011b';
const OTHER = 'fe21cd1a-a509-4b7d-9f49-8dc41dc671c6';

const screenOf = (uuid: string, id: number, platform: 'ios' | 'android') => ({
  id,
  uuid,
  app: { id: 3, title: 'Circlet', slug: 'circlet', logo: '/media/demo/circlet/logo.webp' },
  platform,
  image: {
    thumb: `/media/demo/circlet/${id}/thumb.webp`,
    full: `/media/demo/circlet/${id}/full.webp`,
    original: null,
    preview: `/media/demo/circlet/${id}/preview.webp`,
    width: 780,
    height: 1688,
    dominantColor: '#080818',
  },
  screenType: 'application',
  patternCategories: [{ id: 1, title: 'Sign up', slug: 'sign-up' }],
  textInScreen: 'Find your circle',
  is_restricted: false,
  position: 0,
  capturedAt: '2026-03-12T10:00:00.000Z',
});

const answer: ImageSearchResponse = {
  query: {
    width: 780,
    height: 1688,
    words: ['find', 'circle', 'friends', 'account'],
    platform: 'ios',
    colors: ['#191820', '#e43c5a'],
  },
  screens: {
    items: [
      {
        ...screenOf(UUID, 19, 'ios'),
        match: {
          score: 0.988,
          text: 1,
          words: ['circle', 'find', 'friends', 'account', 'small'],
          layout: 0.969,
          colors: 1,
          sharedColors: ['#191820', '#e43c5a'],
          samePlatform: true,
        },
      },
      {
        ...screenOf(OTHER, 20, 'android'),
        match: {
          score: 0.4,
          text: 0,
          words: [],
          layout: 0.61,
          colors: 0.3,
          sharedColors: [],
          samePlatform: true,
        },
      },
    ],
    total: { value: 2, exact: true },
  },
  timings: { readMs: 420, matchMs: 35 },
} as ImageSearchResponse;

const pro = () =>
  testQueryClient({ authenticated: true, user: testUser({ isPremium: true, planType: 'pro' }) });

const png = new File([new Uint8Array([137, 80, 78, 71])], 'checkout.png', { type: 'image/png' });

function searchByPicture(route: Parameters<typeof stubFetch>[0]) {
  const fetch = stubFetch(route);
  act(() => {
    choosePicture(png);
  });
  renderAt(<SearchRoute />, { path: '/search?by=picture', pattern: '/search', client: pro() });
  return fetch;
}

describe('/search by picture', () => {
  afterEach(() => {
    forgetPicture();
    vi.unstubAllGlobals();
  });

  it('sends the picture once, as a form, and shows it beside the screens like it with why each matched', async () => {
    const fetch = searchByPicture({ 'POST /api/search/image': answer });
    expect(screen.getByText('Reading your screenshot…')).toBeTruthy();

    const results = await screen.findByRole('list', { name: 'Screens like your screenshot' });
    const [first, second] = results.querySelectorAll<HTMLElement>(':scope > li');
    expect(first?.querySelector('a')?.getAttribute('href')).toBe(`/n/pages/${UUID}`);
    expect(within(first as HTMLElement).getByText('Looks alike 97%')).toBeTruthy();
    const words = within(first as HTMLElement).getByRole('list', { name: 'Words in common' });
    expect(
      within(words)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['circle', 'find', 'friends', '+2']);
    expect(within(first as HTMLElement).getByTitle('iOS, like your screenshot')).toBeTruthy();
    expect(within(first as HTMLElement).getByText(/Colours in common: #191820, #e43c5a/)).toBeTruthy();
    // An Android screen is the shape of an iPhone screenshot, not its platform.
    expect(within(second as HTMLElement).getByTitle('Phone, like your screenshot')).toBeTruthy();
    expect(within(second as HTMLElement).getByText('No words in common')).toBeTruthy();

    const panel = screen.getByRole('complementary', { name: 'Your screenshot' });
    expect(within(panel).getByRole('img').getAttribute('src')).toMatch(/^blob:/);
    expect(
      within(within(panel).getByRole('list', { name: 'Words read from your screenshot' }))
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['find', 'circle', 'friends', 'account']);
    expect(within(panel).getByText(/iOS · 780×1688/)).toBeTruthy();
    expect(within(panel).getByText('Read in 420 ms · matched in 35 ms')).toBeTruthy();
    expect(screen.getByText('2 matches')).toBeTruthy();

    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/search/image?limit=48');
    expect((init.body as FormData).get('image')).toBe(png);
    expect(document.title).toMatch(/Search by picture/);
  });

  it("shows the server's words about a picture it cannot read, in place of the results", async () => {
    searchByPicture({
      'POST /api/search/image': {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          code: 'image_unreadable',
          message: 'The picture is 20×20 pixels: each side must be at least 32',
          requestId: 'req-1',
        },
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This picture could not be searched');
    expect(alert.textContent).toContain('The picture is 20×20 pixels: each side must be at least 32');
    expect(screen.getByRole('complementary', { name: 'Your screenshot' })).toBeTruthy();
  });

  it('says when no screen looks like the picture', async () => {
    searchByPicture({
      'POST /api/search/image': { ...answer, screens: { items: [], total: { value: 0, exact: true } } },
    });
    expect(await screen.findByText('No screens look like this one yet')).toBeTruthy();
  });

  it('leaves the search by picture for the text search with the ×', async () => {
    searchByPicture({ 'POST /api/search/image': answer });
    await screen.findByRole('list', { name: 'Screens like your screenshot' });
    fireEvent.click(screen.getByRole('button', { name: 'Leave picture search' }));
    await waitFor(() => expect(screen.queryByRole('complementary')).toBeNull());
    expect(screen.getByText('What are you looking for?')).toBeTruthy();
  });

  it('offers the button and takes a file chosen with it; a file it cannot search is refused before any upload', async () => {
    const fetch = stubFetch({ 'POST /api/search/image': answer });
    renderAt(<SearchRoute />, { path: '/search', pattern: '/search', client: pro() });
    expect(screen.getByRole('button', { name: 'Search by picture' })).toBeTruthy();
    const input = screen.getByLabelText('Choose a screenshot to search by') as HTMLInputElement;
    expect(input.accept).toBe('image/png,image/jpeg,image/webp');

    const gif = new File([new Uint8Array([71, 73, 70])], 'anim.gif', { type: 'image/gif' });
    fireEvent.change(input, { target: { files: [gif] } });
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryByRole('complementary')).toBeNull();

    fireEvent.change(input, { target: { files: [png] } });
    await screen.findByRole('list', { name: 'Screens like your screenshot' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks for a picture when its address is opened without one (after a reload: a file is never kept)', async () => {
    const fetch = stubFetch({ 'POST /api/search/image': answer });
    renderAt(<SearchRoute />, { path: '/search?by=picture', pattern: '/search', client: pro() });
    expect(screen.getByText('Search by a screenshot of your own')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Choose a screenshot'), { target: { files: [png] } });
    await screen.findByRole('list', { name: 'Screens like your screenshot' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('shows the drop overlay while a file is dragged over the page', () => {
    stubFetch({});
    renderAt(<SearchRoute />, { path: '/search', pattern: '/search', client: pro() });
    expect(screen.queryByText('Drop a screenshot to find screens like it')).toBeNull();
    act(() => {
      fireEvent.dragEnter(window, { dataTransfer: { types: ['Files'], files: [], items: [] } });
    });
    expect(screen.getByText('Drop a screenshot to find screens like it')).toBeTruthy();
  });
});
