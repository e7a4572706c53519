// @vitest-environment jsdom
// The wizard on a Spanish page (docs/decisions/015-i18n-with-lingui.md): its questions, options, buttons, progress line
// (with its plural), check messages and review read as the Spanish catalogue says (web/i18n/locales/es.json,
// the expected texts), while each option keeps its stable id as the radio's value, which is what is posted.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Suspense } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { findServiceByTitle } from '#domain/catalogue.ts';
import { wizardSteps } from '#domain/steps.ts';
import { LangProvider } from '../lib/lang-context.tsx';
import { LangRoutes, SiteRouter } from '../lib/router.tsx';
import { ProgressBar } from './progress-bar.tsx';
import { Wizard } from './wizard.tsx';
import { loadServiceWords } from '../i18n/wizard-text.ts';
import { loadSpanish, setSpanishImport } from '../i18n/spanish.ts';

setSpanishImport(() => import('../i18n/spanish-words.ts'));

const es = JSON.parse(readFileSync(resolve('web/i18n/locales/es.json'), 'utf8')) as Record<string, string>;
const roofing = findServiceByTitle('Roofing')!;
const nodeFetch = globalThis.fetch;

// No server here: the funnel's step events are answered as the server answers them (204). The catalogue
// and the service's own words are loaded first, as the wizard's page loads them with its questions
// (service-wizard.tsx) before the wizard renders (a wait React's test mode does not resume outside act()).
beforeAll(async () => {
  await loadServiceWords('es', roofing.title);
  await loadSpanish();
  globalThis.fetch = () => Promise.resolve(new Response(null, { status: 204 }));
  Element.prototype.scrollIntoView = function scrollIntoView() {};
  window.scrollBy = () => {};
});
afterAll(() => {
  globalThis.fetch = nodeFetch;
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

function openSpanish() {
  window.history.pushState(null, '', `/es/Services/${roofing.title}`);
  return render(
    <SiteRouter>
      <LangRoutes>
        <Suspense fallback={<p>loading</p>}>
          <Wizard service={roofing} />
        </Suspense>
      </LangRoutes>
    </SiteRouter>,
  );
}

describe('the Spanish wizard', () => {
  it('asks its questions with Spanish options that keep their ids, and refuses in Spanish', async () => {
    const user = userEvent.setup();
    const total = wizardSteps(roofing).length;
    openSpanish();
    const [first, second] = roofing.questions;
    expect(await screen.findByRole('heading', { name: es[`question.${first!.id}`] })).toBeTruthy();
    await waitFor(() => expect(document.querySelector('form[data-ready]')).not.toBeNull());
    for (const o of first!.options!) {
      const radio = screen.getByRole('radio', { name: es[`option.${first!.id}.${o.id}`] }) as HTMLInputElement;
      expect(radio.value).toBe(o.id);
    }
    expect(screen.getByText(`Paso 1 de ${total}`)).toBeTruthy();
    expect(screen.getByText(`Faltan ${total - 1} pasos`)).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Solicite una consulta de techos' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText(es['error.required']!)).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: es[`option.${first!.id}.${first!.options![0]!.id}`] }));
    expect(await screen.findByRole('heading', { name: es[`question.${second!.id}`] }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(`Paso 2 de ${total}`)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Atrás' })).toBeTruthy();
    expect(window.location.pathname).toBe('/es/Services/Roofing');
    // Nothing of the English wizard's own words is left.
    for (const english of ['Next', 'Back', 'Step 2', 'steps left', 'Start over'])
      expect(document.body.textContent, english).not.toContain(english);
  });

  it('says the steps left with the Spanish plural', async () => {
    const bar = (step: number) =>
      render(
        <LangProvider lang="es">
          <Suspense fallback={<p>loading</p>}>
            <ProgressBar step={step} total={9} />
          </Suspense>
        </LangProvider>,
      );
    bar(7);
    expect(await screen.findByText('Falta 1 paso')).toBeTruthy();
    cleanup();
    bar(8);
    expect(await screen.findByText('Último paso')).toBeTruthy();
    cleanup();
    bar(2);
    expect(await screen.findByText('Faltan 6 pasos')).toBeTruthy();
  });
});
