import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app.tsx';
import { captureCampaign } from './lib/campaign.ts';
import './styles.css';

// Before the router reads the address: keep the campaign ids for the visit and clean the address bar.
captureCampaign();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
