// The round pause/play button of the home page's moving parts (the service strip, the why-us video): moving
// content must be stoppable without a mouse. aria-pressed says whether it is paused; the icon shows what a
// press does next (play while paused). Built as DOM by the enhancers that need it.

const PAUSE_ICON = 'M5.5 4h3v12h-3zM11.5 4h3v12h-3z';
const PLAY_ICON = 'M6 4.5v11l9-5.5-9-5.5Z';
const SVG = 'http://www.w3.org/2000/svg';

export function pauseButton({
  label,
  className,
  iconClass,
  onToggle,
}: {
  /** Its accessible name (it keeps it while pressed: aria-pressed carries the state). */
  label: string;
  className: string;
  iconClass: string;
  onToggle(paused: boolean): void;
}): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = className;
  button.setAttribute('aria-pressed', 'false');
  const name = document.createElement('span');
  name.className = 'sr-only';
  name.textContent = label;
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 20 20');
  svg.setAttribute('class', iconClass);
  svg.setAttribute('fill', 'currentColor');
  svg.setAttribute('aria-hidden', 'true');
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('d', PAUSE_ICON);
  svg.append(path);
  button.append(name, svg);
  button.addEventListener('click', () => {
    const paused = button.getAttribute('aria-pressed') !== 'true';
    button.setAttribute('aria-pressed', String(paused));
    path.setAttribute('d', paused ? PLAY_ICON : PAUSE_ICON);
    onToggle(paused);
  });
  return button;
}
