// @vitest-environment jsdom
// The router's Link inside and outside SiteRouter: in the app a click navigates in place; in a React island
// (web/islands/) there is no router to show the next page, so the same link is a plain anchor whose click the
// browser follows (a page load), and its markup is the app's, which the island hydrates over.
import { cleanup, fireEvent, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { LanguageLink } from '../layout/language-link.tsx';
import { usePageLang } from './lang-context.tsx';
import { LangRoutes, Link, Route, SiteRouter, Switch } from './router.tsx';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('Link', () => {
  it('outside SiteRouter is a plain link the browser follows', () => {
    const { getByRole } = render(<Link to="/StopContact">Stop Calls and Texts</Link>);
    const link = getByRole('link', { name: 'Stop Calls and Texts' });
    expect(link.getAttribute('href')).toBe('/StopContact');
    // Not prevented: the browser loads the page (jsdom only does not navigate).
    expect(fireEvent.click(link)).toBe(true);
    expect(window.location.pathname).toBe('/');
  });

  it('inside SiteRouter navigates in place, as the app always did', () => {
    const { getByRole } = render(
      <SiteRouter>
        <Link to="/StopContact">Stop Calls and Texts</Link>
      </SiteRouter>,
    );
    expect(fireEvent.click(getByRole('link', { name: 'Stop Calls and Texts' }))).toBe(false);
    expect(window.location.pathname).toBe('/StopContact');
  });

  it('renders the same markup with and without the router, so an island hydrates over the prerendered page', () => {
    const link = (
      <Link to="/" className="mt-8 inline-block">
        Go Back to Home
      </Link>
    );
    expect(renderToString(link)).toBe(renderToString(<SiteRouter ssrPath="/ThankYou">{link}</SiteRouter>));
    expect(renderToString(link)).toBe('<a href="/" class="mt-8 inline-block">Go Back to Home</a>');
  });
});

// Under /es the same routes render inside the Spanish provider, links stay in Spanish,
// and the header's language link leads to the same page in the other language.
describe('LangRoutes', () => {
  function Shown() {
    const lang = usePageLang();
    return (
      <Switch>
        <Route path="/Contact">
          <p>
            {`contact ${lang} `}
            <Link to="/About">About</Link>
          </p>
        </Route>
        <Route>
          <p>{`none ${lang}`}</p>
        </Route>
      </Switch>
    );
  }
  const at = (path: string) =>
    renderToString(
      <SiteRouter ssrPath={path}>
        <LangRoutes>
          <Shown />
          <LanguageLink className="x" />
        </LangRoutes>
      </SiteRouter>,
    );

  it('renders a Spanish path as its English page, in Spanish, its links in Spanish', () => {
    const html = at('/es/Contact');
    expect(html).toContain('contact es');
    expect(html).toContain('href="/es/About"');
    expect(html).toContain('<a lang="en" hrefLang="en" href="/Contact" class="x">English</a>');
  });

  it('keeps English pages as they were, with a link to the Spanish one', () => {
    const html = at('/Contact');
    expect(html).toContain('contact en');
    expect(html).toContain('href="/About"');
    expect(html).toContain('<a lang="es" hrefLang="es" href="/es/Contact" class="x">Español</a>');
    expect(at('/es')).toContain('href="/"');
    expect(at('/')).toContain('href="/es"');
  });

  it('navigates in Spanish from a Spanish page', () => {
    window.history.replaceState(null, '', '/es/Contact');
    const { getByRole } = render(
      <SiteRouter>
        <LangRoutes>
          <Shown />
        </LangRoutes>
      </SiteRouter>,
    );
    fireEvent.click(getByRole('link', { name: 'About' }));
    expect(window.location.pathname).toBe('/es/About');
  });
});
