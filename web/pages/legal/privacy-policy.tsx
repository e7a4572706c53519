// Privacy Policy (/PrivacyPolicy). The text is content/legal/<lang>/privacy-policy.md, one file per language,
// each loaded only by pages in its language; brand, company and contact details come from the page's site.
import { legalPage } from './legal-layout.tsx';

export default legalPage(import.meta.glob<string>('../../../content/legal/*/privacy-policy.md', { query: '?raw', import: 'default' }));
