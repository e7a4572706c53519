// California Privacy Notice (/CaliforniaPolicy): CCPA as amended by the CPRA. The text is
// content/legal/<lang>/california-policy.md, one file per language, each loaded only by pages in its language.
// Requests are made with the form in "How to Exercise Your Rights" (POST /api/privacy-requests), by e-mail or
// by phone; opt-outs on /DoNotSell, revocations on /StopContact.
import { Island } from '../../islands/island.tsx';
import { CaliforniaRequestForm } from '../privacy/california-request-form.tsx';
import { legalPage } from './legal-layout.tsx';

export default legalPage(import.meta.glob<string>('../../../content/legal/*/california-policy.md', { query: '?raw', import: 'default' }), {
  // The one part of the notice that needs React: loaded as the visitor nears it (web/islands/start.ts).
  'california-request-form': (
    <Island name="california-request">
      <CaliforniaRequestForm />
    </Island>
  ),
});
