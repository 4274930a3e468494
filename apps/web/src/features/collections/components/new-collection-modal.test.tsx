import type { CollectionDetail } from '@pageshelf/contracts/collections';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '#testing/fetch';
import { renderAt, testQueryClient, testUser } from '#testing/render';
import { NewCollectionModal } from './new-collection-modal';
import { SaveToCollectionModal } from './save-to-collection-modal';

const UUID = '0b6c4a52-3f1e-4f7a-9d2b-000000000001';

const created = (name: string): CollectionDetail => ({
  uuid: UUID,
  name,
  description: null,
  itemCount: 0,
  counts: { screens: 0, flows: 0, components: 0, apps: 0 },
  covers: [],
  sharedWithTeam: false,
  shareToken: null,
  editable: true,
  owned: true,
  createdAt: '2026-11-28T10:00:00.000Z',
  updatedAt: '2026-11-28T10:00:00.000Z',
  screens: [],
  flows: [],
  components: [],
  apps: [],
});

const pro = () =>
  testQueryClient({ authenticated: true, user: testUser({ isPremium: true, planType: 'pro' }) });

function Where() {
  return <output aria-label="address">{useLocation().pathname}</output>;
}

describe('creating a collection', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('from /collections: the name is focused, Enter creates it and opens it', async () => {
    const fetch = stubFetch({ 'POST /api/collections': created('Checkout ideas') });
    const user = userEvent.setup();
    renderAt(
      <>
        <NewCollectionModal onClose={() => {}} />
        <Where />
      </>,
      { path: '/collections', client: pro() },
    );
    const name = screen.getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(document.activeElement).toBe(name));
    await user.keyboard('Checkout ideas{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'address' }).textContent).toBe(`/collections/${UUID}`),
    );
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({ name: 'Checkout ideas' });
  });

  it('from the save dialog with no collection yet: the name is focused, Enter creates it with the item', async () => {
    const fetch = stubFetch({
      'GET /api/collections': { items: [] },
      'POST /api/collections': created('Paywalls'),
    });
    const user = userEvent.setup();
    renderAt(<SaveToCollectionModal item={{ type: 'flows', id: 777, label: 'Ledger: Signing up' }} />, {
      client: pro(),
    });
    const name = await screen.findByRole('textbox', { name: 'New collection' });
    await waitFor(() => expect(document.activeElement).toBe(name));
    await user.keyboard('Paywalls{Enter}');
    await waitFor(() => expect(fetch.mock.calls.find(([, init]) => init?.method === 'POST')).toBeDefined());
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      name: 'Paywalls',
      item: { type: 'flows', id: 777 },
    });
  });
});
