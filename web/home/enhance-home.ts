// The home page's moving parts over its prerendered markup, for web/static.ts (the home page does not
// load the React app): the typing line, the why-us video, the reasons' arrow keys and the service strip. Each is one enhancer,
// which the React components also call when the app renders the page.
import { enhanceReasons } from './enhance-reasons.ts';
import { enhanceServiceStrip } from './enhance-service-strip.ts';
import { enhanceTypingLine } from './enhance-typing-line.ts';
import { enhanceWhyVideo } from './enhance-why-video.ts';

export function enhanceHome(root: ParentNode): void {
  // One argument each: the enhancers take an optional second one (the page's words), which forEach's index must not fill.
  root.querySelectorAll<HTMLElement>('[data-typing]').forEach((el) => enhanceTypingLine(el));
  root.querySelectorAll<HTMLElement>('[data-why-video]').forEach((el) => enhanceWhyVideo(el));
  root.querySelectorAll<HTMLElement>('[data-reasons]').forEach((el) => enhanceReasons(el));
  root.querySelectorAll<HTMLElement>('[data-service-strip]').forEach((el) => enhanceServiceStrip(el));
}
