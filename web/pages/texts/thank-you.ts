// /ThankYou's words in both languages (the page and its island, which hydrates the same component).
import type { Lang } from '#domain/language.ts';

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

// The wizard's best-time-to-call answers as its options read (Morning, Afternoon, Evening, Anytime).
const TIMES_ES: Readonly<Record<string, string>> = { morning: 'por la mañana', afternoon: 'por la tarde', evening: 'por la noche' };

export const THANK_YOU_TEXTS: Record<Lang, typeof en> = {
  en,
  es: {
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
  },
};
