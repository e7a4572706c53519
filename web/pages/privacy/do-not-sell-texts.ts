// /DoNotSell's words in both languages (its heading is the contract's label, domain/privacy-labels.ts).
import type { Lang } from '#domain/language.ts';
import { spanishPage } from '../../i18n/spanish.ts';
import { DO_NOT_SELL_LABEL } from '#domain/privacy-labels.ts';

const en = {
  heading: DO_NOT_SELL_LABEL,
  intro: (brand: string) =>
    `${brand} sells and shares the quote requests people send us with partner companies, so they can offer quotes. You can tell us not to sell or share your personal information. We act on it at once: your e-mail address and phone number go on our suppression list, and any of your requests not yet passed on are held back.`,
  gpc: 'Your browser sends a Global Privacy Control signal. We treat it as a request to opt out of the sale and sharing of your information from this browser. To cover requests you made elsewhere, also send the form below.',
  stopBefore: 'To stop calls and texts about a request you already made, use ',
  stopLink: 'Stop Contact',
  rightsBefore: '. For your other rights (to know, delete, correct or limit), see the ',
  rightsLink: 'California Privacy Notice',
  recorded: (gavePhone: boolean) =>
    `Your opt-out is recorded and in effect. We will not sell or share the information linked to this e-mail address${gavePhone ? ' and phone number' : ''}.`,
  form: 'Opt out of sale and sharing',
  name: 'Your name',
  email: 'Email address',
  phone: 'Phone number (optional)',
  phoneHint: 'The number you gave us, so we can find your requests.',
  sending: 'Sending...',
  send: 'Opt Out',
};

export type DoNotSellTexts = typeof en;

/** English from this module; Spanish from the words Spanish pages load (web/i18n/spanish.ts). */
export const DO_NOT_SELL_TEXTS: Record<Lang, DoNotSellTexts> = {
  en,
  get es() {
    return spanishPage('doNotSell');
  },
};
