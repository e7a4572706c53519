// /Contact's words in both languages.
import type { Lang } from '#domain/language.ts';
import { spanishPage } from '../../i18n/spanish.ts';

/** The English, which the server's answer to the form posted without the page's scripts shows too. */
export const CONTACT_TEXTS_EN = {
  heading: 'Contact us',
  intro: 'Questions about a quote or your information? We are happy to help.',
  phone: 'Phone',
  email: 'Email',
  address: 'Address',
  form: 'Contact form',
  name: 'Your Name',
  yourEmail: 'Your Email',
  subject: 'Subject',
  message: 'Message',
  sent: 'Thank you! Your message has been sent. We will reply by email.',
  failed: 'Your message could not be sent. Please try again.',
  sending: 'Sending...',
  send: 'Send Message',
};

export type ContactTexts = typeof CONTACT_TEXTS_EN;

/** English from this module; Spanish from the words Spanish pages load (web/i18n/spanish.ts). */
export const CONTACT_TEXTS: Record<Lang, ContactTexts> = {
  en: CONTACT_TEXTS_EN,
  get es() {
    return spanishPage('contact');
  },
};
