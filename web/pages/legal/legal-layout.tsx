// Shared pieces of the legal pages (Terms of Use, Privacy Policy, California notice): the page frame and the
// renderer of their texts, which are content files per language (content/legal/<lang>/<page>.md, read by
// ./legal-markdown.ts). Pure markup: no state, no effects. Brand and contact details come from the site only.
import { Fragment, lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { Link } from '../../lib/router.tsx';
import { useSite } from '#web/lib/site-context.tsx';
import { usePageLang } from '#web/lib/lang-context.tsx';
import type { Lang } from '#domain/language.ts';
import type { PublicSite } from '#domain/site.ts';
import {
  fillInline,
  inlineText,
  parseLegalDocument,
  type Block,
  type Inline,
  type LegalDocument,
  type Placeholders,
} from './legal-markdown.ts';

/** Class names shared by the legal pages so every link and list looks the same. */
export const linkClass = 'font-semibold text-brand-700 underline underline-offset-2';
export const listClass = 'list-disc pl-6 space-y-2';
const orderedListClass = 'list-decimal pl-6 space-y-2';

/** The frame's own words; the documents' words are in their files. */
const WORDS = {
  en: { updated: 'Last updated', onThisPage: 'On this page', support: 'General support', phone: 'Phone', website: 'Website' },
  es: {
    updated: 'Última actualización',
    onThisPage: 'En esta página',
    support: 'Atención general',
    phone: 'Teléfono',
    website: 'Sitio web',
  },
} satisfies Record<Lang, Record<string, string>>;

export interface TocItem {
  readonly id: string;
  readonly title: string;
}

/** What a document's `{{name}}` placeholders are filled with: its site's details, and its own date. */
export function legalPlaceholders(site: PublicSite, updated: string): Placeholders {
  const { street, city, state, zip } = site.address;
  return {
    brand: site.brand,
    company: site.legalName,
    // Capitals, for the clauses set in capitals (warranty disclaimer, liability limits).
    BRAND: site.brand.toUpperCase(),
    COMPANY: site.legalName.toUpperCase(),
    email: site.email,
    complianceEmail: site.complianceEmail,
    phone: site.phone,
    phoneE164: site.phoneE164,
    address: `${street}, ${city}, ${state} ${zip}`,
    updated,
  };
}

interface LegalPageProps {
  title: string;
  updated: string;
  children: ReactNode;
}

export function LegalPage({ title, updated, children }: LegalPageProps) {
  const words = WORDS[usePageLang()];
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{title}</h1>
        <p className="mt-2 text-sm text-muted">
          {words.updated}: {updated}
        </p>
      </header>
      <div className="mt-8 space-y-4 text-base leading-7 text-slate-700">{children}</div>
    </article>
  );
}

interface SectionProps {
  id: string;
  title: ReactNode;
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
export function SubSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div className="space-y-4">
      <h3 className="mt-6 text-lg font-semibold text-ink">{title}</h3>
      {children}
    </div>
  );
}

