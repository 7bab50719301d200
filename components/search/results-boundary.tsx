'use client';

import { Component, type ReactNode } from 'react';

interface Props {
  /** Rendered instead of the children after an error; `retry` clears it (and lets the children load again). */
  fallback: (retry: () => void) => ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a failed search (React's use() throws it) so the rest of the page stays usable. */
export class ResultsBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
