// /ThankYou's words in both languages (the page and its island, which hydrates the same component).
import type { Lang } from '#domain/language.ts';
import { spanishPage } from '../../i18n/spanish.ts';

const en = {
  heading: 'Thank You!',
  submitted: 'Your form has been successfully submitted. You will get call soon.',
  reference: 'Your reference',
  quoteIt: (service: string) => `Quote it if you write or call us about this ${service} request.`,
  nextHeading: 'What happens next',
  next: (service: string, when: string) =>
    `Local pros matched to your ${service} request will call or text you ${when}, as you asked, to confirm the details and give you a price.`,
  /** When the visitor said pros may call: "in the evening", "at any time of day". */
  callTime: (bestTimeToCall: string) => {
    const t = bestTimeToCall.trim().toLowerCase();
    return !t || t === 'anytime' ? 'at any time of day' : `in the ${t}`;
  },
  stopHeading: 'If you no longer want to be contacted',
  stopBefore: 'Reply STOP to any text, tell the caller, use the ',
  stopLink: 'Stop Calls and Texts',
  stopMiddle: ' page, or e-mail ',
  stopAfter: ' with your reference.',
  home: 'Go Back to Home',
  nothing: 'There is no quote request from this visit yet. Pick a service to get free quotes from local pros.',
  seeAll: 'See all services',
};

export type ThankYouTexts = typeof en;

/** English from this module; Spanish from the words Spanish pages load (web/i18n/spanish.ts). */
export const THANK_YOU_TEXTS: Record<Lang, ThankYouTexts> = {
  en,
  get es() {
    return spanishPage('thankYou');
  },
};
