// The header's behaviour, on markup that is already there (web/layout/header.tsx renders it, both panels
// in the DOM and `hidden` while closed): the Services dropdown and the phone's menu. Plain DOM, no React,
// so the same code serves the React app (Header calls it in an effect) and the prose pages that never
// hydrate (web/static.ts calls it on the prerendered header).
//
// The dropdown: a mouse opens it after resting 200 ms on Services (at once when it closed less than 300 ms
// ago) and closes it 150 ms after leaving both Services and the panel; a click, Enter or Space toggles it;
// ArrowDown opens it and focuses the first service; arrow keys, Home and End move between the services,
// ArrowLeft/ArrowRight between the header's links; Escape closes it and returns focus to Services; a press
// or focus outside it, or picking a link in it, closes it. The phone's menu: the toggle opens and closes it;
// a tap outside it, Escape (focus back on the toggle) or picking a link closes it. The header carries
// `data-menu-open` while the phone's menu is open, for the styles that depend on it (the logo over the hero).

import type { Lang } from '#domain/language.ts';
import { documentLang } from '#web/lib/document-lang.ts';

/** The phone menu toggle's name, open and closed; the header renders the closed one in the page's language. */
export const MENU_LABELS: Record<Lang, { open: string; close: string }> = {
  en: { open: 'Open menu', close: 'Close menu' },
  es: { open: 'Abrir menú', close: 'Cerrar menú' },
};

const OPEN_DELAY = 200;
const SKIP_DELAY = 300;
const CLOSE_DELAY = 150;

export interface HeaderMenu {
  /** Closes both menus (the React app calls it on every route change). */
  close(): void;
  /** Removes every listener this attached. */
  destroy(): void;
}

function byControls(button: HTMLElement): HTMLElement {
  const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error(`header: nothing has the id ${button.getAttribute('aria-controls')}`);
  return panel;
}

const links = (el: HTMLElement) => [...el.querySelectorAll<HTMLElement>('a[href]')];

/** Moves focus within `items` by an arrow key (Home/End: the first/last), without wrapping; false for other keys. */
function moveFocus(items: HTMLElement[], key: string): boolean {
  const at = items.indexOf(document.activeElement as HTMLElement);
  const next =
    key === 'Home'
      ? 0
      : key === 'End'
        ? items.length - 1
        : key === 'ArrowDown' || key === 'ArrowRight'
          ? Math.min(at + 1, items.length - 1)
          : key === 'ArrowUp' || key === 'ArrowLeft'
            ? Math.max(at - 1, 0)
            : -1;
  if (next < 0 || (at < 0 && key !== 'Home' && key !== 'End')) return false;
  items[next]?.focus();
  return true;
}

