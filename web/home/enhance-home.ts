// The home page's moving parts over its prerendered markup, for web/static.ts (the home page does not
// load the React app): the typing line, the why-us video, the reasons' arrow keys and the service strip. Each is one enhancer,
// which the React components also call when the app renders the page.
import { enhanceReasons } from './enhance-reasons.ts';
import { enhanceServiceStrip } from './enhance-service-strip.ts';
import { enhanceTypingLine } from './enhance-typing-line.ts';
import { enhanceWhyVideo } from './enhance-why-video.ts';

export function enhanceHome(root: ParentNode): void {
  root.querySelectorAll<HTMLElement>('[data-typing]').forEach(enhanceTypingLine);
  root.querySelectorAll<HTMLElement>('[data-why-video]').forEach(enhanceWhyVideo);
  root.querySelectorAll<HTMLElement>('[data-reasons]').forEach(enhanceReasons);
  root.querySelectorAll<HTMLElement>('[data-service-strip]').forEach(enhanceServiceStrip);
}
