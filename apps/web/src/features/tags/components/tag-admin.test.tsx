import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setApiFailureHandler } from '#lib/api-client';
import { toastStore } from '#lib/toast';
import { stubFetch } from '#testing/fetch';
import { renderAt, testQueryClient, testUser } from '#testing/render';
import { TagAdmin } from './tag-admin';

const STICKY = { id: 1, title: 'Sticky', slug: 'sticky', count: 3 };
const PINNED = { id: 2, title: 'Pinned', slug: 'pinned', count: 1 };
const admin = () => testQueryClient({ authenticated: true, user: testUser({ role: 'admin' }) });
const at = () => renderAt(<TagAdmin />, { path: '/components/tags', client: admin() });
const row = (name: string) => screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;

describe('the administrators’ tag screen', () => {
  // The API client loads the contracts on first use: load them before the first test waits on a parse.
  beforeAll(async () => {
    await import('@pageshelf/contracts/content');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    toastStore.set([]);
  });

  it('lists every tag with its slug and component count', async () => {
    stubFetch({ 'GET /api/tags': { items: [PINNED, STICKY] } });
    at();
    expect(await screen.findByRole('rowheader', { name: '#Sticky' })).toBeTruthy();
    expect(within(row('#Sticky')).getByText('sticky')).toBeTruthy();
    expect(within(row('#Sticky')).getByText('3')).toBeTruthy();
    expect(screen.getByRole('link', { name: '#Pinned' }).getAttribute('href')).toBe(
      '/components/tags/pinned',
    );
  });

  it('shows the slug a new title gets and creates the tag', async () => {
    const fetch = stubFetch({
      'GET /api/tags': { items: [STICKY] },
      'POST /api/tags': { status: 201, body: { id: 9, title: 'Frosted glass', slug: 'frosted-glass' } },
    });
    const user = userEvent.setup();
    at();
    await user.type(await screen.findByLabelText('New tag'), 'Frosted glass');
    expect(screen.getByText('frosted-glass')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create tag' }));
    await waitFor(() =>
      expect(toastStore.get()).toEqual([expect.objectContaining({ message: 'Tag #Frosted glass created' })]),
    );
    const sent = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ title: 'Frosted glass', slug: 'frosted-glass' });
    expect((screen.getByLabelText('New tag') as HTMLInputElement).value).toBe('');
  });

  it('shows a taken slug beside the form, not as a toast', async () => {
    stubFetch({
      'GET /api/tags': { items: [STICKY] },
      'POST /api/tags': {
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          code: 'conflict',
          message: 'A tag with the slug "sticky" already exists',
        },
      },
    });
    const onFailure = vi.fn();
    setApiFailureHandler(onFailure);
    const user = userEvent.setup();
    at();
    await user.type(await screen.findByLabelText('New tag'), 'Sticky');
    await user.click(screen.getByRole('button', { name: 'Create tag' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'A tag with the slug "sticky" already exists',
    );
    expect(onFailure).not.toHaveBeenCalled();
    setApiFailureHandler(() => {});
  });

  it('renames a tag, its slug following the title', async () => {
    const fetch = stubFetch({
      'GET /api/tags': { items: [STICKY] },
      'PATCH /api/tags/sticky': { id: 1, title: 'Sticky header', slug: 'sticky-header' },
    });
    const user = userEvent.setup();
    at();
    await user.click(await screen.findByRole('button', { name: 'Rename #Sticky' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename #Sticky' });
    await user.type(within(dialog).getByLabelText('Title'), ' header');
    expect((within(dialog).getByLabelText('Slug') as HTMLInputElement).value).toBe('sticky-header');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ title: 'Sticky header', slug: 'sticky-header' });
  });

  it('merges a tag into the one picked', async () => {
    const fetch = stubFetch({
      'GET /api/tags': { items: [PINNED, STICKY] },
      'POST /api/tags/pinned/merge': { into: { ...STICKY, count: 4 }, moved: 1 },
    });
    const user = userEvent.setup();
    at();
    await user.click(await screen.findByRole('button', { name: 'Merge #Pinned' }));
    const dialog = screen.getByRole('dialog', { name: 'Merge #Pinned' });
    expect(dialog.textContent).toContain('The 1 component tagged #Pinned move to the tag you pick');
    await user.selectOptions(within(dialog).getByLabelText('Merge into'), 'sticky');
    await user.click(within(dialog).getByRole('button', { name: 'Merge into #Sticky' }));
    await waitFor(() =>
      expect(toastStore.get()).toEqual([
        expect.objectContaining({ message: '#Pinned merged into #Sticky: 4 components now carry it' }),
      ]),
    );
    const sent = fetch.mock.calls.find(([url]) => String(url).endsWith('/merge'));
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ into: 'sticky' });
  });

  it('asks before deleting, saying how many components lose the tag', async () => {
    const fetch = stubFetch({
      'GET /api/tags': { items: [STICKY] },
      'DELETE /api/tags/sticky': { status: 204 },
    });
    const user = userEvent.setup();
    at();
    await user.click(await screen.findByRole('button', { name: 'Delete #Sticky' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete #Sticky?' });
    expect(dialog.textContent).toContain('3 components will lose the tag #Sticky.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete tag' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetch).toHaveBeenCalledWith('/api/tags/sticky', expect.objectContaining({ method: 'DELETE' }));
  });
});
