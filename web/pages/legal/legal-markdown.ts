// The legal pages' texts are Markdown files per language (content/legal/<lang>/<page>.md). This reads the
// small part of Markdown they use, on purpose no more: a document that strays outside it fails loudly here
// rather than showing stray asterisks to a visitor. The rules (docs/decisions/016-legal-texts-as-content-files.md):
//
//   ---                       front matter: `title:` (the h1) and `updated:` (the "last updated" date)
//   ## Title {#id}            a numbered section, its id the anchor the table of contents and links use
//   ### Title                 a titled part of a section
//   - item / 1. item          a bulleted / numbered list, one item per line
//   !! text                   a paragraph that must stand out (disclaimers, the arbitration notice)
//   Table: caption            followed by a pipe table; the first column of each row is its header
//   [[toc]]                   the table of contents
//   [[name rest]]             a block the page supplies (the contact card, the request form)
//   **bold**, `code`, [text](href)   inline; `{{name}}` anywhere is filled from the page's site
//
// Placeholders are filled after parsing, in text and link targets only, so a brand with an asterisk or a
// bracket in its name cannot change the document's structure.

export type Inline =
  string | { readonly strong: Inline[] } | { readonly code: string } | { readonly href: string; readonly children: Inline[] };

export type Block =
  | { readonly type: 'paragraph'; readonly conspicuous: boolean; readonly content: Inline[] }
  | { readonly type: 'list'; readonly ordered: boolean; readonly items: Inline[][] }
  | { readonly type: 'table'; readonly caption: Inline[]; readonly head: Inline[][]; readonly rows: Inline[][][] }
  | { readonly type: 'toc' }
  | { readonly type: 'block'; readonly name: string; readonly arg: string }
  | { readonly type: 'subsection'; readonly title: Inline[]; readonly blocks: Block[] };

export interface LegalSection {
  readonly id: string;
  /** The title as written, without its number. */
  readonly title: Inline[];
  readonly blocks: Block[];
}

export interface LegalDocument {
  readonly title: string;
  readonly updated: string;
  /** What comes before the first section (the introduction, the table of contents). */
  readonly intro: Block[];
  readonly sections: LegalSection[];
}

export type Placeholders = Readonly<Record<string, string>>;

const PLACEHOLDER = /\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g;

/** Fills `{{name}}` from `values`; a name without a value is an error, never left for a visitor to see. */
export function fillPlaceholders(text: string, values: Placeholders): string {
  return text.replace(PLACEHOLDER, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`legal text: no value for the placeholder {{${name}}}`);
    return value;
  });
}

/** Parses the inline part of a line: bold, code, links and plain text. */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let plain = '';
  let i = 0;
  const flush = () => {
    if (plain) out.push(plain);
    plain = '';
  };
  while (i < text.length) {
    if (text.startsWith('**', i)) {
      const end = text.indexOf('**', i + 2);
      if (end < 0) throw new Error(`legal text: unclosed ** in "${text}"`);
      flush();
      out.push({ strong: parseInline(text.slice(i + 2, end)) });
      i = end + 2;
    } else if (text[i] === '`') {
      const end = text.indexOf('`', i + 1);
      if (end < 0) throw new Error(`legal text: unclosed \` in "${text}"`);
      flush();
      out.push({ code: text.slice(i + 1, end) });
      i = end + 1;
    } else if (text[i] === '[') {
      // [text](href): the text may hold bold or code but not another link.
      const close = text.indexOf('](', i + 1);
      const end = close < 0 ? -1 : text.indexOf(')', close + 2);
      if (close < 0 || end < 0) throw new Error(`legal text: a [ that is not a link in "${text}"`);
      flush();
      out.push({ href: text.slice(close + 2, end), children: parseInline(text.slice(i + 1, close)) });
      i = end + 1;
    } else {
      plain += text[i];
      i += 1;
    }
  }
  flush();
  return out;
}

