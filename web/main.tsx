import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { hydrateInSlices } from './lib/hydrate.ts';
import { SiteRouter } from './lib/router.tsx';
import { App } from './app.tsx';
import { captureCampaign } from './lib/campaign.ts';
import './styles.css';

// Before the router reads the address: keep the campaign ids for the visit and clean the address bar.
captureCampaign();

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <SiteRouter>
      <App />
    </SiteRouter>
  </StrictMode>
);
// Prerendered pages arrive with their content: hydrate it (in slices, web/lib/hydrate.ts). (The dev server
// serves an empty shell.)
if (root.firstElementChild) hydrateInSlices(root, app);
else createRoot(root).render(app);
