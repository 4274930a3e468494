import type { CaptureRun } from '@pageshelf/contracts/captures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '#testing/fetch';
import { renderAt, testQueryClient, testUser } from '#testing/render';
import { CaptureSettings } from './account';

const run = (overrides: Partial<CaptureRun> = {}): CaptureRun => ({
  id: '3f2b9c1e-8d4a-4b6e-9f0a-1c2d3e4f5a6b',
  app: { title: 'Orbit', slug: 'orbit' },
  site: 'https://orbit.example/',
  addresses: [],
  crawl: 1,
  maxPages: 10,
  status: 'done',
  progress: { done: 3, total: 3 },
  summary: {
    pages: 3,
    added: 6,
    updated: 2,
    unchanged: 1,
    gone: 0,
    appVersion: 2,
    failed: [{ address: 'https://orbit.example/old', message: 'answered HTTP 404 Not Found' }],
  },
  error: null,
  requestedBy: 'pro@pageshelf.dev',
  createdAt: new Date().toISOString(),
  startedAt: new Date().toISOString(),
  finishedAt: new Date().toISOString(),
  ...overrides,
});

const owner = () =>
  testQueryClient({
    authenticated: true,
    user: testUser({ planType: 'pro', isPremium: true, email: 'pro@pageshelf.dev' }),
  });

describe('/settings/capture', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('follows each run: its progress while it runs, then what it did, what failed and whose it is', async () => {
    stubFetch({
      'GET /api/captures': {
        items: [
          run({
            id: '00000000-0000-4000-8000-000000000002',
            app: { title: 'Relay', slug: 'relay' },
            status: 'running',
            progress: { done: 2, total: 5 },
            summary: null,
            finishedAt: null,
          }),
          run(),
          run({
            id: '00000000-0000-4000-8000-000000000003',
            app: { title: 'Probe', slug: 'probe' },
            status: 'failed',
            summary: null,
            error: 'No page could be captured: https://probe.example/ timed out after 30 s loading the page',
            requestedBy: 'ada@pageshelf.dev',
          }),
        ],
      },
    });
    renderAt(<CaptureSettings />, { path: '/settings/capture', client: owner() });
    const list = await screen.findByRole('list', { name: 'Captures' });
    const running = within(list).getByRole('listitem', { name: 'Relay: Capturing' });
    expect(within(running).getByRole('progressbar', { name: 'Pages captured' }).getAttribute('value')).toBe(
      '2',
    );
    expect(running.textContent).toContain('2 of 5 pages');
    const done = within(list).getByRole('listitem', { name: 'Orbit: Done' });
    expect(done.textContent).toContain('3 pages · 6 added · 2 changed · 1 unchanged · version 2');
    expect(within(done).getByRole('link', { name: 'Orbit' }).getAttribute('href')).toBe('/n/apps/orbit');
    expect(within(done).getByRole('list', { name: 'Pages that failed' }).textContent).toBe(
      'https://orbit.example/old answered HTTP 404 Not Found',
    );
    // One's own runs say nobody's name; an administrator's list names the others'.
    expect(done.textContent).not.toContain('pro@pageshelf.dev');
    const failed = within(list).getByRole('listitem', { name: 'Probe: Failed' });
    expect(failed.textContent).toContain('timed out after 30 s loading the page');
    expect(failed.textContent).toContain('ada@pageshelf.dev');
  });

  it('starts a run with what the form says, and shows the refusal in the form', async () => {
    const sent: unknown[] = [];
    let answer: { status: number; body: unknown } = {
      status: 409,
      body: {
        statusCode: 409,
        error: 'Conflict',
        code: 'capture_in_progress',
        message: 'Your capture of Relay is still running: start the next one when it has finished',
      },
    };
    const listed: CaptureRun[] = [];
    stubFetch({
      'GET /api/captures': () => ({ items: listed }),
      'POST /api/captures': (body: unknown) => {
        sent.push(body);
        if (answer.status === 202) listed.push(answer.body as CaptureRun);
        return answer;
      },
    });
    renderAt(<CaptureSettings />, { path: '/settings/capture', client: owner() });
    const user = userEvent.setup();
    const start = await screen.findByRole('button', { name: 'Start capture' });
    expect((start as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByLabelText('App'), 'Orbit');
    await user.type(screen.getByLabelText('Site address'), 'https://orbit.example');
    await user.selectOptions(screen.getByLabelText('Pages'), 'Two steps of links');
    await user.selectOptions(screen.getByLabelText('At most'), '20 pages');
    await user.click(start);
    expect(sent).toEqual([
      { app: 'Orbit', site: 'https://orbit.example', addresses: [], crawl: 2, maxPages: 20 },
    ]);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Your capture of Relay is still running',
    );

    answer = { status: 202, body: run({ status: 'queued', summary: null, progress: { done: 0, total: 0 } }) };
    await user.click(screen.getByRole('button', { name: 'Start capture' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(await screen.findByRole('listitem', { name: 'Orbit: Waiting' })).toBeTruthy();
  });

  it('tells anyone else who may capture, without the form', async () => {
    stubFetch({
      'GET /api/captures': {
        status: 403,
        body: {
          statusCode: 403,
          error: 'Forbidden',
          code: 'capture_not_allowed',
          message: 'Capturing is for administrators and the owners of a Pro or Team workspace',
        },
      },
    });
    renderAt(<CaptureSettings />, { path: '/settings/capture', client: owner() });
    expect(
      await screen.findByText('Capturing is for administrators and the owners of a Pro or Team workspace.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start capture' })).toBeNull();
  });
});
