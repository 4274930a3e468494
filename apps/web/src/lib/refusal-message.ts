import { ApiError } from './api-client';

/**
 * What to tell a person whose action failed: the server's own explanation of a refusal (a 4xx: "This
 * invitation was sent to …"), as a sentence; otherwise (unreachable server, 5xx, unexpected answer)
 * `fallback`.
 */
export function refusalMessage(error: unknown, fallback: string): string {
  const text =
    error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : fallback;
  return /[.!?…]$/.test(text) ? text : `${text}.`;
}

/** The error code of a refusal (`already_subscribed`…), if it has one. */
export const refusalCode = (error: unknown): string | undefined =>
  error instanceof ApiError ? error.code : undefined;
