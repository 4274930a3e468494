import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '#testing/fetch';
import { renderAt } from '#testing/render';
import { SignInForm } from './sign-in-form';

describe('the sign-in form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('starts with an invitation’s address filled in, and sends the link there', async () => {
    const fetch = stubFetch({ 'POST /api/_auth/magic-link': { sent: true } });
    const user = userEvent.setup();
    renderAt(<SignInForm redirectTo="/invitations/abc" defaultEmail="ada@studio.test" />);
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: /email/i });
    expect(field.value).toBe('ada@studio.test');
    await user.click(screen.getByRole('button', { name: /email me a link|send|continue/i }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toMatchObject({
      email: 'ada@studio.test',
      redirectTo: '/invitations/abc',
    });
  });

  it('starts empty otherwise', () => {
    renderAt(<SignInForm />);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /email/i }).value).toBe('');
  });
});
