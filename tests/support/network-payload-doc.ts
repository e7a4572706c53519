// Reads docs/network-payload.md, the repository's copy of the contractor network's field reference, so
// tests can compare the catalogue and the coding with what the network expects instead of with themselves.
import { readFileSync } from 'node:fs';

export const DOC_PATH = new URL('../../docs/network-payload.md', import.meta.url);

export type DocType = 'string' | 'number' | 'code';

export interface DocKey {
  readonly key: string;
  readonly type: DocType;
  /** Service titles that send the key; `'every service'` for all. */
  readonly sentBy: readonly string[] | 'every service';
}

export interface DocRow {
  readonly code: number | '';
  readonly meaning: string;
  readonly label: string;
}

export interface DocTable {
  readonly field: string;
  /** Service titles asking the field with these labels; `'every service'` for the contact questions. */
  readonly services: readonly string[] | 'every service';
  readonly rows: readonly DocRow[];
}

export interface PayloadDoc {
  readonly keys: readonly DocKey[];
  readonly tables: readonly DocTable[];
}

/** `| a | b | c |` -> ['a', 'b', 'c']; undefined for a line that is not a table row or is a separator. */
function cells(line: string): string[] | undefined {
  if (!line.startsWith('|') || /^\|[-| ]+\|$/.test(line)) return undefined;
  return line
    .slice(1, -1)
    .split('|')
    .map((c) => c.trim());
}

function serviceList(text: string): readonly string[] | 'every service' {
  return text === 'every service' ? text : text.split(', ');
}

function parseCode(cell: string): number | '' {
  if (cell === '""') return '';
  if (!/^\d+$/.test(cell)) throw new Error(`network-payload.md: "${cell}" is not a code`);
  return Number(cell);
}

export function parsePayloadDoc(text: string): PayloadDoc {
  const keys: DocKey[] = [];
  const tables: { field: string; services: readonly string[] | 'every service'; rows: DocRow[] }[] = [];
  let section = '';
  for (const line of text.split('\n')) {
    if (line.startsWith('## ')) {
      section = line.slice(3).trim();
      continue;
    }
    const heading = /^### `(\w+)` — (.+)$/.exec(line);
    if (heading) {
      tables.push({ field: heading[1]!, services: serviceList(heading[2]!.trim()), rows: [] });
      continue;
    }
    const row = cells(line);
    if (!row || row[0] === 'key' || row[0] === 'code') continue;
    if (section === 'Payload keys') {
      const [key, type, sentBy] = row as [string, string, string];
      if (type !== 'string' && type !== 'number' && type !== 'code') throw new Error(`network-payload.md: ${key} has type "${type}"`);
      keys.push({ key: key.replace(/`/g, ''), type, sentBy: serviceList(sentBy) });
    } else if (section === 'Code tables') {
      const [code, meaning, label] = row as [string, string, string];
      const table = tables.at(-1);
      if (!table) throw new Error(`network-payload.md: a code row before any table heading: ${line}`);
      table.rows.push({ code: parseCode(code), meaning, label });
    }
  }
  return { keys, tables };
}

export function readPayloadDoc(): PayloadDoc {
  return parsePayloadDoc(readFileSync(DOC_PATH, 'utf8'));
}

/** The doc's table for a field as one service asks it; throws unless exactly one table applies. */
export function docTable(doc: PayloadDoc, field: string, service: string): DocTable {
  const found = doc.tables.filter((t) => t.field === field && (t.services === 'every service' || t.services.includes(service)));
  if (found.length !== 1) throw new Error(`network-payload.md: ${found.length} tables for ${field} of ${service}`);
  return found[0]!;
}
