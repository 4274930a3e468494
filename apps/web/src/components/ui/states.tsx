import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '#config/paths';
import { ApiError, type FailureReaction, reactionTo } from '#lib/api-client';
import { openModal } from '#lib/modals';
import { Button } from './button';
import { Icon, type IconName } from './icon';
import './states.css';

interface EmptyStateProps {
  title: string;
  body?: ReactNode;
  icon?: IconName;
  action?: ReactNode;
}

/** What stands in place of content: an icon, a title, a sentence and the way on; a failure is an alert. */
function StateMessage({
  title,
  body,
  icon,
  action,
  failed,
}: EmptyStateProps & { icon: IconName; failed: boolean }) {
  return (
    <div className="state" role={failed ? 'alert' : undefined}>
      <span className={failed ? 'state-icon state-icon-error' : 'state-icon'}>
        <Icon name={icon} size={22} />
      </span>
      <h2 className="state-title">{title}</h2>
      {body ? <p className="state-body">{body}</p> : null}
      {action ? <div className="state-action">{action}</div> : null}
    </div>
  );
}

export function EmptyState({ icon = 'search', ...state }: EmptyStateProps) {
  return <StateMessage icon={icon} failed={false} {...state} />;
}

/** The button that asks again for what failed. */
export function RetryButton({ onRetry }: { onRetry: () => void }) {
  return (
    <Button variant="secondary" icon={<Icon name="refresh" size={16} />} onClick={onRetry}>
      Try again
    </Button>
  );
}

/**
 * Content the server refused by the policy (a visitor past the visit cap or filtering, a free member
 * past a limit): the way forward in place of the grid, beside the toast or modal the app opened.
 */
type Refusal = Extract<FailureReaction, { kind: 'sign-in' | 'auth-prompt' | 'paywall' | 'search-limit' }>;

const isRefusal = (reaction: FailureReaction): reaction is Refusal =>
  reaction.kind === 'sign-in' ||
  reaction.kind === 'auth-prompt' ||
  reaction.kind === 'paywall' ||
  reaction.kind === 'search-limit';

function RefusedState({ reaction }: { reaction: Refusal }) {
  const location = useLocation();
  switch (reaction.kind) {
    case 'sign-in':
    case 'auth-prompt':
      return (
        <EmptyState
          icon="lock"
          title={reaction.message}
          body="A free account keeps browsing and filtering the library: screens, flows, components and apps."
          action={
            <Link
              className="btn btn-primary btn-md"
              to={paths.auth.href(`${location.pathname}${location.search}`)}
            >
              Sign in or join free
            </Link>
          }
        />
      );
    case 'paywall':
    case 'search-limit':
      return (
        <EmptyState
          icon="sparkles"
          title={reaction.message}
          body="Pro keeps the whole library open: unlimited browsing and searches, favorites and collections."
          action={
            <Button variant="primary" onClick={() => openModal({ type: 'pricing' })}>
              See Pro plans
            </Button>
          }
        />
      );
  }
}

export function ErrorState({
  title = "This didn't load",
  body = 'Check your connection and try again.',
  onRetry,
  action = onRetry ? <RetryButton onRetry={onRetry} /> : null,
  error,
}: {
  title?: string;
  /** What went wrong and what to do, when more is known than a lost connection. */
  body?: ReactNode;
  onRetry?: () => void;
  /** The way on, when it is not "try again". */
  action?: ReactNode;
  /** The failure: a refusal of the policy shows the way forward instead of "try again". */
  error?: unknown;
}) {
  const reaction = error instanceof ApiError ? reactionTo(error) : null;
  if (reaction !== null && isRefusal(reaction)) return <RefusedState reaction={reaction} />;
  return <StateMessage icon="alert" failed title={title} body={body} action={action} />;
}
