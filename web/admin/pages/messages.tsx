// The contact form's messages, newest first: new / read / answered, and a link to write back by e-mail.
import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { ErrorMessage } from '../components/error-message.tsx';
import { ListState } from '../components/list-state.tsx';
import { LoadMore } from '../components/load-more.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { useAnnounce } from '../lib/announcer.tsx';
import { getMessages, setMessageState } from '../lib/api.ts';
import { formatTime } from '../lib/format.ts';
import { useIsAdmin } from '../lib/session.ts';
import type { ContactMessage, MessagePage, MessageState } from '#domain/console-api.ts';

const STATE_LABELS: Record<MessageState, string> = { new: 'New', read: 'Read', answered: 'Answered' };

const replyLink = (m: ContactMessage) => `mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`;

function MessageItem({ m, isAdmin }: { m: ContactMessage; isAdmin: boolean }) {
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  const change = useMutation({
    mutationFn: (state: Exclude<MessageState, 'new'>) => setMessageState(m.id, state),
    onSuccess: ({ state }) => {
      // Updated in place: the list keeps its pages and the reader's place.
      queryClient.setQueryData<InfiniteData<MessagePage>>(
        ['messages'],
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((p) => ({ ...p, messages: p.messages.map((x) => (x.id === m.id ? { ...x, state } : x)) })),
          },
      );
      announce(`Marked ${STATE_LABELS[state].toLowerCase()}: ${m.subject}`);
    },
  });
  const headingId = `message-${m.id}`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className={`rounded-xl border bg-white p-4 sm:p-5 ${m.state === 'new' ? 'border-brand-600/40' : 'border-slate-200'}`}
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id={headingId} className="text-base font-semibold text-ink">
            {m.subject}
          </h2>
          <StatusBadge status={m.state} label={STATE_LABELS[m.state]} />
        </div>
        <p className="mt-1 text-sm text-muted">
          From {m.name} &lt;{m.email}&gt; · <time dateTime={m.createdAt}>{formatTime(m.createdAt)}</time>
        </p>
        <p className="mt-3 whitespace-pre-wrap break-words text-sm leading-relaxed text-ink">{m.message}</p>
        {isAdmin && (
          <div className="mt-4 flex flex-wrap gap-2">
            <a href={replyLink(m)} className="rounded-lg bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-700">
              Reply by e-mail<span className="sr-only"> to {m.name}</span>
            </a>
            {m.state === 'new' && (
              <button
                type="button"
                onClick={() => change.mutate('read')}
                disabled={change.isPending}
                className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold hover:bg-slate-50 disabled:opacity-60"
              >
                Mark read
              </button>
            )}
            {m.state !== 'answered' && (
              <button
                type="button"
                onClick={() => change.mutate('answered')}
                disabled={change.isPending}
                className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold hover:bg-slate-50 disabled:opacity-60"
              >
                Mark answered
              </button>
            )}
          </div>
        )}
        {change.isError && (
          <div className="mt-3">
            <ErrorMessage error={change.error} />
          </div>
        )}
      </article>
    </li>
  );
}

export default function Messages() {
  const isAdmin = useIsAdmin();
  const q = useInfiniteQuery({
    queryKey: ['messages'],
    queryFn: ({ pageParam }) => getMessages(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
  const messages = q.data?.pages.flatMap((p) => p.messages) ?? [];
  const unread = messages.filter((m) => m.state === 'new').length;
  return (
    <>
      <PageHeading title="Messages" />
      <p className="mt-1 text-sm text-muted">What visitors wrote through the contact page, newest first.</p>
      <ListState query={q}>
        <p className="mt-4 text-sm text-muted">{messages.length === 0 ? 'No messages yet.' : `${messages.length} shown, ${unread} new.`}</p>
      </ListState>
      <ul className="mt-4 space-y-4">
        {messages.map((m) => (
          <MessageItem key={m.id} m={m} isAdmin={isAdmin} />
        ))}
      </ul>
      <LoadMore query={q} />
    </>
  );
}
