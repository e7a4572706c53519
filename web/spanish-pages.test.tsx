// @vitest-environment jsdom
// The public pages in Spanish: rendered as the prerender renders them, inside the
// Spanish provider, each shows its Spanish headings and labels and leaves no English on screen apart from the brand, the site's address and e-mails, and the service titles in URLs.
// The same pages without the provider (English) still read as before.
import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { Lang } from '#domain/language.ts';
import { SITE } from '#domain/site.ts';
import { LangProvider } from '#web/lib/lang-context.tsx';
import { SiteRouter } from './lib/router.tsx';
import { Header } from './layout/header.tsx';
import { Footer } from './layout/footer.tsx';
import { ErrorBoundary } from './layout/error-boundary.tsx';
import Home from './pages/home.tsx';
import Services from './pages/services.tsx';
import Contact from './pages/contact.tsx';
import About from './pages/about.tsx';
import ThankYou, { ThankYouView } from './pages/thank-you.tsx';
import PartnerCompanies from './pages/partner-companies.tsx';
import NotFound from './pages/not-found.tsx';
import StopContact from './pages/privacy/stop-contact.tsx';
import DoNotSell from './pages/privacy/do-not-sell.tsx';
import { CaliforniaRequestForm } from './pages/privacy/california-request-form.tsx';
import { loadSpanish, setSpanishImport } from './i18n/spanish.ts';

setSpanishImport(() => import('./i18n/spanish-words.ts'));

// Spanish pages render once their words are loaded, as the prerender and the browser's start do.
beforeAll(() => loadSpanish());

const PAGES: [string, () => ReactNode][] = [
  ['/', () => <Home />],
  ['/Services', () => <Services />],
  ['/Contact', () => <Contact />],
  ['/About', () => <About />],
  ['/ThankYou', () => <ThankYou />],
  ['/PartnerCompanies', () => <PartnerCompanies />],
  ['/nowhere', () => <NotFound />],
  ['/StopContact', () => <StopContact />],
  ['/DoNotSell', () => <DoNotSell />],
  ['/CaliforniaPolicy', () => <CaliforniaRequestForm />],
];

/** The page with the site's header and footer, as the prerender writes it, parsed back into a document. */
function page(path: string, body: ReactNode, lang: Lang): HTMLElement {
  const tree = (
    <SiteRouter ssrPath={path}>
      <Header />
      <main>{body}</main>
      <Footer />
    </SiteRouter>
  );
  const root = document.createElement('div');
  root.innerHTML = renderToString(lang === 'es' ? <LangProvider lang="es">{tree}</LangProvider> : tree);
  return root;
}

/** What a visitor reads or hears: the text and the names given by aria-label (the partners' list aside: company names). */
function readable(root: HTMLElement): string {
  root.querySelector('[data-testid="partner-list"]')?.remove();
  const names = [...root.querySelectorAll('[aria-label]')].map((el) => el.getAttribute('aria-label'));
  return `${root.textContent} ${names.join(' ')}`.replace(/\s+/g, ' ');
}

// Names that are the same in both languages: the site's own (brand, legal name, address, e-mails), the
// data credit, and the texting keyword carriers recognise.
const PROPER = [
  SITE.legalName,
  SITE.brand,
  SITE.address.street,
  SITE.email,
  SITE.complianceEmail,
  'GeoNames (CC BY 4.0)',
  'Global Privacy Control',
];
const ENGLISH = [
  / the /i,
  / and /i,
  /\byour\b/i,
  /\byou\b/i,
  /\bGet\b/,
  /\bSubmit/,
  /Contact us/i,
  /\bHome\b/,
  /\bServices\b/,
  /\bPlease\b/i,
  /\bSend\b/i,
  /\bThank/i,
  /\bquotes?\b/i,
  /\bmenu\b/i,
  /\bprivacy\b/i,
];

function englishLeft(text: string): string[] {
  const rest = PROPER.reduce((t, name) => t.split(name).join(' '), text);
  return ENGLISH.flatMap((re) => {
    const m = re.exec(rest);
    return m ? [rest.slice(Math.max(0, m.index - 40), m.index + 40)] : [];
  });
}

