// /About's words in both languages. Some name the brand or the site's services, so they are functions.
import type { Lang } from '#domain/language.ts';

const en = {
  heading: (brand: string) => `About ${brand}`,
  intro: (brand: string) =>
    `${brand} connects home owners across the United States with local home-improvement professionals. Tell us about your project in a couple of minutes and we match you with pros who serve your area and do the kind of work you need.`,
  notContractor:
    'We are a free matching and referral service, not a contractor: we do not do the work, set the prices or employ the pros. Our job is to put you in touch with the right companies quickly, so you can compare and choose.',
  howItWorks: 'How it works',
  steps: [
    {
      title: 'Tell us about your project',
      text: 'Pick a service and answer a few questions: the job, your home, your ZIP code and the best time to reach you.',
    },
    {
      title: 'We find pros near you',
      text: 'We pass your request to partner companies with pros who serve your area and do that kind of work.',
    },
    {
      title: 'Compare quotes and decide',
      text: 'Pros contact you by phone, text or email to discuss the project and quote. Whether to hire, and whom, is up to you.',
    },
  ],
  whyHeading: 'Why home owners use us',
  /** The benefits; the last one's text is the site's trades (`trades`). */
  benefits: (brand: string, trades: string) => [
    { title: 'Free, with no obligation', text: `${brand} costs you nothing, and you never have to hire anyone we match you with.` },
    {
      title: 'Local, vetted pros',
      text: 'The contractors in our partner networks are screened, including background checks, before they can quote.',
    },
    { title: 'Fast quotes', text: 'Matched pros usually reach out soon after your request, often the same day.' },
    { title: 'Compare before you choose', text: 'Hear from more than one pro, compare quotes and budgets side by side, then decide.' },
    { title: 'Nationwide, with a local touch', text: 'Pros who live and work near you and know local codes, permits, weather and prices.' },
    { title: 'One request, many trades', text: trades },
  ],
  tradesListed: (count: number, names: string) => `${count} home services: ${names}.`,
  tradesAll: (count: number) => `${count} home services, from solar and roofing to plumbing, flooring and moving.`,
  goodToKnow: 'Good to know',
  adults: 'Our service is for US residents aged 18 and over.',
  soldBefore: 'When you submit a request, the details you give us are sold and shared with our ',
  partners: 'partner companies',
  soldAfter: ', who may call, text or email you about your project. You can revoke your consent at any time by emailing ',
  beforeHire: 'Before you hire, ask any pro for their license number and proof of insurance, and get the price and scope in writing.',
  readPolicy: 'Read how we handle your information in our ',
  privacyPolicy: 'Privacy Policy',
  questions: 'Questions?',
  callUs: 'Call us at ',
  orEmail: ' or email ',
  getServices: 'Get Our Services',
};

export const ABOUT_TEXTS: Record<Lang, typeof en> = {
  en,
  es: {
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
  },
};