export function TableOfContents({ items }: { items: readonly TocItem[] }) {
  const words = WORDS[usePageLang()];
  return (
    <nav aria-label={words.onThisPage} className="mt-8 rounded-xl border border-slate-200 bg-brand-50 p-5">
      <p className="text-sm font-semibold uppercase tracking-wider text-ink">{words.onThisPage}</p>
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

/** The company's contact details, as every legal page ends with them. */
export function ContactDetails({ emailLabel, email }: { emailLabel: string; email: string }) {
  const site = useSite();
  const words = WORDS[usePageLang()];
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
          {words.support}: <MailLink address={site.email} />
        </p>
      )}
      <p>
        {words.phone}:{' '}
        <a href={`tel:${site.phoneE164}`} className={linkClass}>
          {site.phone}
        </a>
      </p>
      <p>
        {words.website}:{' '}
        <a href={site.siteUrl} className={linkClass}>
          {site.siteUrl.replace(/^https?:\/\//, '')}
        </a>
      </p>
    </address>
  );
}

function InlineContent({ content, lang }: { content: readonly Inline[]; lang: Lang }) {
  return content.map((node, i) => {
    if (typeof node === 'string') return node;
    if ('strong' in node)
      return (
        <strong key={i}>
          <InlineContent content={node.strong} lang={lang} />
        </strong>
      );
    if ('code' in node) return <code key={i}>{node.code}</code>;
    const children = <InlineContent content={node.children} lang={lang} />;
    // A site page goes through the router, in the page's own language; anchors, mail, phone and other sites do not.
    return node.href.startsWith('/') ? (
      <Link key={i} to={node.href} className={linkClass}>
        {children}
      </Link>
    ) : (
      <a key={i} href={node.href} className={linkClass}>
        {children}
      </a>
    );
  });
}

/** The blocks a page supplies itself, by the name its text gives them (`[[name]]`). */
export type PageBlocks = Readonly<Record<string, ReactNode>>;

interface BlockContext {
  readonly lang: Lang;
  readonly values: Placeholders;
  readonly toc: readonly TocItem[];
  readonly pageBlocks: PageBlocks;
}

function Blocks({ blocks, context }: { blocks: readonly Block[]; context: BlockContext }) {
  const { lang, values } = context;
  const inline = (content: readonly Inline[]) => <InlineContent content={fillInline(content, values)} lang={lang} />;
  return blocks.map((block, i) => {
    switch (block.type) {
      case 'paragraph':
        return block.conspicuous ? <Conspicuous key={i}>{inline(block.content)}</Conspicuous> : <p key={i}>{inline(block.content)}</p>;
      case 'list': {
        const items = block.items.map((item, j) => <li key={j}>{inline(item)}</li>);
        return block.ordered ? (
          <ol key={i} className={orderedListClass}>
            {items}
          </ol>
        ) : (
          <ul key={i} className={listClass}>
            {items}
          </ul>
        );
      }
      case 'table':
        return (
          <div key={i} className="overflow-x-auto rounded-xl border border-slate-200">
            <table className="min-w-full border-collapse text-left text-sm leading-6">
              <caption className="px-4 py-3 text-left text-sm font-semibold text-ink">{inline(block.caption)}</caption>
              <thead className="bg-brand-50 text-ink">
                <tr>
                  {block.head.map((cell, j) => (
                    <th key={j} scope="col" className="border-b border-slate-200 px-4 py-3 font-semibold">
                      {inline(cell)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {block.rows.map((row, j) => (
                  <tr key={j} className="align-top odd:bg-white even:bg-slate-50">
                    {row.map((cell, k) =>
                      k === 0 ? (
                        <th key={k} scope="row" className="border-b border-slate-200 px-4 py-3 font-semibold text-ink">
                          {inline(cell)}
                        </th>
                      ) : (
                        <td key={k} className="border-b border-slate-200 px-4 py-3">
                          {inline(cell)}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        );
      case 'toc':
        return <TableOfContents key={i} items={context.toc} />;
      case 'subsection':
        return (
          <SubSection key={i} title={inline(block.title)}>
            <Blocks blocks={block.blocks} context={context} />
          </SubSection>
        );
      case 'block': {
        // The contact card is every page's; anything else is the page's own (the request form).
        if (block.name === 'contact') {
          return <ContactDetails key={i} emailLabel={fillInline([block.arg], values).join('')} email={values.complianceEmail!} />;
        }
        const supplied = context.pageBlocks[block.name];
        if (supplied === undefined) throw new Error(`legal text: the page supplies no block [[${block.name}]]`);
        return <Fragment key={i}>{supplied}</Fragment>;
      }
    }
  });
}

/** A parsed legal document, for the page's site and language, in the page frame. Sections are numbered here. */
export function LegalDocumentView({ doc, pageBlocks = {} }: { doc: LegalDocument; pageBlocks?: PageBlocks }) {
  const site = useSite();
  const lang = usePageLang();
  const values = legalPlaceholders(site, doc.updated);
  const toc = doc.sections.map((s, i) => ({ id: s.id, title: `${i + 1}. ${inlineText(fillInline(s.title, values))}` }));
  const context: BlockContext = { lang, values, toc, pageBlocks };
  return (
    <LegalPage title={doc.title} updated={doc.updated}>
      <Blocks blocks={doc.intro} context={context} />
      {doc.sections.map((section, i) => (
        <Section key={section.id} id={section.id} title={toc[i]!.title}>
          <Blocks blocks={section.blocks} context={context} />
        </Section>
      ))}
    </LegalPage>
  );
}

/** A page's texts: its content files as the bundler found them, each loaded on its own (one per language). */
export type LegalTexts = Readonly<Record<string, () => Promise<string>>>;

/**
 * The component of a legal page. Each language's text is a chunk of its own, loaded when a page in that
 * language renders, so an English page never downloads the Spanish; the prerender waits for it, and a
 * client-side navigation shows the app's loading state for the moment it takes.
 */
export function legalPage(texts: LegalTexts, pageBlocks?: PageBlocks): ComponentType {
  const bodies = new Map<Lang, LazyExoticComponent<ComponentType>>();
  const body = (lang: Lang) => {
    let Body = bodies.get(lang);
    if (!Body) {
      const load = Object.entries(texts).find(([path]) => path.includes(`/${lang}/`))?.[1];
      if (!load) throw new Error(`legal text: no ${lang} file among ${Object.keys(texts).join(', ')}`);
      Body = lazy(async () => {
        const doc = parseLegalDocument(await load());
        return { default: () => <LegalDocumentView doc={doc} pageBlocks={pageBlocks} /> };
      });
      bodies.set(lang, Body);
    }
    return Body;
  };
  return function LegalTextPage() {
    const Body = body(usePageLang());
    return <Body />;
  };
}
