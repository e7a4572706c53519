// /CaliforniaPolicy's request form as an island (web/islands/start.ts): its fieldset stays disabled until this
// hydrates it, so nobody types into a form that cannot send yet.
import { CaliforniaRequestForm } from '../pages/privacy/california-request-form.tsx';
import { hydrateIsland } from './hydrate.tsx';

export function mount(container: HTMLElement): void {
  hydrateIsland(container, <CaliforniaRequestForm />);
}
