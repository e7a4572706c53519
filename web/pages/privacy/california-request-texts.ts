// The California request form's words in both languages (the form sits on /CaliforniaPolicy and
// /es/CaliforniaPolicy as an island).
import type { Lang } from '#domain/language.ts';
import { REQUEST_TYPE_LABELS, type PublicRequestType } from '#domain/privacy.ts';

const en = {
  confirmEmailBefore: 'Please check your e-mail: we sent a link to the address you gave. Open it and press ',
  confirmButton: 'Confirm my request',
  confirmEmailAfter: ' within 30 days. We show, delete or correct nothing before you confirm that the address is yours.',
  timing:
    'We will confirm receipt within 10 business days and answer within 45 days (a request to opt out or to limit is acted on within 15 business days; an opt-out takes effect at once). Keep the reference number for any message about this request.',
  form: 'California privacy request',
  what: 'What would you like us to do?',
  types: REQUEST_TYPE_LABELS as Readonly<Record<PublicRequestType, string>>,
  name: 'Your name',
  email: 'Email address',
  emailHint: 'The address you used on the site; we answer here.',
  phone: 'Phone number (optional)',
  details: 'Details (optional)',
  detailsHint: 'For a correction: what is wrong and what is right.',
  agent: 'I am an authorized agent making this request for someone else',
  agentName: "Agent's name",
  agentHint: "We will ask for the consumer's signed permission.",
  sending: 'Sending...',
  send: 'Send Request',
};

export const CALIFORNIA_REQUEST_TEXTS: Record<Lang, typeof en> = {
  en,
  es: {
    confirmEmailBefore: 'Revise su correo electrónico: enviamos un enlace a la dirección que nos dio. Ábralo y presione ',
    confirmButton: 'Confirmar mi solicitud',
    confirmEmailAfter:
      ' dentro de los próximos 30 días. No mostramos, eliminamos ni corregimos nada hasta que confirme que la dirección es suya.',
    timing:
      'Confirmaremos la recepción en un plazo de 10 días hábiles y responderemos en un plazo de 45 días (una solicitud de exclusión o de limitación se atiende en un plazo de 15 días hábiles; la exclusión entra en vigor de inmediato). Guarde el número de referencia para cualquier mensaje sobre esta solicitud.',
    form: 'Solicitud de privacidad de California',
    what: '¿Qué desea que hagamos?',
    types: {
      know: 'Saber qué información mía tienen / acceder a ella',
      delete: 'Eliminar mi información',
      correct: 'Corregir mi información',
      'opt-out': 'Excluirme de la venta y del uso compartido',
      limit: 'Limitar el uso de información confidencial',
    },
    name: 'Su nombre',
    email: 'Correo electrónico',
    emailHint: 'La dirección que usó en el sitio; le responderemos allí.',
    phone: 'Número de teléfono (opcional)',
    details: 'Detalles (opcional)',
    detailsHint: 'Para una corrección: qué está mal y cuál es el dato correcto.',
    agent: 'Soy un agente autorizado que hace esta solicitud en nombre de otra persona',
    agentName: 'Nombre del agente',
    agentHint: 'Le pediremos el permiso firmado del consumidor.',
    sending: 'Enviando...',
    send: 'Enviar solicitud',
  },
};
