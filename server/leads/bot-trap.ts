// Stops simple bots without a captcha: a filled honeypot field (hidden from people by the wizard), or a
// form "filled" faster than a person can read it. Such a lead is refused quietly: the bot is answered as
// if it had succeeded, so it learns nothing to adapt to, and nothing is stored or delivered.
import type { LeadRequest } from '#domain/schemas.ts';

/** The wizard has a dozen or more steps; a person needs far longer than this to get through them. */
export const MIN_FILL_MS = 3000;

export type BotSign = 'honeypot' | 'too-fast';

/**
 * Why a lead looks automated, or undefined. `tracking.start` is the browser's clock when the wizard
 * opened; a start ahead of the server's clock says the visitor's clock runs fast, not that they were
 * quick, so it is let through: a real visitor is never blocked.
 */
export function botSign(lead: Pick<LeadRequest, 'website' | 'tracking'>, receivedAt: number): BotSign | undefined {
  if (lead.website.trim() !== '') return 'honeypot';
  const elapsed = receivedAt - lead.tracking.start;
  if (elapsed >= 0 && elapsed < MIN_FILL_MS) return 'too-fast';
  return undefined;
}
