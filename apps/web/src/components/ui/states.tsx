import type { ReactNode } from 'react';
import { Button } from './button';
import { Icon, type IconName } from './icon';
import './states.css';

interface EmptyStateProps {
  title: string;
  body?: ReactNode;
  icon?: IconName;
  action?: ReactNode;
}

export function EmptyState({ title, body, icon = 'search', action }: EmptyStateProps) {
  return (
    <div className="state">
      <span className="state-icon">
        <Icon name={icon} size={22} />
      </span>
      <h2 className="state-title">{title}</h2>
      {body ? <p className="state-body">{body}</p> : null}
      {action ? <div className="state-action">{action}</div> : null}
    </div>
  );
}

export function ErrorState({
  title = "This didn't load",
  onRetry,
}: {
  title?: string;
  onRetry?: () => void;
}) {
  return (
    <div className="state" role="alert">
      <span className="state-icon state-icon-error">
        <Icon name="alert" size={22} />
      </span>
      <h2 className="state-title">{title}</h2>
      <p className="state-body">Check your connection and try again.</p>
      {onRetry ? (
        <div className="state-action">
          <Button variant="secondary" icon={<Icon name="refresh" size={16} />} onClick={onRetry}>
            Try again
          </Button>
        </div>
      ) : null}
    </div>
  );
}
