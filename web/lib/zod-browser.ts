// Zod compiles fast parsers with `new Function` when it can; the site's Content-Security-Policy has no
// 'unsafe-eval', so in the browser it must not even try (the attempt is reported as a CSP violation).
// Imported for its effect by every page that validates, before any schema parses.
import { config } from 'zod';

config({ jitless: true });
