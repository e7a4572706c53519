// STOP_CONTACT_TEXTS's Spanish, in the module only Spanish pages download (web/i18n/spanish.ts).
import type { StopContactTexts } from './stop-contact-texts.ts';

export const STOP_CONTACT_TEXTS_ES: StopContactTexts = {
  heading: 'Dejar de recibir llamadas y mensajes',
  intro:
    'Puede retirar en cualquier momento su consentimiento para recibir llamadas o mensajes de texto sobre una solicitud de cotización. Escriba el número de teléfono o el correo electrónico que usó, o ambos. Dejamos de contactarlo de inmediato: sus solicitudes que aún no se enviaron a empresas asociadas se retienen, y esos datos de contacto pasan a nuestra lista de exclusión.',
  alsoBefore: 'También puede responder STOP a un mensaje de texto o escribir a ',
  revoked:
    'Su consentimiento para recibir llamadas y mensajes de texto quedó revocado. Si una empresa asociada que ya recibió su solicitud se comunica con usted, pídale que deje de hacerlo y dele este número de referencia.',
  form: 'Dejar de recibir llamadas y mensajes',
  phone: 'Número de teléfono',
  email: 'Correo electrónico',
  sending: 'Enviando...',
  send: 'Dejar de contactarme',
};
