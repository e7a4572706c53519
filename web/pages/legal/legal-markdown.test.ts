// The legal texts' Markdown subset: what it reads, and that anything outside it fails instead of showing
// stray markup to a visitor.
import { describe, expect, it } from 'vitest';
import { fillInline, fillPlaceholders, inlineText, parseInline, parseLegalDocument } from './legal-markdown.ts';

const doc = (body: string) => parseLegalDocument(`---\ntitle: A Title\nupdated: May 1, 2026\n---\n\n${body}\n`);

describe('the legal texts’ Markdown', () => {
  it('reads the front matter, the introduction and numbered sections with their ids', () => {
    const d = doc('Intro line.\n\n[[toc]]\n\n## First Part {#first}\n\nOne.\n\n## Second {#second-part}\n\nTwo.');
    expect(d.title).toBe('A Title');
    expect(d.updated).toBe('May 1, 2026');
    expect(d.intro).toEqual([{ type: 'paragraph', conspicuous: false, content: ['Intro line.'] }, { type: 'toc' }]);
    expect(d.sections.map((s) => [s.id, inlineText(s.title)])).toEqual([
      ['first', 'First Part'],
      ['second-part', 'Second'],
    ]);
    expect(d.sections[1]!.blocks).toEqual([{ type: 'paragraph', conspicuous: false, content: ['Two.'] }]);
  });

  it('puts the blocks after a ### heading into that part of the section', () => {
    const d = doc('## S {#s}\n\nBefore.\n\n### Part (a)\n\nInside.\n\n- one\n- two');
    expect(d.sections[0]!.blocks).toEqual([
      { type: 'paragraph', conspicuous: false, content: ['Before.'] },
      {
        type: 'subsection',
        title: ['Part (a)'],
        blocks: [
          { type: 'paragraph', conspicuous: false, content: ['Inside.'] },
          { type: 'list', ordered: false, items: [['one'], ['two']] },
        ],
      },
    ]);
  });

  it('reads bulleted and numbered lists, conspicuous paragraphs and page blocks', () => {
    const d = doc('## S {#s}\n\n1. first;\n2. second.\n\n!! IN CAPITALS.\n\n[[contact Privacy requests]]\n\n[[california-request-form]]');
    expect(d.sections[0]!.blocks).toEqual([
      { type: 'list', ordered: true, items: [['first;'], ['second.']] },
      { type: 'paragraph', conspicuous: true, content: ['IN CAPITALS.'] },
      { type: 'block', name: 'contact', arg: 'Privacy requests' },
      { type: 'block', name: 'california-request-form', arg: '' },
    ]);
  });

  it('reads bold, code and links, with bold inside a link', () => {
    expect(parseInline('Go to [**our** page](/PrivacyPolicy#x), use `aff_id` and **be sure**.')).toEqual([
      'Go to ',
      { href: '/PrivacyPolicy#x', children: [{ strong: ['our'] }, ' page'] },
      ', use ',
      { code: 'aff_id' },
      ' and ',
      { strong: ['be sure'] },
      '.',
    ]);
  });

  it('reads a table with its caption, header and rows', () => {
    const d = doc('## S {#s}\n\nTable: What we keep\n\n| Category | Examples |\n| --- | --- |\n| A. Names | **Real** name |');
    expect(d.sections[0]!.blocks).toEqual([
      {
        type: 'table',
        caption: ['What we keep'],
        head: [['Category'], ['Examples']],
        rows: [[['A. Names'], [{ strong: ['Real'] }, ' name']]],
      },
    ]);
  });

  it('refuses what it does not understand', () => {
    expect(() => parseInline('an **unclosed bold')).toThrow(/unclosed \*\*/);
    expect(() => parseInline('a [bracket without a link')).toThrow(/not a link/);
    expect(() => doc('# One hash {#x}')).toThrow(/heading/);
    expect(() => doc('## No id')).toThrow(/heading/);
    expect(() => doc('### Part outside a section')).toThrow(/outside a section/);
    expect(() => doc('## S {#s}\n\nTable: T\n\n| a | b |\n| --- | --- |\n| only one |')).toThrow(/1 cells/);
    expect(() => parseLegalDocument('no front matter')).toThrow(/front matter/);
  });

  it('fills placeholders after parsing, so a brand’s own asterisks or brackets stay text', () => {
    const content = parseInline('**{{brand}}** at [{{complianceEmail}}](mailto:{{complianceEmail}}?subject=Hi) or {{phoneE164}}');
    const filled = fillInline(content, { brand: 'Star*Fix [Pro]', complianceEmail: 'p@x.com', phoneE164: '+15550100' });
    expect(filled).toEqual([
      { strong: ['Star*Fix [Pro]'] },
      ' at ',
      { href: 'mailto:p@x.com?subject=Hi', children: ['p@x.com'] },
      ' or +15550100',
    ]);
  });

  it('refuses a placeholder it has no value for', () => {
    expect(() => fillPlaceholders('Hello {{brand}} and {{nickname}}', { brand: 'B' })).toThrow('{{nickname}}');
  });
});
