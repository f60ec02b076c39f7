import { Component, type ErrorInfo, type ReactNode } from 'react';

/** Catches a page that failed to render (or to load its code) and offers a reload. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="grid min-h-dvh place-items-center p-6 text-center">
        <div className="max-w-sm space-y-4">
          <h1 className="text-2xl font-semibold">Something went wrong</h1>
          <p className="text-muted">The page could not be shown. Reload to try again.</p>
          {/* Plain markup, not the kit's Button: this shows when a chunk failed to arrive, and
              the entry stays free of the kit's chunk (vite.config.ts). */}
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="inline-flex min-h-touch items-center rounded bg-accent px-4 font-semibold text-accent-fg hover:bg-accent-strong hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2"
          >
            Reload
          </button>
        </div>
      </main>
    );
  }
}
