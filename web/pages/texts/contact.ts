// /Contact's words in both languages.
import type { Lang } from '#domain/language.ts';

const en = {
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

export const CONTACT_TEXTS: Record<Lang, typeof en> = {
  en,
  es: {
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
  },
};
