import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isChunkLoadError, reloadForChunkError } from '#lib/chunk-reload';
import { ErrorPage } from './error-page';

interface Props {
  children: ReactNode;
  /** Changing it (e.g. the pathname) clears a caught error. */
  resetKey?: string;
}

interface State {
  error: unknown;
  resetKey: string | undefined;
}

/**
 * Catches render errors of a subtree: a chunk-load error reloads the page (guarded), anything else
 * shows the Internal Server Error page instead of a blank screen.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (isChunkLoadError(error)) {
      reloadForChunkError();
      return;
    }
    console.warn('Unexpected error while rendering', error, info.componentStack);
  }

  override render() {
    if (this.state.error) {
      const message = this.state.error instanceof Error ? this.state.error.message : String(this.state.error);
      return (
        <ErrorPage
          status={500}
          message={
            isChunkLoadError(this.state.error)
              ? 'A new version of Pageshelf is available. Reloading…'
              : message
          }
        />
      );
    }
    return this.props.children;
  }
}
