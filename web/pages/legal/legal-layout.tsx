// Shared presentational pieces for the legal pages (Terms of Use, Privacy Policy, California notice).
// Pure markup: no state, no effects. Brand and contact details come from the site configuration only.
import type { ReactNode } from 'react';
import { useSite } from '#web/lib/site-context.tsx';

/** Class names shared by the legal pages so every link and list looks the same. */
export const linkClass = 'font-semibold text-brand-700 underline underline-offset-2';
export const listClass = 'list-disc pl-6 space-y-2';

export interface TocItem {
  readonly id: string;
  readonly title: string;
}

/**
 * Numbers a page's sections once, so the table of contents and the headings always agree.
 * Returns the ordered list (for the table of contents) and the same items keyed by id (for each Section).
 */
export function numberSections<const K extends string>(
  entries: ReadonlyArray<readonly [K, string]>,
): { readonly toc: readonly TocItem[]; readonly sections: Readonly<Record<K, TocItem>> } {
  const toc = entries.map(([id, title], i) => ({ id, title: `${i + 1}. ${title}` }));
  const sections = {} as Record<K, TocItem>;
  for (const item of toc) sections[item.id] = item;
  return { toc, sections };
}

interface LegalPageProps {
  title: string;
  updated: string;
  children: ReactNode;
}

export function LegalPage({ title, updated, children }: LegalPageProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{title}</h1>
        <p className="mt-2 text-sm text-muted">Last updated: {updated}</p>
      </header>
      <div className="mt-8 space-y-4 text-base leading-7 text-slate-700">{children}</div>
    </article>
  );
}

interface SectionProps {
  id: string;
  title: string;
  children: ReactNode;
}

export function Section({ id, title, children }: SectionProps) {
  return (
    <section aria-labelledby={id} className="space-y-4 text-base leading-7 text-slate-700">
      <h2 id={id} className="mt-10 scroll-mt-24 text-xl font-bold text-ink sm:text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A titled part inside a Section (an h3), for longer sections. */
export function SubSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="space-y-4">
      <h3 className="mt-6 text-lg font-semibold text-ink">{title}</h3>
      {children}
    </div>
  );
}

export function TableOfContents({ items }: { items: readonly TocItem[] }) {
  return (
    <nav aria-label="On this page" className="mt-8 rounded-xl border border-slate-200 bg-brand-50 p-5">
      <p className="text-sm font-semibold uppercase tracking-wider text-ink">On this page</p>
      <ol className="mt-3 space-y-1.5 text-sm sm:columns-2 sm:gap-8">
        {items.map((item) => (
          <li key={item.id} className="break-inside-avoid">
            <a href={`#${item.id}`} className={linkClass}>
              {item.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Text that must stand out (warranty disclaimers, liability limits, arbitration notices). */
export function Conspicuous({ children }: { children: ReactNode }) {
  return <p className="font-semibold text-ink">{children}</p>;
}

/** A mailto link showing the address itself; `subject` pre-fills the subject line. */
export function MailLink({ address, subject }: { address: string; subject?: string }) {
  const href = subject ? `mailto:${address}?subject=${encodeURIComponent(subject)}` : `mailto:${address}`;
  return (
    <a href={href} className={linkClass}>
      {address}
    </a>
  );
}

export function PhoneLink() {
  const site = useSite();
  return (
    <a href={`tel:${site.phoneE164}`} className={linkClass}>
      {site.phone}
    </a>
  );
}

export function PostalAddress() {
  const site = useSite();
  const { street, city, state, zip } = site.address;
  return (
    <>
      {street}, {city}, {state} {zip}
    </>
  );
}

/** The company's contact details, as every legal page ends with them. */
export function ContactDetails({ emailLabel, email }: { emailLabel: string; email: string }) {
  const site = useSite();
  const { street, city, state, zip } = site.address;
  return (
    <address className="rounded-xl border border-slate-200 p-5 not-italic">
      <p className="font-semibold text-ink">{site.legalName}</p>
      <p>{street}</p>
      <p>
        {city}, {state} {zip}
      </p>
      <p className="mt-3">
        {emailLabel}: <MailLink address={email} />
      </p>
      {email !== site.email && (
        <p>
          General support: <MailLink address={site.email} />
        </p>
      )}
      <p>
        Phone: <PhoneLink />
      </p>
      <p>
        Website:{' '}
        <a href={site.siteUrl} className={linkClass}>
          {site.siteUrl.replace(/^https?:\/\//, '')}
        </a>
      </p>
    </address>
  );
}
