// ABOUT_TEXTS's Spanish, in the module only Spanish pages download (web/i18n/spanish.ts).
import type { AboutTexts } from './about.ts';

export const ABOUT_TEXTS_ES: AboutTexts = {
  heading: (brand) => `Acerca de ${brand}`,
  intro: (brand) =>
    `${brand} conecta a propietarios de vivienda de todo Estados Unidos con profesionales locales de mejoras para el hogar. Cuéntenos sobre su proyecto en un par de minutos y lo ponemos en contacto con profesionales que atienden su zona y hacen el tipo de trabajo que necesita.`,
  notContractor:
    'Somos un servicio gratuito de contacto y referencias, no un contratista: no hacemos el trabajo, no fijamos los precios ni empleamos a los profesionales. Nuestra tarea es ponerlo en contacto rápidamente con las empresas adecuadas, para que pueda comparar y elegir.',
  howItWorks: 'Cómo funciona',
  steps: [
    {
      title: 'Cuéntenos sobre su proyecto',
      text: 'Elija un servicio y responda unas preguntas: el trabajo, su vivienda, su código postal y el mejor momento para comunicarnos con usted.',
    },
    {
      title: 'Buscamos profesionales cerca de usted',
      text: 'Enviamos su solicitud a empresas asociadas con profesionales que atienden su zona y hacen ese tipo de trabajo.',
    },
    {
      title: 'Compare cotizaciones y decida',
      text: 'Los profesionales se comunican con usted por teléfono, mensaje de texto o correo electrónico para hablar del proyecto y cotizar. Usted decide si contrata y a quién.',
    },
  ],
  whyHeading: 'Por qué nos eligen los propietarios',
  benefits: (brand, trades) => [
    {
      title: 'Gratis y sin compromiso',
      text: `${brand} no le cuesta nada y nunca tiene que contratar a nadie con quien lo pongamos en contacto.`,
    },
    {
      title: 'Profesionales locales y verificados',
      text: 'Los contratistas de nuestras redes asociadas pasan una revisión, que incluye la verificación de antecedentes, antes de poder cotizar.',
    },
    {
      title: 'Cotizaciones rápidas',
      text: 'Los profesionales asignados suelen comunicarse poco después de su solicitud, a menudo el mismo día.',
    },
    {
      title: 'Compare antes de elegir',
      text: 'Reciba propuestas de más de un profesional, compare cotizaciones y presupuestos lado a lado y luego decida.',
    },
    {
      title: 'Cobertura nacional, atención local',
      text: 'Profesionales que viven y trabajan cerca de usted y conocen los códigos de construcción, los permisos, el clima y los precios de la zona.',
    },
    { title: 'Una solicitud, muchos oficios', text: trades },
  ],
  tradesListed: (count, names) => `${count} servicios para el hogar: ${names}.`,
  tradesAll: (count) => `${count} servicios para el hogar, desde energía solar y techos hasta plomería, pisos y mudanzas.`,
  goodToKnow: 'Conviene saber',
  adults: 'Nuestro servicio es para residentes de EE. UU. mayores de 18 años.',
  soldBefore: 'Cuando envía una solicitud, los datos que nos da se venden y se comparten con nuestras ',
  partners: 'empresas asociadas',
  soldAfter:
    ', que pueden llamarlo, enviarle mensajes de texto o escribirle por correo electrónico sobre su proyecto. Puede revocar su consentimiento en cualquier momento escribiendo a ',
  beforeHire:
    'Antes de contratar, pida a cualquier profesional su número de licencia y un comprobante de seguro, y obtenga el precio y el alcance del trabajo por escrito.',
  readPolicy: 'Lea cómo tratamos su información en nuestra ',
  privacyPolicy: 'Política de privacidad',
  questions: '¿Preguntas?',
  callUs: 'Llámenos al ',
  orEmail: ' o escriba a ',
  getServices: 'Ver nuestros servicios',
};
