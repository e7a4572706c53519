// Keyset paging: a cursor names the last row of a page by (time, id), so the next page starts right
// after it however many rows arrived meanwhile, and a deep page costs what the first one does.

export interface Cursor {
  at: number;
  id: string;
}

export function encodeCursor(at: number, id: string): string {
  return Buffer.from(JSON.stringify([at, id])).toString('base64url');
}

/** The cursor, or undefined when absent; a malformed one is an error the caller answers with 400. */
export function decodeCursor(cursor: string | undefined): Cursor | undefined {
  if (!cursor) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new BadCursorError();
  }
  if (!Array.isArray(value) || value.length !== 2) throw new BadCursorError();
  const [at, id] = value as unknown[];
  if (typeof at !== 'number' || !Number.isSafeInteger(at) || typeof id !== 'string' || id.length > 64) throw new BadCursorError();
  return { at, id };
}

export class BadCursorError extends Error {
  readonly statusCode = 400;
  constructor() {
    super('The cursor is not valid.');
  }
}
