// SERVICES_TEXTS's Spanish, in the module only Spanish pages download (web/i18n/spanish.ts).
import type { ServicesTexts } from './services.ts';

export const SERVICES_TEXTS_ES: ServicesTexts = {
  heading: 'Nuestros servicios',
  intro: 'Elija un servicio, responda unas preguntas rápidas y compare cotizaciones gratuitas de profesionales locales verificados.',
  getQuote: 'Cotizar',
  getQuoteFor: (name) => `Cotizar: ${name}`,
};

export const SERVICE_DESCRIPTIONS_ES: Readonly<Record<string, string>> = {
  Solar:
    'Reduzca su factura de electricidad con un sistema solar a la medida de su techo y su consumo. Compare cotizaciones de instaladores locales certificados, con el financiamiento y los incentivos explicados.',
  Windows:
    'Ventanas nuevas, de reemplazo o reparadas que bloquean las corrientes de aire y el ruido. Obtenga cotizaciones de marcos de vinilo, madera y metal de instaladores verificados cerca de usted.',
  Roofing:
    'Reemplazo de techos, techos nuevos y reparación de daños por tormentas, a cargo de techadores con licencia y seguro. Compare materiales, garantías y precios antes de decidir.',
  HVAC: 'Calefacción y aire acondicionado instalados, reemplazados o reparados: calentadores, bombas de calor, aire central y más, por técnicos certificados de su zona.',
  Painting:
    'Pintura interior y exterior, terrazas y cercas, papel tapiz y acabados especiales. Pintores profesionales que preparan bien las superficies y dejan todo limpio.',
  Plumbing:
    'Fugas, desagües, calentadores de agua, sistemas sépticos y accesorios, a cargo de plomeros con licencia. Obtenga cotizaciones rápidas tanto para reparaciones como para instalaciones.',
  Gutters:
    'Canaletas sin costuras, protectores y limpieza que alejan el agua de su techo y sus cimientos. Compare especialistas locales en canaletas en minutos.',
  HomeSecurity:
    'Sistemas de alarma, cámaras y cerraduras inteligentes instalados y monitoreados por proveedores de seguridad de confianza. Proteja su hogar y a su familia con el sistema adecuado.',
  Kitchen:
    'Remodelación de cocinas, gabinetes, encimeras, fregaderos y electrodomésticos, por remodeladores con experiencia. Planifique la cocina que desea a un precio que puede comparar.',
  Siding:
    'Vinilo, aluminio, madera compuesta, estuco y más: revestimiento nuevo o reparaciones que mejoran el aspecto y la eficiencia de su casa, cotizados por contratistas locales.',
  Bathroom:
    'Remodelación de baños, duchas, bañeras, bañeras con puerta y tocadores, por remodeladores calificados. Convierta un baño anticuado en uno que disfrute, con cotizaciones claras desde el principio.',
  Fencing:
    'Cercas de madera, vinilo, malla ciclónica, hierro forjado y cercas eléctricas para mascotas, instaladas o reparadas. Compare constructores de cercas locales lado a lado.',
  Flooring:
    'Madera, laminado, baldosa, vinilo y alfombra, instalados, reparados o restaurados por profesionales en pisos. Obtenga cotizaciones de materiales y mano de obra para cualquier habitación.',
  Movers:
    'Mudanzas locales y de larga distancia con empresas de mudanza con licencia y seguro. Compare cotizaciones según el tamaño de su vivienda y la fecha, con ayuda para empacar si la necesita.',
};
