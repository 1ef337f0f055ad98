import { AlertTriangle, RotateCw } from 'lucide-react';
import { Component, type ReactNode } from 'react';
import { buttonClasses } from '../ui/button';

/** Shown when a screen fails to render or a lazy chunk fails to load (e.g. after a deploy). */
export function RouteError({ error }: { error: unknown }) {
  console.warn('Screen failed to render', error);
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center px-4 text-center">
      <AlertTriangle className="h-12 w-12 text-amber-500" aria-hidden />
      <h1 className="mt-4 text-2xl font-bold">Something went wrong</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        This screen could not be shown. Reloading usually fixes it; your saved progress is safe.
      </p>
      <div className="mt-6 flex gap-3">
        <button type="button" onClick={() => window.location.reload()} className={buttonClasses('primary')}>
          <RotateCw className="h-4 w-4" aria-hidden /> Reload Page
        </button>
        <a href="/" className={buttonClasses('secondary')}>
          Go to Home
        </a>
      </div>
    </section>
  );
}

interface BoundaryProps {
  /** The current path and query: the error screen shows until it changes (the next navigation). */
  location: string;
  children: ReactNode;
}

interface BoundaryState {
  location: string;
  error?: { value: unknown };
}

/** Shows RouteError in place of a page that threw while rendering or whose chunk failed to load. */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { location: this.props.location };

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.location === state.location ? null : { location: props.location, error: undefined };
  }

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: { value: error } };
  }

  override render() {
    return this.state.error ? <RouteError error={this.state.error.value} /> : this.props.children;
  }
}
