import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
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
// Prerendered pages arrive with their content: hydrate it. (The dev server serves an empty shell.)
// In a transition: React then hydrates in slices of about 5 ms and lets the browser answer a tap between
// them, where a plain hydrateRoot does the whole page in a few long tasks (10-20 ms each on a fast
// machine, four times that on a mid-range phone: Lighthouse's total blocking time on the wizard).
if (root.firstElementChild) {
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else createRoot(root).render(app);
