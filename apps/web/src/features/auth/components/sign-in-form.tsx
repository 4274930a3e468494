import { DEFAULT_FORM_MESSAGE } from '@pageshelf/domain/constants';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '#components/ui/button';
import { Icon } from '#components/ui/icon';
import { env } from '#config/env';
import { ApiError } from '#lib/api-client';
import { useDevOutbox } from '../api/get-dev-outbox';
import { useRequestMagicLink } from '../api/request-magic-link';
import './auth.css';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface SignInFormProps {
  /** Where to land after following the link (a path of this site). */
  redirectTo?: string | null;
  /** The address filled in at first (an invitation's). */
  defaultEmail?: string;
  /** Autofocus the email field (the /auth page, the auth prompt). */
  autoFocus?: boolean;
}

function DevOutboxHint({ email }: { email: string }) {
  const outbox = useDevOutbox(email);
  const link = outbox.data?.messages.find((message) => message.link)?.link ?? null;
  if (!env.isDevelopment && !link) return null;
  const local = link ? link.replace(/^https?:\/\/[^/]+/, '') : null;
  return (
    <aside className="dev-hint" aria-label="Development hint">
      <strong>Development:</strong> no email is sent. The sign-in link is in the dev outbox
      {local ? (
        <>
          {' '}
          — <a href={local}>open it</a>.
        </>
      ) : (
        <>
          {' '}
          (<code>GET /api/dev/outbox?email={email}</code>).
        </>
      )}
    </aside>
  );
}

/** Email → magic link. After sending, the form becomes the "Check your email" state. */
export function SignInForm({ redirectTo, defaultEmail = '', autoFocus = false }: SignInFormProps) {
  const [email, setEmail] = useState(defaultEmail);
  const [touched, setTouched] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const request = useRequestMagicLink();
  const inputId = useId();
  const errorId = useId();

  const invalid = !EMAIL.test(email.trim());
  const serverError =
    request.error instanceof ApiError && request.error.status === 400 ? request.error.message : null;
  const fieldError =
    touched && invalid ? (email.trim() ? DEFAULT_FORM_MESSAGE : 'Enter your email address') : serverError;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (invalid) return;
    const address = email.trim().toLowerCase();
    request.mutate(
      { email: address, ...(redirectTo ? { redirectTo } : {}) },
      { onSuccess: () => setSentTo(address) },
    );
  };

  if (sentTo) {
    return (
      <div className="sign-in-sent" role="status">
        <span className="icon-tile">
          <Icon name="mail" size={24} />
        </span>
        <h2>Check your email</h2>
        <p>
          We sent a sign-in link to <strong>{sentTo}</strong>. It works once and expires in 15 minutes.
        </p>
        <DevOutboxHint email={sentTo} />
        <div className="sign-in-sent-actions">
          <Button variant="ghost" onClick={() => setSentTo(null)}>
            Use a different email
          </Button>
          <Button
            variant="secondary"
            loading={request.isPending}
            onClick={() => request.mutate({ email: sentTo, ...(redirectTo ? { redirectTo } : {}) })}
          >
            Send again
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form className="sign-in-form" onSubmit={submit} noValidate>
      <label htmlFor={inputId} className="field-label">
        Email address
      </label>
      <input
        id={inputId}
        className={`field-input ${fieldError ? 'is-invalid' : ''}`}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@studio.com"
        // biome-ignore lint/a11y/noAutofocus: the sign-in page and prompt exist to type an email
        autoFocus={autoFocus}
        data-autofocus={autoFocus || undefined}
        value={email}
        aria-invalid={Boolean(fieldError)}
        aria-describedby={fieldError ? errorId : undefined}
        onChange={(event) => setEmail(event.target.value)}
        onBlur={() => setTouched(email.length > 0)}
      />
      {fieldError ? (
        <p id={errorId} className="field-error">
          {fieldError}
        </p>
      ) : null}
      <Button type="submit" variant="primary" size="lg" block loading={request.isPending}>
        Continue with email
      </Button>
      <p className="sign-in-note">No password needed: we email you a link that signs you in.</p>
    </form>
  );
}
