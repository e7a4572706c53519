// Every Spanish word of the visitor side's pages, gathered in the one module only Spanish pages download
// (web/i18n/spanish.ts loads it). Each page kind's Spanish sits beside its English in a -es module.
import { spanishFormMessage } from '#domain/form-messages-es.ts';
import { GPC_HONORED_ES } from '#domain/privacy-labels.ts';
import { SERVICE_NAMES_ES } from '#domain/service-names-es.ts';
import { HOME_TEXTS_ES } from '../home/texts-es.ts';
import { ERROR_TEXTS_ES, LAYOUT_TEXTS_ES, ROUTE_LABELS_ES } from '../layout/texts-es.ts';
import { PAGE_META_ES } from '../lib/page-meta-es.ts';
import { CALIFORNIA_REQUEST_TEXTS_ES } from '../pages/privacy/california-request-texts-es.ts';
import { DO_NOT_SELL_TEXTS_ES } from '../pages/privacy/do-not-sell-texts-es.ts';
import { STOP_CONTACT_TEXTS_ES } from '../pages/privacy/stop-contact-texts-es.ts';
import { ABOUT_TEXTS_ES } from '../pages/texts/about-es.ts';
import { CONTACT_TEXTS_ES } from '../pages/texts/contact-es.ts';
import { SERVICE_DESCRIPTIONS_ES, SERVICES_TEXTS_ES } from '../pages/texts/services-es.ts';
import { THANK_YOU_TEXTS_ES } from '../pages/texts/thank-you-es.ts';

export const SPANISH_WORDS = {
  layout: LAYOUT_TEXTS_ES,
  routeLabels: ROUTE_LABELS_ES,
  errors: ERROR_TEXTS_ES,
  pageMeta: PAGE_META_ES,
  serviceNames: SERVICE_NAMES_ES,
  serviceDescriptions: SERVICE_DESCRIPTIONS_ES,
  formMessage: spanishFormMessage,
  gpcHonored: GPC_HONORED_ES,
  home: HOME_TEXTS_ES,
  about: ABOUT_TEXTS_ES,
  contact: CONTACT_TEXTS_ES,
  services: SERVICES_TEXTS_ES,
  thankYou: THANK_YOU_TEXTS_ES,
  californiaRequest: CALIFORNIA_REQUEST_TEXTS_ES,
  doNotSell: DO_NOT_SELL_TEXTS_ES,
  stopContact: STOP_CONTACT_TEXTS_ES,
};

export type SpanishWords = typeof SPANISH_WORDS;
