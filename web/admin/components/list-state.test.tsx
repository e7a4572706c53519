// The states every console list shows around its rows, and the button for its next page.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api.ts';
import { ListState } from './list-state.tsx';
import { LoadMore } from './load-more.tsx';

const waiting = { isPending: true, isError: false, error: null, data: undefined };
const answered = (rows: string[]) => ({ isPending: false, isError: false, error: null, data: rows });
const list = (q: Parameters<typeof ListState<string[]>>[0]['query']) =>
  renderToStaticMarkup(
    <ListState query={q} isEmpty={(rows) => rows.length === 0} empty={<p>Nothing yet.</p>}>
      {(rows) => <ul>{rows.join(',')}</ul>}
    </ListState>,
  );

describe('ListState', () => {
  it('says Loading… until the first answer, then shows the rows', () => {
    expect(list(waiting)).toBe('<p class="mt-4 text-muted">Loading…</p>');
    expect(list(answered(['a', 'b']))).toBe('<ul>a,b</ul>');
  });

  it('shows its own sentence when the answer has no rows', () => {
    expect(list(answered([]))).toBe('<p>Nothing yet.</p>');
  });

  it('shows the server’s refusal as an alert, and the rows it had when a later page fails', () => {
    const refused = list({ isPending: false, isError: true, error: new ApiError('Only admins see the audit log.', 403), data: undefined });
    expect(refused).toContain('role="alert"');
    expect(refused).toContain('Only admins see the audit log.');
    const laterPage = list({ isPending: false, isError: true, error: new Error('offline'), data: ['a'] });
    expect(laterPage).toContain('role="alert"');
    expect(laterPage).toContain('<ul>a</ul>');
  });
});

describe('LoadMore', () => {
  const more = (hasNextPage: boolean, isFetchingNextPage = false) =>
    renderToStaticMarkup(<LoadMore query={{ hasNextPage, isFetchingNextPage, fetchNextPage: async () => undefined }} />);

  it('is there only while the server says there is more, and busy while the page comes', () => {
    expect(more(false)).toBe('');
    expect(more(true)).toContain('>Load more</button>');
    expect(more(true, true)).toMatch(/disabled="".*>Loading…<\/button>/);
  });
});
