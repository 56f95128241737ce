import { Component, type ReactNode } from 'react';

/**
 * Catches a lazily loaded piece that failed to download (a network drop, a replaced deploy) so the page around
 * it keeps working; the owner says so and may try again with a fresh import.
 */
export class LoadBoundary extends Component<{ onError(error: Error): void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() { return { failed: true }; }
  override componentDidCatch(error: Error) { this.props.onError(error); }
  override render() { return this.state.failed ? null : this.props.children; }
}
