import { Component, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  /** Shown instead of the children once one of them has thrown while rendering. */
  fallback: ReactNode;
  /** Told about the error (for the console); the person sees `fallback`. */
  onError?: (error: unknown) => void;
  children: ReactNode;
}

/**
 * Keeps a failure in one part of the page to that part: without a boundary React unmounts the whole app and
 * leaves a blank page. Give it a `key` that changes when the part should try again (e.g. the route).
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError?.(error);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
