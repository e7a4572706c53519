// Terms of Use (/UserTerms). The text is content/legal/<lang>/terms-of-use.md, one file per language, each
// loaded only by pages in its language; brand, company and contact details come from the page's site.
import { legalPage } from './legal-layout.tsx';

export default legalPage(import.meta.glob<string>('../../../content/legal/*/terms-of-use.md', { query: '?raw', import: 'default' }));
