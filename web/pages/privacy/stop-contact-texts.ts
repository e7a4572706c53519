// /StopContact's words in both languages.
import type { Lang } from '#domain/language.ts';
import { spanishPage } from '../../i18n/spanish.ts';

const en = {
  heading: 'Stop calls and texts',
  intro:
    'You can take back your consent to be called or texted about a quote request at any time. Enter the phone number and/or e-mail address you used. We stop at once: your requests not yet passed on to partner companies are held back, and the contact details go on our suppression list.',
  alsoBefore: 'You can also reply STOP to a text, or write to ',
  revoked:
    'Your consent to calls and texts is revoked. If a partner company that already received your request contacts you, tell them to stop and give them this reference.',
  form: 'Stop calls and texts',
  phone: 'Phone number',
  email: 'Email address',
  sending: 'Sending...',
  send: 'Stop Contacting Me',
};

export type StopContactTexts = typeof en;

/** English from this module; Spanish from the words Spanish pages load (web/i18n/spanish.ts). */
export const STOP_CONTACT_TEXTS: Record<Lang, StopContactTexts> = {
  en,
  get es() {
    return spanishPage('stopContact');
  },
};
