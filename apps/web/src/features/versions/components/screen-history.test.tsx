import type { ScreenVersion, ScreenVersions } from '@pageshelf/contracts/versions';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '#testing/fetch';
import { renderAt, testQueryClient, testUser } from '#testing/render';
import { ScreenHistory } from './screen-history';

const UUID = '9b2f6c1e-4a8d-4f3b-9c7e-2d1a0b3c4d5e';

const version = (number: number, overrides: Partial<ScreenVersion> = {}): ScreenVersion => ({
  number,
  capturedAt: `2026-0${number + 1}-12T10:00:00.000Z`,
  image: {
    thumb: `/media/v${number}/thumb.webp?t=x`,
    full: `/media/v${number}/full.webp?e=1&s=x`,
    width: 2880,
    height: 1800,
    dominantColor: '#ffffff',
  },
  textInScreen: '',
  changes: null,
  ...overrides,
});

const HISTORY: ScreenVersions = {
  screenUuid: UUID,
  sourceUrl: 'https://acme.example/pricing',
  versions: [
    version(3, {
      changes: {
        difference: 0.041,
        regions: [{ x: 288, y: 180, width: 576, height: 90 }],
        wordsAdded: ['12', 'yearly'],
        wordsRemoved: ['9'],
      },
    }),
    version(2, { changes: { difference: 0.3, regions: [], wordsAdded: [], wordsRemoved: ['Log'] } }),
    version(1),
  ],
};

const member = (premium: boolean) =>
  testQueryClient({
    authenticated: true,
    user: testUser(premium ? { planType: 'pro', isPremium: true } : {}),
  });

describe('ScreenHistory', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists a Pro member’s versions newest first and compares the newest with the one before', async () => {
    stubFetch({ [`GET /api/screens/${UUID}/versions`]: HISTORY });
    renderAt(<ScreenHistory uuid={UUID} />, { path: '/n/pages/x', client: member(true) });

    const timeline = await screen.findByRole('list', { name: 'Versions, newest first' });
    const buttons = within(timeline).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Version 3 (current)12 Apr 20264.1 % changed · +2 −1 words',
      'Version 212 Mar 202630 % changed · −1 word',
      'Version 112 Feb 2026First version',
    ]);
    expect(buttons[0]?.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('3 versions since 12 Feb 2026', { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'acme.example' }).getAttribute('href')).toBe(HISTORY.sourceUrl);

    // The swipe first: the older picture clipped to the left half, the handle a range input.
    const slider = screen.getByRole('slider', {
      name: 'Swipe between version 2 (left) and version 3 (right)',
    });
    const older = screen.getByAltText('Version 2 · 12 Mar 2026').parentElement as HTMLElement;
    expect(older.style.clipPath).toBe('inset(0 50% 0 0)');
    fireEvent.change(slider, { target: { value: '80' } });
    expect(older.style.clipPath).toBe('inset(0 20% 0 0)');

    // The changes: the region as a box in percent of the picture, the words added and removed.
    await userEvent.click(screen.getByRole('radio', { name: 'Changes' }));
    const regions = screen.getByRole('list', { name: '1 changed regions' });
    const box = within(regions).getByRole('listitem');
    expect([box.style.left, box.style.top, box.style.width, box.style.height]).toEqual([
      '10%',
      '10%',
      '20%',
      '5%',
    ]);
    expect(screen.getAllByRole('insertion').map((word) => word.textContent)).toEqual(['12', 'yearly']);
    expect(screen.getAllByRole('deletion').map((word) => word.textContent)).toEqual(['9']);

    // Side by side: both pictures with their dates.
    await userEvent.click(screen.getByRole('radio', { name: 'Side by side' }));
    expect(screen.getByText('Version 2 · 12 Mar 2026')).toBeTruthy();
    expect(screen.getByText('Version 3 · 12 Apr 2026')).toBeTruthy();
  });

  it('compares an older version with the one before it when chosen, and explains the first', async () => {
    stubFetch({ [`GET /api/screens/${UUID}/versions`]: HISTORY });
    renderAt(<ScreenHistory uuid={UUID} />, { path: '/n/pages/x', client: member(true) });
    const timeline = await screen.findByRole('list', { name: 'Versions, newest first' });
    await userEvent.click(within(timeline).getByRole('button', { name: /^Version 2/ }));
    expect(screen.getByText('Version 2 against version 1:', { exact: false })).toBeTruthy();
    await userEvent.click(within(timeline).getByRole('button', { name: /^Version 1/ }));
    expect(screen.getByText(/is the first version of this screen/)).toBeTruthy();
    expect(screen.queryByRole('slider')).toBeNull();
  });

  it('shows nothing to a free member (not even asking) and nothing for a screen of one version', async () => {
    const fetch = stubFetch({
      [`GET /api/screens/${UUID}/versions`]: { ...HISTORY, versions: [version(1)] },
    });
    const { container } = renderAt(<ScreenHistory uuid={UUID} />, {
      path: '/n/pages/x',
      client: member(false),
    });
    expect(container.textContent).toBe('');
    expect(fetch).not.toHaveBeenCalled();

    renderAt(<ScreenHistory uuid={UUID} />, { path: '/n/pages/x', client: member(true) });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('region', { name: 'History' })).toBeNull();
  });
  it('compares the newest with any older version, asking the server what changed between the two', async () => {
    const fetch = stubFetch({
      [`GET /api/screens/${UUID}/versions`]: HISTORY,
      [`GET /api/screens/${UUID}/versions/compare`]: {
        screenUuid: UUID,
        from: 1,
        to: 3,
        changes: {
          difference: 0.12,
          regions: [
            { x: 0, y: 0, width: 2880, height: 200 },
            { x: 288, y: 180, width: 576, height: 90 },
          ],
          wordsAdded: ['12', 'yearly', 'Sign'],
          wordsRemoved: ['9'],
        },
      },
    });
    renderAt(<ScreenHistory uuid={UUID} />, { path: '/n/pages/x', client: member(true) });
    const against = await screen.findByRole('combobox', { name: 'Compare version 3 against' });
    // The one before it first, whose changes the version holds: nothing more is asked.
    expect((against as HTMLSelectElement).value).toBe('2');
    expect(fetch.mock.calls.map(([url]) => String(url))).not.toContainEqual(
      expect.stringContaining('compare'),
    );
    await userEvent.setup().selectOptions(against, '1');
    expect(await screen.findByText('12 % changed · +3 −1 words')).toBeTruthy();
    expect(fetch.mock.calls.map(([url]) => String(url))).toContainEqual(
      expect.stringContaining(`/api/screens/${UUID}/versions/compare?from=1&to=3`),
    );
    expect(
      screen.getByRole('slider', { name: 'Swipe between version 1 (left) and version 3 (right)' }),
    ).toBeTruthy();
    expect(
      within(screen.getByText('Words added').parentElement as HTMLElement).getByText('Sign'),
    ).toBeTruthy();
  });
});
