// The contact messages inbox: newest first, keyset-paged, each new, read or answered.
import type { Kysely } from 'kysely';
import type { MessagePage } from '#domain/console-api.ts';
import type { Database, MessageState } from '../store/schema.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { maskEmail, maskLastName } from './masking.ts';

const PAGE = 50;

export const SETTABLE_STATES = ['read', 'answered'] as const satisfies readonly MessageState[];

/** "Jane Homeowner" -> "Jane H." for a viewer: enough to tell messages apart. */
function maskName(name: string): string {
  const [first, ...rest] = name.trim().split(/\s+/);
  return rest.length === 0 ? (first ?? '') : `${first} ${maskLastName(rest[rest.length - 1]!)}`;
}

export async function listMessages(db: Kysely<Database>, cursor: string | undefined, masked: boolean): Promise<MessagePage> {
  const after = decodeCursor(cursor);
  let query = db
    .selectFrom('contact_messages')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(PAGE + 1);
  if (after) {
    query = query.where((w) => w(w.refTuple('created_at', 'id'), '<', w.tuple(after.at, after.id)));
  }
  const rows = await query.execute();
  const page = rows.slice(0, PAGE);
  const last = page[page.length - 1];
  return {
    messages: page.map((m) => ({
      id: m.id,
      createdAt: new Date(m.created_at).toISOString(),
      name: masked ? maskName(m.name) : m.name,
      email: masked ? maskEmail(m.email) : m.email,
      subject: m.subject,
      message: m.message,
      state: m.state,
    })),
    nextCursor: rows.length > PAGE && last ? encodeCursor(last.created_at, last.id) : null,
  };
}

/** Sets a message's state; false when there is no such message. */
export async function setMessageState(db: Kysely<Database>, id: string, state: MessageState): Promise<boolean> {
  const result = await db.updateTable('contact_messages').set({ state }).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
