// @vitest-environment jsdom
// The router's Link inside and outside SiteRouter: in the app a click navigates in place; in a React island
// (web/islands/) there is no router to show the next page, so the same link is a plain anchor whose click the
// browser follows (a page load), and its markup is the app's, which the island hydrates over.
import { cleanup, fireEvent, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Link, SiteRouter } from './router.tsx';

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