export function enhanceHeader(header: HTMLElement): HeaderMenu {
  const abort = new AbortController();
  const on = <K extends keyof HTMLElementEventMap>(target: EventTarget, type: K, fn: (e: HTMLElementEventMap[K]) => void) =>
    target.addEventListener(type, fn as EventListener, { signal: abort.signal });

  // The Services dropdown.
  const trigger = header.querySelector<HTMLButtonElement>('[data-menu-trigger]');
  const dropdown = trigger ? byControls(trigger) : null;
  const item = trigger?.parentElement ?? null;
  const topList = item?.parentElement ?? null;
  let openTimer = 0;
  let closeTimer = 0;
  let closedAt = 0;
  // Closed by a click while the mouse is still on Services: resting there does not reopen it.
  let clickClosed = false;
  let mouseOnTrigger = false;
  const isOpen = () => trigger?.getAttribute('aria-expanded') === 'true';
  const setDropdown = (open: boolean) => {
    clearTimeout(openTimer);
    clearTimeout(closeTimer);
    if (!trigger || !dropdown || open === isOpen()) return;
    const state = open ? 'open' : 'closed';
    trigger.setAttribute('aria-expanded', String(open));
    trigger.dataset.state = state;
    dropdown.dataset.state = state;
    dropdown.hidden = !open;
    if (!open) closedAt = performance.now();
  };

  if (trigger && dropdown && item && topList) {
    const mouse = (e: PointerEvent) => e.pointerType === 'mouse';
    const enter = (e: PointerEvent) => {
      if (!mouse(e)) return;
      if (e.currentTarget === trigger) mouseOnTrigger = true;
      clearTimeout(closeTimer);
      if (isOpen() || clickClosed || e.currentTarget !== trigger) return;
      clearTimeout(openTimer);
      openTimer = window.setTimeout(() => setDropdown(true), performance.now() - closedAt < SKIP_DELAY ? 0 : OPEN_DELAY);
    };
    const leave = (e: PointerEvent) => {
      if (!mouse(e)) return;
      if (e.currentTarget === trigger) clickClosed = mouseOnTrigger = false;
      clearTimeout(openTimer);
      if (isOpen()) closeTimer = window.setTimeout(() => setDropdown(false), CLOSE_DELAY);
    };
    for (const el of [trigger, dropdown]) {
      on(el, 'pointerenter', enter);
      on(el, 'pointerleave', leave);
    }
    on(trigger, 'click', () => {
      clickClosed = isOpen() && mouseOnTrigger;
      setDropdown(!isOpen());
    });
    on(trigger, 'keydown', (e) => {
      if (e.key !== 'ArrowDown') return;
      e.preventDefault();
      setDropdown(true);
      links(dropdown)[0]?.focus();
    });
    on(dropdown, 'keydown', (e) => {
      if (moveFocus(links(dropdown), e.key)) e.preventDefault();
    });
    // ArrowLeft/ArrowRight between the header's own items (its links and Services).
    on(topList, 'keydown', (e) => {
      if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
      const items = [...topList.children].map((li) => li.firstElementChild as HTMLElement);
      if (items.includes(e.target as HTMLElement) && moveFocus(items, e.key)) e.preventDefault();
    });
    on(item, 'keydown', (e) => {
      if (e.key !== 'Escape' || !isOpen()) return;
      setDropdown(false);
      trigger.focus();
    });
    on(item, 'focusout', (e) => {
      const to = e.relatedTarget as Node | null;
      if (to && !item.contains(to)) setDropdown(false);
    });
    on(dropdown, 'click', (e) => {
      if ((e.target as Element).closest('a')) setDropdown(false);
    });
  }

  // The phone's menu.
  const toggle = header.querySelector<HTMLButtonElement>('[data-mobile-toggle]');
  const mobile = toggle ? byControls(toggle) : null;
  const mobileOpen = () => toggle?.getAttribute('aria-expanded') === 'true';
  const setMobile = (open: boolean) => {
    if (!toggle || !mobile || open === mobileOpen()) return;
    toggle.setAttribute('aria-expanded', String(open));
    // Read when it changes: in the app a client-side navigation may have changed the page's language.
    const labels = MENU_LABELS[documentLang()];
    toggle.setAttribute('aria-label', open ? labels.close : labels.open);
    header.toggleAttribute('data-menu-open', open);
    mobile.hidden = !open;
  };
  if (toggle && mobile) {
    on(toggle, 'click', () => setMobile(!mobileOpen()));
    on(mobile, 'click', (e) => {
      if ((e.target as Element).closest('a')) setMobile(false);
    });
  }

  // Outside presses and Escape, for either menu.
  on(document, 'pointerdown', (e) => {
    const target = e.target as Node;
    if (item && !item.contains(target)) setDropdown(false);
    if (mobile && toggle && !mobile.contains(target) && !toggle.contains(target)) setMobile(false);
  });
  on(document, 'keydown', (e) => {
    if (e.key !== 'Escape' || !mobileOpen()) return;
    setMobile(false);
    toggle?.focus();
  });

  return {
    close() {
      setDropdown(false);
      setMobile(false);
    },
    destroy() {
      clearTimeout(openTimer);
      clearTimeout(closeTimer);
      abort.abort();
    },
  };
}
