import { Component, type ErrorInfo, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/**
 * A page of the shell that fails to render, typically because its code could not be downloaded (the frames and
 * the 404 page load when first needed): a message with Retry in the page area, while the navigation, banner and
 * footer keep working. Navigating elsewhere (a new resetKey, the path) clears it.
 */
export class PageBoundary extends Component<{ resetKey: string; children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };
  static getDerivedStateFromError(error: Error) { return { error }; }
  override componentDidCatch(error: Error, info: ErrorInfo) { console.error('Page failed:', error, info.componentStack); }
  override componentDidUpdate(prev: { resetKey: string }) {
    if (this.state.error && prev.resetKey !== this.props.resetKey) this.setState({ error: null });
  }
  override render() {
    if (!this.state.error) return this.props.children;
    return (
      // A downloaded chunk that failed stays failed in this page life: Retry loads the page again.
      <Alert severity="error" action={<Button color="inherit" onClick={() => window.location.reload()}>Retry</Button>}>
        This page could not be loaded. Check your connection and try again.
      </Alert>
    );
  }
}
