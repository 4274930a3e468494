import type { ApiKey, CreatedApiKey } from '@pageshelf/contracts/api-keys';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setApiFailureHandler } from '#lib/api-client';
import { modalStore } from '#lib/modals';
import { toastStore } from '#lib/toast';
import { stubFetch } from '#testing/fetch';
import { renderAt, testQueryClient, testUser } from '#testing/render';
import { handleApiFailure } from '../provider';
import { ApiKeySettings } from './account';

const KEY = 'psk_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789wXyZ';

const key = (overrides: Partial<ApiKey> = {}): ApiKey => ({
  id: 1,
  name: 'Cursor',
  hint: 'psk_…a1B2',
  createdAt: '2026-04-01T10:00:00.000Z',
  lastUsedAt: null,
  ...overrides,
});

const created: CreatedApiKey = {
  ...key({ id: 3, name: 'Claude Desktop', hint: 'psk_…wXyZ', createdAt: new Date().toISOString() }),
  key: KEY,
};

const signedIn = (premium: boolean) =>
  testQueryClient({
    authenticated: true,
    user: testUser(premium ? { planType: 'pro', isPremium: true } : {}),
  });

describe('/settings/api-keys', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setApiFailureHandler(() => {});
  });

  it('lists the keys by name and hint, when each was made and last used, without the keys', async () => {
    stubFetch({
      'GET /api/me/api-keys': {
        items: [
          key({ id: 2, name: 'Claude Desktop', hint: 'psk_…Zz99', lastUsedAt: new Date().toISOString() }),
          key(),
        ],
      },
    });
    renderAt(<ApiKeySettings />, { path: '/settings/api-keys', client: signedIn(true) });

    const list = await screen.findByRole('list', { name: 'Your API keys' });
    const [claude, cursor] = within(list).getAllByRole('listitem');
    expect(claude?.textContent).toMatch(/Claude Desktop\s*psk_…Zz99/);
    expect(claude?.textContent).toContain('Last used just now');
    expect(cursor?.textContent).toContain('psk_…a1B2');
    expect(cursor?.textContent).toContain('Created Apr 1, 2026 · Never used');
    expect(within(cursor as HTMLElement).getByRole('button', { name: 'Revoke Cursor' })).toBeTruthy();
  });

  it('says so in one line when there is no key', async () => {
    stubFetch({ 'GET /api/me/api-keys': { items: [] } });
    renderAt(<ApiKeySettings />, { path: '/settings/api-keys', client: signedIn(true) });
    expect(await screen.findByText('You have no API keys.')).toBeTruthy();
  });

  it('points to the API reference and the MCP server of this origin', async () => {
    stubFetch({ 'GET /api/me/api-keys': { items: [] } });
    renderAt(<ApiKeySettings />, { path: '/settings/api-keys', client: signedIn(true) });
    expect((await screen.findByRole('link', { name: 'API reference' })).getAttribute('href')).toBe(
      '/v1/docs',
    );
    expect(screen.getByText(`${window.location.origin}/mcp`)).toBeTruthy();
  });

  it('shows a new key once, focused, copies it, and forgets it on Done', async () => {
    let items: ApiKey[] = [];
    const fetch = stubFetch({
      'GET /api/me/api-keys': () => ({ items }),
      'POST /api/me/api-keys': () => {
        const { key: _secret, ...listed } = created;
        items = [listed];
        return { status: 201, body: created };
      },
    });
    const user = userEvent.setup();
    const { client } = renderAt(<ApiKeySettings />, { path: '/settings/api-keys', client: signedIn(true) });
    await screen.findByText('You have no API keys.');

    const name = screen.getByLabelText('Name');
    expect(name.getAttribute('maxLength')).toBe('60');
    expect((screen.getByRole('button', { name: 'Create' }) as HTMLButtonElement).disabled).toBe(true);
    await user.type(name, '  Claude Desktop ');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    const panel = await screen.findByRole('region', { name: 'Your key “Claude Desktop”' });
    expect(document.activeElement).toBe(panel);
    const description = document.getElementById(panel.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Copy it now: it is not shown again.');
    expect(within(panel).getByText(KEY)).toBeTruthy();
    const sent = fetch.mock.calls.find(([, init]) => init?.method === 'POST')?.[1];
    expect(JSON.parse(String(sent?.body))).toEqual({ name: 'Claude Desktop' });

    await user.click(within(panel).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(KEY);
    expect(within(panel).getByRole('button', { name: 'Copied' })).toBeTruthy();

    // The list shows the new key by its hint; the key itself is nowhere but the panel, nor in the cache.
    const list = await screen.findByRole('list', { name: 'Your API keys' });
    await waitFor(() => expect(list.textContent).toContain('psk_…wXyZ'));
    expect(list.textContent).not.toContain(KEY);
    expect(
      JSON.stringify(
        client
          .getQueryCache()
          .getAll()
          .map((query) => query.state.data),
      ),
    ).not.toContain(KEY);

    await user.click(within(panel).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('region', { name: /Your key/ })).toBeNull();
    expect(screen.queryByText(KEY)).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
  });

  it('revokes a key after a confirmation that names it: the row goes and a toast says so', async () => {
    let items = [key()];
    stubFetch({
      'GET /api/me/api-keys': () => ({ items }),
      'DELETE /api/me/api-keys/1': () => {
        items = [];
        return { status: 204 };
      },
    });
    const user = userEvent.setup();
    renderAt(<ApiKeySettings />, { path: '/settings/api-keys', client: signedIn(true) });
    await user.click(await screen.findByRole('button', { name: 'Revoke Cursor' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke “Cursor”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke key' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('You have no API keys.')).toBeTruthy();
    expect(toastStore.get().map((toast) => toast.message)).toContain('“Cursor” is revoked');
  });

  it("says the server's refusals as the app does: the limit in a toast, Pro's in the paywall", async () => {
    const refusals = [
      {
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          message: 'An account holds at most 10 API keys: revoke one first',
          code: 'api_keys_limit',
        },
      },
      {
        status: 403,
        body: {
          statusCode: 403,
          error: 'Forbidden',
          message: 'Upgrade to Pro to continue',
          code: 'premium_required',
        },
      },
    ];
    stubFetch({ 'GET /api/me/api-keys': { items: [] }, 'POST /api/me/api-keys': () => refusals.shift() });
    const user = userEvent.setup();
    const client = signedIn(true);
    setApiFailureHandler(handleApiFailure(client, vi.fn()));
    renderAt(<ApiKeySettings />, { path: '/settings/api-keys', client });
    await user.type(await screen.findByLabelText('Name'), 'Scripts');

    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(toastStore.get().map((toast) => toast.message)).toContain(
        'Something went wrong: An account holds at most 10 API keys: revoke one first',
      ),
    );
    expect(screen.queryByRole('region', { name: /Your key/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(modalStore.get()).toEqual({ type: 'paywall', message: 'Upgrade to Pro to continue' }),
    );
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Scripts');
  });

  it('offers a free member the plans instead of the form, and still lists their keys', async () => {
    stubFetch({ 'GET /api/me/api-keys': { items: [key()] } });
    const user = userEvent.setup();
    renderAt(<ApiKeySettings />, { path: '/settings/api-keys', client: signedIn(false) });

    expect(await screen.findByRole('button', { name: 'Revoke Cursor' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'API keys come with Pro' })).toBeTruthy();
    expect(screen.queryByLabelText('Name')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'See Pro plans' }));
    expect(modalStore.get()).toEqual({ type: 'pricing' });
  });
});
