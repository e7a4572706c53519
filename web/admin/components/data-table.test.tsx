// The markup every console table shares: what a screen reader needs to read a table it cannot see.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DataTable, type DataColumn } from './data-table.tsx';

interface Step {
  name: string;
  views: number;
}

const columns: DataColumn<Step>[] = [
  { id: 'name', header: 'Step', rowHeader: true, cell: (s) => s.name },
  { id: 'views', header: 'Views', sort: 'descending', cell: (s) => String(s.views) },
];

const render = (rows: Step[], extra: Partial<Parameters<typeof DataTable<Step>>[0]> = {}) =>
  renderToStaticMarkup(
    <DataTable caption="Views per step" columns={columns} rows={rows} rowKey={(s) => s.name} tableClass="t" {...extra} />,
  );

describe('DataTable', () => {
  it('names the table, scopes its headers and says which column the rows are sorted by', () => {
    const html = render([
      { name: 'Location', views: 40 },
      { name: 'Contact', views: 25 },
    ]);
    expect(html).toContain('<caption class="sr-only">Views per step</caption>');
    expect(html).toContain('<th scope="col">Step</th>');
    expect(html).toContain('<th scope="col" aria-sort="descending">Views</th>');
    // The naming cell of each row is its row header; the rest are plain cells, in the rows' order.
    expect(html).toContain('<tr><th scope="row">Location</th><td>40</td></tr><tr><th scope="row">Contact</th><td>25</td></tr>');
  });

  it('says so in one row across the columns when there are no rows', () => {
    expect(render([], { empty: 'Nothing yet.' })).toContain('<tbody><tr><td colSpan="2">Nothing yet.</td></tr></tbody>');
  });

  it('wraps a wide table in a named region a keyboard can focus and scroll', () => {
    const html = render([{ name: 'Location', views: 40 }], { scroll: { className: 'overflow-x-auto', label: 'Steps' } });
    expect(html.startsWith('<div tabindex="0" role="region" aria-label="Steps" class="overflow-x-auto"><table class="t">')).toBe(true);
  });
});
