// /StopContact's words in both languages.
import type { Lang } from '#domain/language.ts';

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

export const STOP_CONTACT_TEXTS: Record<Lang, typeof en> = {
  en,
  es: {
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
  },
};
