// HOME_TEXTS's Spanish, in the module only Spanish pages download (web/i18n/spanish.ts).
import type { HomeTexts } from './texts.ts';

export const HOME_TEXTS_ES: HomeTexts = {
  heroBadge: 'Cotizaciones gratis para propietarios de vivienda en EE. UU.',
  heroText:
    'Cuéntenos sobre su proyecto en un par de minutos. Lo ponemos en contacto con profesionales locales y verificados que hacen ese tipo de trabajo en su zona, para que compare cotizaciones y elija con confianza.',
  cta: '¡Solicite su consulta!',
  ctaNote: 'Toma un par de minutos · Solo para residentes de EE. UU.',
  trustLabel: 'Con qué puede contar',
  trust: ['Gratis, sin compromiso', 'Verificados y con antecedentes revisados', 'Cotizaciones rápidas', 'Compare cotizaciones'],
  howItWorks: 'Cómo funciona',
  steps: [
    {
      title: 'Cuéntenos sobre su proyecto',
      text: 'Unas preguntas rápidas sobre el trabajo, su vivienda y el mejor momento para comunicarnos con usted.',
    },
    { title: 'Lo conectamos con profesionales locales', text: 'Enviamos su solicitud a profesionales verificados que atienden su zona.' },
    {
      title: 'Compare cotizaciones y elija',
      text: 'Los profesionales lo llaman o le envían un mensaje con sus cotizaciones. Contrate solo si alguno le conviene.',
    },
  ],
  notContractor: (brand) =>
    `${brand} es un servicio gratuito que lo conecta con profesionales; no es un contratista. Ellos cotizan y hacen el trabajo; usted decide.`,
  typingBefore: 'Su proyecto, nuestro',
  typingAfter: '– una combinación perfecta',
  startHere: 'Empiece aquí',
  popular: 'Servicios populares',
  popularText: 'Elija un proyecto, responda unas preguntas rápidas y lo pondremos en contacto con profesionales cerca de usted.',
  allServices: 'Todos los servicios',
  whyBrand: (brand) => `Por qué ${brand}`,
  whyChooseUs: 'Por qué elegirnos',
  whyText: 'Una solicitud breve, y los profesionales locales adecuados se comunican con usted. Esto es con lo que puede contar.',
  reasons: (brand) => [
    {
      id: 'vetted',
      title: 'Profesionales verificados, con antecedentes revisados',
      body: `Los contratistas de nuestras redes asociadas pasan una revisión antes de poder cotizar: licencia donde su estado la exige, seguro, verificación de antecedentes y su historial con propietarios de vivienda. Solo lo contactan empresas que hacen su tipo de proyecto en su zona. (Aun así, conviene pedir el número de licencia y un comprobante de seguro antes de firmar).`,
    },
    {
      id: 'quotes',
      title: 'Cotizaciones rápidas y gratuitas',
      body: `Responda unas preguntas sobre su proyecto en un par de minutos. Los profesionales asignados suelen comunicarse por teléfono o mensaje de texto poco después, a menudo el mismo día, para conversar sobre el trabajo y darle una cotización. Usar ${brand} no le cuesta nada y nunca está obligado a contratar a nadie.`,
    },
    {
      id: 'local',
      title: 'Cobertura nacional, atención local',
      body: `Conectamos a propietarios de vivienda de todo Estados Unidos con profesionales que viven y trabajan cerca y conocen los códigos de construcción, los permisos, el clima y los precios de la zona. Compare varias cotizaciones y presupuestos lado a lado y elija al profesional que mejor se adapte a su proyecto.`,
    },
  ],
  getServices: 'Ver servicios',
  everyProject: 'Todos los proyectos, en un solo lugar',
  everyProjectText: (count) => `${count} servicios para el hogar, a una solicitud gratuita de distancia.`,
};