/** Fills the placeholders of parsed inline content (text and link targets). */
export function fillInline(content: readonly Inline[], values: Placeholders): Inline[] {
  return content.map((node) => {
    if (typeof node === 'string') return fillPlaceholders(node, values);
    if ('strong' in node) return { strong: fillInline(node.strong, values) };
    if ('code' in node) return { code: fillPlaceholders(node.code, values) };
    return { href: fillPlaceholders(node.href, values), children: fillInline(node.children, values) };
  });
}

/** The plain text of inline content (for titles, tests and the table of contents' labels). */
export function inlineText(content: readonly Inline[]): string {
  return content
    .map((node) => {
      if (typeof node === 'string') return node;
      if ('strong' in node) return inlineText(node.strong);
      if ('code' in node) return node.code;
      return inlineText(node.children);
    })
    .join('');
}

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => parseInline(cell.trim()));

/** Parses a legal document. Blank lines separate blocks; a paragraph is one line. */
export function parseLegalDocument(source: string): LegalDocument {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  if (lines[0] !== '---') throw new Error('legal text: the file must start with front matter (---)');
  const meta: Record<string, string> = {};
  let i = 1;
  for (; i < lines.length && lines[i] !== '---'; i++) {
    const match = /^(\w+):\s*(.*)$/.exec(lines[i]!);
    if (!match) throw new Error(`legal text: front matter line "${lines[i]}"`);
    meta[match[1]!] = match[2]!;
  }
  if (!meta.title || !meta.updated) throw new Error('legal text: front matter needs title and updated');
  i += 1;

  const intro: Block[] = [];
  const sections: LegalSection[] = [];
  let target: Block[] = intro; // where the next block goes: the intro, a section or its current part
  let section: LegalSection | undefined;

  while (i < lines.length) {
    const line = lines[i]!;
    if (!line.trim()) {
      i += 1;
      continue;
    }
    let match: RegExpExecArray | null;
    if ((match = /^## (.+?) \{#([a-z0-9-]+)\}$/.exec(line))) {
      section = { id: match[2]!, title: parseInline(match[1]!), blocks: [] };
      sections.push(section);
      target = section.blocks;
      i += 1;
    } else if ((match = /^### (.+)$/.exec(line))) {
      if (!section) throw new Error(`legal text: "${line}" outside a section`);
      const part: Block = { type: 'subsection', title: parseInline(match[1]!), blocks: [] };
      section.blocks.push(part);
      target = part.blocks;
      i += 1;
    } else if (line.startsWith('#')) {
      throw new Error(`legal text: a heading must be "## Title {#id}" or "### Title": "${line}"`);
    } else if (/^(- |\d+\. )/.test(line)) {
      const ordered = /^\d/.test(line);
      const items: Inline[][] = [];
      for (; i < lines.length && (ordered ? /^\d+\. / : /^- /).test(lines[i]!); i++) {
        items.push(parseInline(lines[i]!.replace(/^(- |\d+\. )/, '')));
      }
      target.push({ type: 'list', ordered, items });
    } else if ((match = /^Table: (.+)$/.exec(line))) {
      const caption = parseInline(match[1]!);
      i += 1;
      while (i < lines.length && !lines[i]!.trim()) i += 1;
      const head = cells(lines[i]!);
      if (!/^\|(\s*-+\s*\|)+$/.test(lines[i + 1] ?? '')) throw new Error(`legal text: the table "${match[1]}" has no |---| line`);
      const rows: Inline[][][] = [];
      for (i += 2; i < lines.length && lines[i]!.startsWith('|'); i++) {
        const row = cells(lines[i]!);
        if (row.length !== head.length) throw new Error(`legal text: a row of "${match[1]}" has ${row.length} cells`);
        rows.push(row);
      }
      target.push({ type: 'table', caption, head, rows });
    } else if ((match = /^\[\[([a-z-]+)(?: (.*))?\]\]$/.exec(line))) {
      target.push(match[1] === 'toc' ? { type: 'toc' } : { type: 'block', name: match[1]!, arg: match[2] ?? '' });
      i += 1;
    } else {
      const conspicuous = line.startsWith('!! ');
      target.push({ type: 'paragraph', conspicuous, content: parseInline(conspicuous ? line.slice(3) : line) });
      i += 1;
    }
  }
  return { title: meta.title, updated: meta.updated, intro, sections };
}
