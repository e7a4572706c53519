// /DoNotSell's words in both languages (its heading is the contract's label, domain/privacy-labels.ts).
import type { Lang } from '#domain/language.ts';
import { DO_NOT_SELL_LABEL, DO_NOT_SELL_LABEL_ES } from '#domain/privacy-labels.ts';

const en = {
  heading: DO_NOT_SELL_LABEL,
  intro: (brand: string) =>
    `${brand} sells and shares the quote requests people send us with partner companies, so they can offer quotes. You can tell us not to sell or share your personal information. We act on it at once: your e-mail address and phone number go on our suppression list, and any of your requests not yet passed on are held back.`,
  gpc: 'Your browser sends a Global Privacy Control signal. We treat it as a request to opt out of the sale and sharing of your information from this browser. To cover requests you made elsewhere, also send the form below.',
  stopBefore: 'To stop calls and texts about a request you already made, use ',
  stopLink: 'Stop Contact',
  rightsBefore: '. For your other rights (to know, delete, correct or limit), see the ',
  rightsLink: 'California Privacy Notice',
  recorded: (gavePhone: boolean) =>
    `Your opt-out is recorded and in effect. We will not sell or share the information linked to this e-mail address${gavePhone ? ' and phone number' : ''}.`,
  form: 'Opt out of sale and sharing',
  name: 'Your name',
  email: 'Email address',
  phone: 'Phone number (optional)',
  phoneHint: 'The number you gave us, so we can find your requests.',
  sending: 'Sending...',
  send: 'Opt Out',
};

export const DO_NOT_SELL_TEXTS: Record<Lang, typeof en> = {
  en,
  es: {
    heading: DO_NOT_SELL_LABEL_ES,
    intro: (brand) =>
      `${brand} vende y comparte con empresas asociadas las solicitudes de cotización que recibimos, para que puedan ofrecer cotizaciones. Puede pedirnos que no vendamos ni compartamos su información personal. Actuamos de inmediato: su correo electrónico y su número de teléfono pasan a nuestra lista de exclusión, y sus solicitudes que aún no se enviaron se retienen.`,
    gpc: 'Su navegador envía una señal de Control Global de Privacidad (Global Privacy Control). La tratamos como una solicitud para excluir de la venta y del uso compartido la información de este navegador. Para incluir las solicitudes que hizo desde otros lugares, envíe también el formulario de abajo.',
    stopBefore: 'Para dejar de recibir llamadas y mensajes de texto sobre una solicitud que ya hizo, use ',
    stopLink: 'Dejar de recibir llamadas y mensajes',
    rightsBefore: '. Para sus otros derechos (a saber, eliminar, corregir o limitar), consulte el ',
    rightsLink: 'Aviso de privacidad de California',
    recorded: (gavePhone) =>
      `Su solicitud de exclusión quedó registrada y ya está en vigor. No venderemos ni compartiremos la información vinculada a este correo electrónico${gavePhone ? ' y a este número de teléfono' : ''}.`,
    form: 'Excluirse de la venta y del uso compartido',
    name: 'Su nombre',
    email: 'Correo electrónico',
    phone: 'Número de teléfono (opcional)',
    phoneHint: 'El número que nos dio, para que podamos encontrar sus solicitudes.',
    sending: 'Enviando...',
    send: 'Excluirme',
  },
};
