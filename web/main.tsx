import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { hydrateInSlices } from './lib/hydrate.ts';
import { SiteRouter } from './lib/router.tsx';
import { App } from './app.tsx';
import { captureCampaign } from './lib/campaign.ts';
import { embeddedSite } from './lib/embedded-site.ts';
import { SiteProvider } from './lib/site-context.tsx';
import { langOfPath } from '#domain/language.ts';
import { loadSpanish, setSpanishImport } from './i18n/spanish.ts';
import './styles.css';

// The Spanish words' module, downloaded by Spanish pages only (web/i18n/spanish.ts says why it is given here).
setSpanishImport(() => import('./i18n/spanish-words.ts'));

// Before the router reads the address: keep the campaign ids for the visit and clean the address bar.
captureCampaign();

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <SiteProvider site={embeddedSite()}>
      <SiteRouter>
        <App />
      </SiteRouter>
    </SiteProvider>
  </StrictMode>
);
// Prerendered pages arrive with their content: hydrate it (in slices, web/lib/hydrate.ts), from a task of its
// own: evaluating the modules (react-dom's included) and React's start on the root (its ~140 event listeners)
// were one task of 50-77 ms in Lighthouse's 4x simulation, a few ms of blocking time on most wizard loads;
// apart, each is shorter (tasks of the app over 50 ms simulated in 2 of 12 runs against 7 of 12,
// docs/performance.md). (The dev server serves an empty shell.)
// A Spanish page first downloads its words (web/i18n/spanish.ts), which English pages never do.
const start = () => {
  if (root.firstElementChild) setTimeout(() => hydrateInSlices(root, app));
  else createRoot(root).render(app);
};
const { lang, path } = langOfPath(location.pathname);
if (lang === 'es') void loadSpanish(path).then(start);
else start();
