// /ThankYou reloaded with the wizard's submission in this tab's history state (web/islands/start.ts): the
// page the app would render there, from the same component, which hydrates as the prerendered no-submission
// view and then shows the submission (and reports the conversion, once per reference).
import { ThankYouView } from '../pages/thank-you.tsx';
import { hydrateIsland } from './hydrate.tsx';

export function mount(container: HTMLElement): void {
  hydrateIsland(container, <ThankYouView state={window.history.state as unknown} />);
}
