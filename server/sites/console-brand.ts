// What the console calls itself, in its header, in an operator's authenticator app (the two-factor issuer)
// and in the mails it sends operators. The console serves every site of the deployment, so with several
// sites it must not wear one of their brands as if it were all of theirs: it takes CONSOLE_NAME, else a
// name that is no brand's. One site is the deployment, so its brand stays the console's name, as before.
// A mail about particular leads is that site's business: with several sites it goes out per site, from the
// site's own address and in its brand's name, so an operator sees whose visitors they were before opening it.
import type { Site } from '#domain/site.ts';

/** The console's name with several sites and no CONSOLE_NAME: a plain word, no brand's. */
export const MANY_SITES_CONSOLE_NAME = 'Leads';

/** What the console's prerendered HTML holds where the name goes; the server writes the name in at start. */
export const CONSOLE_NAME_MARK = '__CONSOLE_NAME__';

export interface ConsoleBrand {
  /** "<name> console" in the header; the authenticator's issuer; the mails' "[<name>]" subject prefix. */
  name: string;
  /** The From of the console's own operator mails (those about no site's leads): the name, at the first site's e-mail address (a sender has to be an address the deployment owns). */
  sender: string;
  /** Whether the deployment serves more than one site (then a mail about a lead names its site). */
  many: boolean;
  /** A site's brand by its id, as mails name a lead's site; an id no site has now (a site since removed) as itself. */
  siteName(id: string): string;
  /** The sites' ids, in file-name order. */
  siteIds: readonly string[];
  /** Who a mail about one site's leads is from: the site's brand at its e-mail address; none for an id no site has now. */
  siteMail(id: string): MailIdentity | undefined;
}

export interface MailIdentity {
  /** The "[<name>]" the subject starts with. */
  name: string;
  /** The From header. */
  sender: string;
}

// A header with a line break in it would start a header of someone else's choosing.
// eslint-disable-next-line no-control-regex -- control characters are what is removed
const oneLine = (s: string) => s.replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g, ' ').trim();

export function consoleBrand(sites: readonly Site[], configured?: string): ConsoleBrand {
  const first = sites[0];
  if (!first) throw new Error('no site to serve');
  const many = sites.length > 1;
  const name = oneLine(configured?.trim() || (many ? MANY_SITES_CONSOLE_NAME : first.brand));
  const brands = new Map(sites.map((s) => [s.id, s.brand]));
  const identity = (display: string, email: string): MailIdentity => ({
    name: display,
    // Quoted, so a name with a comma or an @ stays the display name and never reads as another address.
    sender: `"${display.replace(/["\\]/g, '')} alerts" <${email}>`,
  });
  const bySite = new Map(sites.map((s) => [s.id, identity(oneLine(s.brand), s.email)]));
  return {
    ...identity(name, first.email),
    many,
    siteName: (id) => brands.get(id) ?? id,
    siteIds: sites.map((s) => s.id),
    siteMail: (id) => bySite.get(id),
  };
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The console's HTML with its name written in where the build left the mark. */
export function withConsoleName(html: string, name: string): string {
  return html.replaceAll(CONSOLE_NAME_MARK, escapeHtml(name));
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The console's name and the sites' brands, for the console's pages, the two-factor issuer and operator mails. */
    consoleBrand: ConsoleBrand;
  }
}
