import { Component, lazy, useCallback, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';

export interface ErrorBoundaryProps {
  /** What shows instead of the failed part; nothing when absent. */
  fallback?: (error: Error) => ReactNode;
  onError?: (error: Error, info: ErrorInfo) => void;
  /** A new value clears the failure (e.g. the path, after navigating). */
  resetKey?: string;
  children: ReactNode;
}

/** The portal's one error boundary: a remote section, a page or a dialog that fails stays in its own area. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }
  override componentDidUpdate(prev: ErrorBoundaryProps) {
    if (this.state.error && prev.resetKey !== this.props.resetKey) this.setState({ error: null });
  }
  override render() {
    if (!this.state.error) return this.props.children;
    return this.props.fallback ? this.props.fallback(this.state.error) : null;
  }
}

/**
 * A component downloaded on first use (React.lazy) that can be tried again: React keeps a failed lazy import for
 * good, so after a failure (caught by an ErrorBoundary) call `retry()` and the next render downloads it afresh.
 */
export function useRetryableLazy<P>(load: () => Promise<{ default: ComponentType<P> }>): [ComponentType<P>, () => void] {
  const [component, setComponent] = useState<ComponentType<P>>(() => lazy(load));
  const retry = useCallback(() => setComponent(() => lazy(load)), [load]);
  return [component, retry];
}
