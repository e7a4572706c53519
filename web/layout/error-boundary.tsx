// When a part of the page fails to render, a plain message and a reload button instead of a blank page.
// The wizard's answers are kept in the tab (web/wizard/saved-progress.ts), so a reload loses nothing.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { usePageLang } from '#web/lib/lang-context.tsx';
import { ERROR_TEXTS } from './texts.ts';

interface Props {
  children: ReactNode;
  /** What failed, in the visitor's words ("This page", "The form"). */
  what: string;
  /** A sentence after the message: what survives the reload. */
  reassurance?: string;
  /** A new value (the route) clears a past error. */
  resetKey?: string;
}

export class ErrorBoundary extends Component<Props, { failed: boolean; key?: string }> {
  state: { failed: boolean; key?: string } = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: { failed: boolean; key?: string }) {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    // The message and component stack only: never the props or state, which may hold personal data.
    console.error(`${this.props.what} failed to render:`, error.message, info.componentStack);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return <Fallback what={this.props.what} reassurance={this.props.reassurance} />;
  }
}

/** The message in the page's language (a function component: a class cannot read the language hook). */
function Fallback({ what, reassurance }: { what: string; reassurance?: string }) {
  const t = ERROR_TEXTS[usePageLang()];
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-16 text-center" data-testid="error-fallback">
      <h2 className="text-2xl font-bold text-ink">{t.heading(what)}</h2>
      <p className="mt-3 text-lg text-muted">{t.message(reassurance)}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-6 rounded-xl bg-brand-600 px-6 py-3 text-base font-semibold text-white hover:bg-brand-700"
      >
        {t.reload}
      </button>
    </div>
  );
}
