// The script of the pages that do not hydrate (domain/routes.ts marks them `hydrate: false`): their HTML is
// the React components prerendered, and stays as it is. Instead of the React app they get what the app shell
// does on every page, from the same modules: the header's menus, the scroll-to-top button, the cursor
// follower, the conversion tags, and campaign capture (an ad click may land on any page). Their links are
// plain page loads; every page is prerendered. A part that needs React is an island, loaded when it is
// needed.
import { enhanceHeader } from './layout/header-menu.ts';
import { startPageExtras } from './layout/page-extras.ts';
import { startIslands } from './islands/start.ts';
import { captureCampaign } from './lib/campaign.ts';
import { langOfPath } from '#domain/language.ts';
import { loadSpanish, setSpanishImport } from './i18n/spanish.ts';

// The Spanish words' module, downloaded by Spanish pages only (web/i18n/spanish.ts says why it is given here).
setSpanishImport(() => import('./i18n/spanish-words.ts'));

captureCampaign();
function start() {
  const header = document.querySelector('header');
  if (header) enhanceHeader(header);
  startPageExtras();
  // The home page's typing line, video, reasons and service strip (web/home/enhance-home.ts), in a chunk of their own.
  if (document.querySelector('[data-typing], [data-why-video], [data-reasons], [data-service-strip]')) {
    void import('./home/enhance-home.ts').then((m) => m.enhanceHome(document));
  }
  startIslands();
}
// A Spanish page's enhancers and islands speak Spanish: its words first (web/i18n/spanish.ts), which English pages never load.
const { lang, path } = langOfPath(location.pathname);
if (lang === 'es') void loadSpanish(path).then(start);
else start();
