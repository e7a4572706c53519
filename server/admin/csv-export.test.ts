// CSV cells stay whole in any spreadsheet: every cell is quoted (a ';' or a tab splits an unquoted cell in
// spreadsheets set to that separator, as Excel is in many locales), quotes are doubled, and a cell a
// spreadsheet would run as a formula starts with an apostrophe.
import { describe, expect, it } from 'vitest';
import { consoleFixture, insertConsoleLead } from '#tests/support/console-fixture.ts';
import { csvCell, csvRow } from './csv-export.ts';

describe('CSV cells', () => {
  it('quotes every cell, with or without a separator in it', () => {
    expect(csvCell('Smith; Jones')).toBe('"Smith; Jones"');
    expect(csvCell('tab\there')).toBe('"tab\there"');
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell(42)).toBe('"42"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(undefined)).toBe('""');
    expect(csvCell('say "hi", then go')).toBe('"say ""hi"", then go"');
    expect(csvCell('line\r\nbreak')).toBe('"line\r\nbreak"');
  });

  it('still neutralises formula starters', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(csvCell(`${start}1+1`)).toBe(`"'${start}1+1"`);
  });

  it('ends a row with CRLF', () => {
    expect(csvRow(['a;b', 1, null])).toBe('"a;b","1",""\r\n');
  });
});

describe('the lead export', () => {
  const f = consoleFixture({ signedIn: true });

  it('keeps a cell with a semicolon whole, whichever separator a spreadsheet splits on', async () => {
    await insertConsoleLead(f.store, { details: { host: 'semicolon.example', lastName: 'Smith; Jones', city: 'Winston;Salem' } });
    const r = await f.get('/api/admin/leads.csv?host=semicolon.example');
    expect(r.statusCode).toBe(200);
    const [header, row] = r.body.replace(/^\uFEFF/, '').split('\r\n');
    // Every cell between quotes, the header's too.
    expect(header).toMatch(/^"id","created_at","service","status","source","host",/);
    expect(row).toContain('"Smith; Jones"');
    expect(row).toContain('"Winston;Salem"');
  });
});
