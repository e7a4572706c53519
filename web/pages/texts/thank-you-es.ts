// THANK_YOU_TEXTS's Spanish, in the module only Spanish pages download (web/i18n/spanish.ts).
import type { ThankYouTexts } from './thank-you.ts';

// The wizard's best-time-to-call answers as its options read (Morning, Afternoon, Evening, Anytime).
const TIMES_ES: Readonly<Record<string, string>> = { morning: 'por la mañana', afternoon: 'por la tarde', evening: 'por la noche' };

export const THANK_YOU_TEXTS_ES: ThankYouTexts = {
  heading: '¡Gracias!',
  submitted: 'Su formulario se envió correctamente. Pronto recibirá una llamada.',
  reference: 'Su número de referencia',
  quoteIt: (service) => `Menciónelo si nos escribe o nos llama sobre esta solicitud de ${service}.`,
  nextHeading: 'Qué pasa ahora',
  next: (service, when) =>
    `Profesionales locales asignados a su solicitud de ${service} lo llamarán o le enviarán un mensaje de texto ${when}, como lo pidió, para confirmar los detalles y darle un precio.`,
  callTime: (bestTimeToCall) => TIMES_ES[bestTimeToCall.trim().toLowerCase()] ?? 'a cualquier hora del día',
  stopHeading: 'Si ya no desea que lo contacten',
  stopBefore: 'Responda STOP a cualquier mensaje de texto, dígaselo a quien lo llame, use la página ',
  stopLink: 'Dejar de recibir llamadas y mensajes',
  stopMiddle: ' o escriba a ',
  stopAfter: ' con su número de referencia.',
  home: 'Volver al inicio',
  nothing:
    'Todavía no hay ninguna solicitud de cotización en esta visita. Elija un servicio para recibir cotizaciones gratuitas de profesionales locales.',
  seeAll: 'Ver todos los servicios',
};
