import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '#lib/toast';
import { stubFetch } from '#testing/fetch';
import { renderAt, testQueryClient, testUser } from '#testing/render';
import { FeedbackModal } from './feedback-modal';

const SHOT = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==';
vi.mock('../lib/capture-view', () => ({ captureView: async () => SHOT }));

describe('the feedback modal', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks a visitor to sign in first', () => {
    renderAt(<FeedbackModal />, { path: '/flows' });
    expect(screen.getByRole('link', { name: 'Sign in or join free' }).getAttribute('href')).toBe(
      '/auth?redirectTo=%2Fflows',
    );
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('sends the message with a screenshot of the page when asked, then thanks', async () => {
    const fetch = stubFetch({ 'POST /api/feedback': { ok: true } });
    const user = userEvent.setup();
    renderAt(<FeedbackModal />, {
      path: '/n/pages',
      client: testQueryClient({ authenticated: true, user: testUser() }),
    });
    await user.type(screen.getByLabelText('Your message'), 'The grid jumps');
    await user.click(screen.getByRole('checkbox', { name: 'Attach a screenshot of this page' }));
    expect(await screen.findByRole('img', { name: /Screenshot of this page/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(toastStore.get()[0]?.message).toMatch(/^Thanks/));
    const [, init] = fetch.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      message: 'The grid jumps',
      page: '/n/pages',
      screenshot: SHOT,
    });
  });
});
