// DO_NOT_SELL_TEXTS's Spanish, in the module only Spanish pages download (web/i18n/spanish.ts).
import { DO_NOT_SELL_LABEL_ES } from '#domain/privacy-labels-es.ts';
import type { DoNotSellTexts } from './do-not-sell-texts.ts';

export const DO_NOT_SELL_TEXTS_ES: DoNotSellTexts = {
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
};