describe('the public pages in Spanish', () => {
  it.each(PAGES)('%s leaves no English on screen', (path, body) => {
    expect(englishLeft(readable(page(path, body(), 'es')))).toEqual([]);
  });

  // Which language a link leads to is the router's (its Link puts the page's /es back): here, the words.
  it('shows the Spanish header and footer', () => {
    const root = page('/About', <About />, 'es');
    const header = root.querySelector('header')!;
    const footer = root.querySelector('footer')!;
    const links = (el: Element) =>
      // The Spanish home is /es itself: '/' once its prefix is taken off.
      [...el.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')!.replace(/^\/es\b/, '') || '/']);
    expect(links(header.querySelector('nav[aria-label="Principal"]')!)).toEqual(
      expect.arrayContaining([
        ['Inicio', '/'],
        ['Quiénes somos', '/About'],
        ['Contacto', '/Contact'],
        ['Techos', '/Services/Roofing'],
        ['Ver todos los servicios →', '/Services'],
      ]),
    );
    expect(header.textContent).toContain('¡Solicite su consulta!');
    expect(header.querySelector('[data-mobile-toggle]')!.getAttribute('aria-label')).toBe('Abrir menú');
    expect(links(footer)).toEqual(
      expect.arrayContaining([
        ['Términos de uso', '/UserTerms'],
        ['Política de privacidad', '/PrivacyPolicy'],
        ['Aviso de privacidad de California', '/CaliforniaPolicy'],
        ['No vender ni compartir mi información personal', '/DoNotSell'],
      ]),
    );
    expect(footer.textContent).toContain('Todos los derechos reservados.');
  });

  it('shows each page its Spanish heading', () => {
    const h1 = (path: string, body: ReactNode) => page(path, body, 'es').querySelector('main h1')?.textContent;
    expect(h1('/Services', <Services />)).toBe('Nuestros servicios');
    expect(h1('/Contact', <Contact />)).toBe('Contáctenos');
    expect(h1('/About', <About />)).toBe(`Acerca de ${SITE.brand}`);
    expect(h1('/ThankYou', <ThankYou />)).toBe('¡Gracias!');
    expect(h1('/PartnerCompanies', <PartnerCompanies />)).toBe('Empresas asociadas');
    expect(h1('/nowhere', <NotFound />)).toBe('Página no encontrada');
    expect(h1('/StopContact', <StopContact />)).toBe('Dejar de recibir llamadas y mensajes');
    expect(h1('/DoNotSell', <DoNotSell />)).toBe('No vender ni compartir mi información personal');
  });

  it('labels the contact form in Spanish and posts its language with it', () => {
    const form = page('/Contact', <Contact />, 'es').querySelector('form')!;
    const labels = [...form.querySelectorAll('label')].map((l) => l.textContent);
    expect(labels).toEqual(['Su nombre', 'Su correo electrónico', 'Asunto', 'Mensaje']);
    expect(form.querySelector('button')!.textContent).toBe('Enviar mensaje');
    expect(form.querySelector<HTMLInputElement>('input[name="lang"]')!.value).toBe('es');
  });

  it('names the services in Spanish on the home page and /Services, keeping their English titles in the links', () => {
    const services = page('/Services', <Services />, 'es');
    const card = [...services.querySelectorAll('main article')].find((a) => a.querySelector('h2')!.textContent === 'Techos')!;
    expect(card.querySelector('a')!.getAttribute('href')).toMatch(/^(\/es)?\/Services\/Roofing$/);
    expect(card.querySelector('a')!.textContent).toBe('Cotizar');
    expect(readable(page('/', <Home />, 'es'))).toContain('Servicios populares');
  });

  it('tells a Spanish visitor what happens after a submission, in Spanish', () => {
    const state = { reference: 'BMP-123', serviceName: 'Home Security', bestTimeToCall: 'Evening' };
    render(
      <LangProvider lang="es">
        <SiteRouter>
          <ThankYouView state={state} />
        </SiteRouter>
      </LangProvider>,
    );
    const text = document.body.textContent!.replace(/\s+/g, ' ');
    expect(text).toContain('Su formulario se envió correctamente.');
    expect(text).toContain('su solicitud de Seguridad para el hogar lo llamarán o le enviarán un mensaje de texto por la noche');
    expect(englishLeft(text.replace('BMP-123', ''))).toEqual([]);
    cleanup();
  });

  it('shows the error fallback in Spanish', () => {
    const Boom = () => {
      throw new Error('boom');
    };
    const error = console.error;
    console.error = () => {};
    try {
      render(
        <LangProvider lang="es">
          <ErrorBoundary what="This page">
            <Boom />
          </ErrorBoundary>
        </LangProvider>,
      );
    } finally {
      console.error = error;
    }
    expect(screen.getByRole('heading').textContent).toBe('Esta página no se pudo mostrar.');
    expect(screen.getByRole('button').textContent).toBe('Volver a cargar la página');
    cleanup();
  });
});

describe('the same pages in English', () => {
  it('read as before', () => {
    const read = (path: string, body: ReactNode) => readable(page(path, body, 'en'));
    const about = read('/About', <About />);
    expect(about).toContain('Home');
    expect(about).toContain('About Us');
    expect(about).toContain('Get Our Consultation!');
    expect(about).toContain('Do Not Sell or Share My Personal Information');
    expect(about).toContain(`© ${new Date().getFullYear()} ${SITE.legalName}. All rights reserved.`);
    expect(read('/Contact', <Contact />)).toContain('Send Message');
    expect(read('/', <Home />)).toContain('Your project, our expertise – a perfect match');
    expect(read('/Services', <Services />)).toContain('Get Quote for Roofing');
    expect(page('/Contact', <Contact />, 'en').querySelector('input[name="lang"]')).toBeNull();
  });
});
