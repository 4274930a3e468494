import { useEffect, useRef, useState } from 'react';
import { Button } from '#components/ui/button';
import { CloseButton } from '#components/ui/close-button';
import { Icon } from '#components/ui/icon';
import { env } from '#config/env';
import { useIdle } from '#lib/use-idle';
import { useBuildManifest } from '../api/get-build-manifest';
import './update-prompt.css';

/**
 * Polls the build manifest every minute, from the first idle moment of the page; when the build id
 * differs from the one this page started with, offers a reload. Not in development, where Vite reloads
 * by itself.
 */
export function UpdatePrompt() {
  const idle = useIdle();
  const manifest = useBuildManifest(!env.isDevelopment && idle);
  const firstId = useRef<string | null>(null);
  const [dismissedId, setDismissedId] = useState<string | null>(null);
  const id = manifest.data?.buildId ?? null;

  useEffect(() => {
    if (id && firstId.current === null) firstId.current = id;
  }, [id]);

  const changed = id !== null && firstId.current !== null && id !== firstId.current && id !== dismissedId;
  if (!changed) return null;

  return (
    <aside className="update-prompt" aria-live="polite" aria-label="Update available">
      <Icon name="sparkles" size={18} />
      <p>New version available</p>
      <Button size="sm" variant="primary" onClick={() => window.location.reload()}>
        Reload
      </Button>
      <CloseButton
        label="Later"
        className="icon-btn update-close"
        size={16}
        onClick={() => setDismissedId(id)}
      />
    </aside>
  );
}
