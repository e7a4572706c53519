// CONTACT_TEXTS's Spanish, in the module only Spanish pages download (web/i18n/spanish.ts).
import type { ContactTexts } from './contact.ts';

export const CONTACT_TEXTS_ES: ContactTexts = {
  heading: 'Contáctenos',
  intro: '¿Tiene preguntas sobre una cotización o sobre sus datos? Con gusto lo ayudamos.',
  phone: 'Teléfono',
  email: 'Correo electrónico',
  address: 'Dirección',
  form: 'Formulario de contacto',
  name: 'Su nombre',
  yourEmail: 'Su correo electrónico',
  subject: 'Asunto',
  message: 'Mensaje',
  sent: '¡Gracias! Su mensaje fue enviado. Le responderemos por correo electrónico.',
  failed: 'No se pudo enviar su mensaje. Inténtelo de nuevo.',
  sending: 'Enviando...',
  send: 'Enviar mensaje',
};
