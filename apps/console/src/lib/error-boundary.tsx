import { Component, type ReactNode } from 'react';

/** A page that fails to draw leaves a way on, never a blank screen (the words are passed in). */
export class ErrorBoundary extends Component<
  { message: string; retry: string; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="note note--error">
        <p>{this.props.message}</p>
        <button type="button" className="button" onClick={() => location.reload()}>
          {this.props.retry}
        </button>
      </div>
    );
  }
}
