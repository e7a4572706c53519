// The home page's words in both languages (hero, typing line, popular services, why choose us). Functions
// where a text names the brand or a count. The strip and the banner, which /Contact shows too, keep theirs
// in their own modules, so /Contact does not load these.
import type { Lang } from '#domain/language.ts';

const en = {
  heroBadge: 'Free quotes for US home owners',
  heroText:
    'Tell us about your project in a couple of minutes. We match you with local, vetted pros who do that kind of work in your area, so you can compare quotes and choose with confidence.',
  cta: 'Get Our Consultation!',
  ctaNote: 'Takes a couple of minutes · US residents only',
  trustLabel: 'What you can count on',
  trust: ['Free, no obligation', 'Vetted & background-checked', 'Fast quotes', 'Compare quotes'],
  howItWorks: 'How it works',
  steps: [
    { title: 'Tell us about your project', text: 'A few quick questions about the job, your home and the best time to reach you.' },
    { title: 'Get matched with local pros', text: 'We pass your request to vetted pros who serve your area.' },
    { title: 'Compare quotes and choose', text: 'Pros call or text you with quotes. Hire only if one is right for you.' },
  ],
  notContractor: (brand: string) => `${brand} is a free matching service, not a contractor. Pros quote and do the work; you decide.`,
  // The typing line: "Your project, our <word> – a perfect match".
  typingBefore: 'Your project, our',
  typingAfter: '– a perfect match',
  startHere: 'Start here',
  popular: 'Popular services',
  popularText: 'Pick a project, answer a few quick questions, and we will connect you with pros near you.',
  allServices: 'All Services',
  whyBrand: (brand: string) => `Why ${brand}`,
  whyChooseUs: 'Why choose us',
  whyText: 'One short request, and the right local pros come to you. Here is what you can count on.',
  reasons: (brand: string) => [
    {
      id: 'vetted',
      title: 'Vetted, background-checked pros',
      body: `The contractors in our partner networks are screened before they can quote: licensing where your state requires it, insurance, background checks and their record with home owners. You hear only from companies that do your kind of project in your area. (It is still wise to ask for a license number and proof of insurance before you sign.)`,
    },
    {
      id: 'quotes',
      title: 'Fast, free quotes',
      body: `Answer a few questions about your project in a couple of minutes. Matched pros usually reach out by phone or text soon after, often the same day, to talk it through and give you a quote. Using ${brand} costs you nothing, and you are never obliged to hire anyone.`,
    },
    {
      id: 'local',
      title: 'Nationwide coverage, local touch',
      body: `We match home owners across the United States with pros who live and work nearby and know the local codes, permits, weather and prices. Compare several quotes and budgets side by side, then choose the pro who fits your project best.`,
    },
  ],
  getServices: 'Get Services',
  everyProject: 'Every project, one place',
  everyProjectText: (count: number) => `${count} home services, one free request away.`,
};

export const HOME_TEXTS: Record<Lang, typeof en> = {
  en,
  es: {
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
  },
};
