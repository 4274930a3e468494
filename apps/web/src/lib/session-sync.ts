/**
 * Tells the other tabs and windows of this site that the session changed, so that signing in through
 * the sign-in popup (or the link in another tab) updates the page the person was on without a reload,
 * and signing out in one tab signs out every tab.
 */
const CHANNEL = 'pageshelf-session';

export type SessionChange = 'signed-in' | 'signed-out';

function channel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
}

/** Announces a change to every other window of this origin (not to this one). */
export function announceSessionChange(change: SessionChange): void {
  const sender = channel();
  if (!sender) return;
  sender.postMessage(change);
  sender.close();
}

/** Calls `onChange` for each change announced by another window; returns the unsubscribe function. */
export function onSessionChange(onChange: (change: SessionChange) => void): () => void {
  const receiver = channel();
  if (!receiver) return () => undefined;
  receiver.onmessage = (event: MessageEvent<unknown>) => {
    if (event.data === 'signed-in' || event.data === 'signed-out') onChange(event.data);
  };
  return () => receiver.close();
}
