// CALIFORNIA_REQUEST_TEXTS's Spanish, in the module only Spanish pages download (web/i18n/spanish.ts).
import type { CaliforniaRequestTexts } from './california-request-texts.ts';

export const CALIFORNIA_REQUEST_TEXTS_ES: CaliforniaRequestTexts = {
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
};
