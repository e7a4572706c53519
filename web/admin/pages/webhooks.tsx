// Webhooks: the operator's own systems (a CRM, a sheet through Zapier or Make, a dialer) told of each event
// as it happens, with signed requests (docs/webhooks.md). Admins add an endpoint (its signing secret is
// shown once, here), rotate the secret, send a test event, turn it on or off, remove it, and read every
// message with every attempt, resending any of them.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { WebhookAttempt, WebhookEndpoint, WebhookMessage, WebhookMessageState } from '#domain/console-api/webhooks.ts';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES, isWebhookEventType, type WebhookEventType } from '#domain/webhook-events.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { ErrorMessage } from '../components/error-message.tsx';
import { ListState } from '../components/list-state.tsx';
import { LoadMore } from '../components/load-more.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { useAnnounce } from '../lib/announcer.tsx';
import { ApiError } from '../lib/api.ts';
import { formatDuration, formatTime, formatTimeExact, plural } from '../lib/format.ts';
import { useIsAdmin } from '../lib/session.ts';
import {
  addWebhook,
  changeWebhook,
  getWebhookMessage,
  getWebhookMessages,
  getWebhooks,
  removeWebhook,
  resendWebhookMessage,
  rotateWebhookSecret,
  sendTestEvent,
} from '../lib/webhooks-api.ts';

const INPUT = 'mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none';
const BUTTON = 'rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold hover:bg-slate-50 disabled:opacity-60';
const PRIMARY = 'rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60';
/** While something waits, the lists are read again this often, so a test event's answer shows by itself. */
const WATCH_MS = 2000;

const STATE_LABELS: Record<WebhookMessageState, string> = { pending: 'Waiting', delivered: 'Delivered', failed: 'Failed' };
const STATE_TONES: Record<WebhookMessageState, string> = { pending: 'queued', delivered: 'delivered', failed: 'failed' };
const OUTCOMES: Record<WebhookAttempt['outcome'], string> = {
  delivered: 'Delivered',
  retry: 'Failed, will retry',
  failed: 'Failed',
  gone: 'Gone: endpoint turned off',
};
const TRIGGERS: Record<WebhookAttempt['trigger'], string> = {
  first: 'First try',
  retry: 'Automatic retry',
  resend: 'Resent by an operator',
};

const eventLabel = (type: string) =>
  isWebhookEventType(type) ? WEBHOOK_EVENT_LABELS[type] : type === 'webhook.test' ? 'Test event' : type;

function endpointStatus(e: WebhookEndpoint): { tone: string; label: string } {
  if (e.active) return e.failingSince ? { tone: 'retry', label: 'On, failing' } : { tone: 'delivered', label: 'On' };
  if (e.disabledReason === 'gone') return { tone: 'failed', label: 'Off: the receiver answered 410 Gone' };
  if (e.disabledReason === 'failing') return { tone: 'failed', label: 'Off: failing for 5 days' };
  return { tone: 'read', label: 'Off' };
}

/** A secret the page shows once: focus lands on it, it can be copied, and it is gone once dismissed. */
function SecretPanel({ title, secret, note, onDone }: { title: string; secret: string; note: string; onDone: () => void }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const inputId = useId();
  const [copied, setCopied] = useState(false);
  useEffect(() => ref.current?.focus(), []);
  return (
    <section aria-labelledby={`${inputId}-title`} className="mt-4 rounded-xl border-2 border-amber-400 bg-amber-50 p-4 sm:p-5">
      <h3 id={`${inputId}-title`} ref={ref} tabIndex={-1} className="text-base font-bold text-ink focus:outline-none">
        {title}
      </h3>
      <p className="mt-1 text-sm text-ink">{note}</p>
      <label htmlFor={inputId} className="mt-3 block text-sm font-semibold text-ink">
        Signing secret
      </label>
      <div className="mt-1 flex flex-wrap gap-2">
        <input
          id={inputId}
          readOnly
          value={secret}
          onFocus={(e) => e.currentTarget.select()}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-xs"
        />
        <button
          type="button"
          className={BUTTON}
          onClick={() => {
            void navigator.clipboard?.writeText(secret).then(() => setCopied(true));
          }}
        >
          {copied ? 'Copied' : 'Copy'}
        </button>
      </div>
      <button type="button" className={`mt-3 ${BUTTON}`} onClick={onDone}>
        I have saved it
      </button>
    </section>
  );
}

function EventChoices({
  chosen,
  onChange,
  legend,
}: {
  chosen: WebhookEventType[];
  onChange: (e: WebhookEventType[]) => void;
  legend: string;
}) {
  return (
    <fieldset className="mt-4">
      <legend className="text-sm font-semibold text-ink">{legend}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {WEBHOOK_EVENT_TYPES.map((type) => (
          <label key={type} className="flex items-start gap-2 text-sm text-ink">
            <input
              type="checkbox"
              className="mt-0.5 size-4"
              checked={chosen.includes(type)}
              onChange={(e) => onChange(e.target.checked ? [...chosen, type] : chosen.filter((t) => t !== type))}
            />
            <span>
              {WEBHOOK_EVENT_LABELS[type]} <span className="font-mono text-xs text-muted">{type}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function AddEndpoint() {
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>(['lead.created']);
  const [secret, setSecret] = useState<string | null>(null);
  const add = useMutation({
    mutationFn: () => addWebhook({ url, description, events, active: true }),
    onSuccess: (e) => {
      setSecret(e.secret);
      setUrl('');
      setDescription('');
      setEvents(['lead.created']);
      announce('Endpoint added. Copy its signing secret now: it is shown only once.');
      void queryClient.invalidateQueries({ queryKey: ['webhooks'] });
    },
  });
  const fields = add.error instanceof ApiError ? ((add.error.body.fields ?? {}) as Record<string, string>) : {};
  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate();
  };
  return (
    <section aria-labelledby="add-title" className="mt-6 rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id="add-title" className="text-base font-semibold text-ink">
        Add an endpoint
      </h2>
      <form onSubmit={submit} noValidate>
        <label htmlFor="wh-url" className="mt-3 block text-sm font-semibold text-ink">
          Endpoint URL
        </label>
        <input
          id="wh-url"
          type="url"
          inputMode="url"
          autoComplete="off"
          required
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          placeholder="https://hooks.example.com/leads"
          aria-invalid={fields.url ? true : undefined}
          aria-describedby={fields.url ? 'wh-url-error' : undefined}
          className={INPUT}
        />
        {fields.url && (
          <p id="wh-url-error" className="mt-1 text-sm text-danger">
            {fields.url}
          </p>
        )}
        <label htmlFor="wh-description" className="mt-3 block text-sm font-semibold text-ink">
          Description <span className="font-normal text-muted">(optional)</span>
        </label>
        <input id="wh-description" value={description} onChange={(e) => setDescription(e.target.value)} maxLength={200} className={INPUT} />
        <EventChoices legend="Events to send" chosen={events} onChange={setEvents} />
        {add.isError && (
          <div className="mt-3">
            <ErrorMessage error={add.error} />
          </div>
        )}
        <button type="submit" disabled={add.isPending} className={`mt-4 ${PRIMARY}`}>
          {add.isPending ? 'Adding…' : 'Add endpoint'}
        </button>
      </form>
      {secret && (
        <SecretPanel
          title="Copy the signing secret now"
          secret={secret}
          note="Your receiver needs it to check that requests come from this site. It is shown only this once; if it is lost, rotate it."
          onDone={() => setSecret(null)}
        />
      )}
    </section>
  );
}

function AttemptItem({ a }: { a: WebhookAttempt }) {
  const tone = a.outcome === 'delivered' ? 'delivered' : a.outcome === 'retry' ? 'retry' : 'failed';
  return (
    <li className="border-t border-slate-100 py-2 text-sm first:border-t-0">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <time dateTime={a.at} className="font-medium text-ink">
          {formatTimeExact(a.at)}
        </time>
        <StatusBadge status={a.counted ? tone : 'read'} label={a.counted ? OUTCOMES[a.outcome] : 'Not counted (cut off)'} />
        <span className="text-muted">{TRIGGERS[a.trigger]}</span>
      </div>
      <p className="mt-1 text-muted">
        Answer: <span className="text-ink">{a.httpStatus ?? 'none'}</span> · took{' '}
        <span className="text-ink">{formatDuration(a.durationMs)}</span>
        {/* With an answer, its status says what happened; the error is for no answer at all (time-out, refused). */}
        {a.error && a.httpStatus === null && (
          <>
            {' '}
            · <span className="break-words text-ink">{a.error}</span>
          </>
        )}
      </p>
      {a.response && (
        <details className="mt-1">
          <summary className="cursor-pointer font-medium text-brand-700">The receiver&rsquo;s answer</summary>
          <pre className="mt-1 max-h-40 overflow-auto whitespace-pre-wrap break-all rounded-lg bg-slate-50 p-2 text-xs text-ink">
            {a.response}
          </pre>
        </details>
      )}
    </li>
  );
}

function MessageItem({ m, endpointId, endpointOn }: { m: WebhookMessage; endpointId: string; endpointOn: boolean }) {
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  const [showBody, setShowBody] = useState(false);
  const body = useQuery({
    queryKey: ['webhook-message', m.id],
    queryFn: () => getWebhookMessage(m.id),
    enabled: showBody,
    staleTime: Infinity,
  });
  const resend = useMutation({
    mutationFn: () => resendWebhookMessage(m.id),
    onSuccess: () => {
      announce(`Resend queued: ${eventLabel(m.type)}.`);
      void queryClient.invalidateQueries({ queryKey: ['webhook-messages', endpointId] });
    },
  });
  const headingId = `msg-${m.id}`;
  return (
    <li className="rounded-lg border border-slate-200 p-3 sm:p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h4 id={headingId} className="text-sm font-semibold text-ink">
            {eventLabel(m.type)} <span className="font-mono text-xs font-normal text-muted">{m.type}</span>
          </h4>
          <p className="text-xs text-muted">
            <time dateTime={m.createdAt}>{formatTime(m.createdAt)}</time> · {plural(m.attemptCount, 'attempt')}
            {m.nextAttemptAt && (
              <>
                {' '}
                · next try <time dateTime={m.nextAttemptAt}>{formatTime(m.nextAttemptAt)}</time>
              </>
            )}
          </p>
          <p className="break-all font-mono text-xs text-muted">{m.id}</p>
        </div>
        <StatusBadge status={STATE_TONES[m.state]} label={STATE_LABELS[m.state]} />
      </div>
      {m.attempts.length > 0 && (
        <ol className="mt-2">
          {m.attempts.map((a, i) => (
            <AttemptItem key={`${a.at}-${i}`} a={a} />
          ))}
        </ol>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          className={BUTTON}
          disabled={resend.isPending || !endpointOn}
          onClick={() => resend.mutate()}
          aria-describedby={headingId}
        >
          Resend
        </button>
        <button
          type="button"
          className={BUTTON}
          aria-expanded={showBody}
          onClick={() => setShowBody((s) => !s)}
          aria-describedby={headingId}
        >
          {showBody ? 'Hide what was sent' : 'Show what was sent'}
        </button>
      </div>
      {resend.isError && (
        <div className="mt-2">
          <ErrorMessage error={resend.error} />
        </div>
      )}
      {showBody && body.isError && (
        <div className="mt-2">
          <ErrorMessage error={body.error} />
        </div>
      )}
      {showBody && body.data && (
        <pre className="mt-2 max-h-80 overflow-auto whitespace-pre-wrap break-all rounded-lg bg-slate-50 p-3 text-xs text-ink">
          {JSON.stringify(body.data.body, null, 2)}
        </pre>
      )}
    </li>
  );
}

function Messages({ endpoint }: { endpoint: WebhookEndpoint }) {
  const [state, setState] = useState<WebhookMessageState | ''>('');
  const filterId = useId();
  const q = useInfiniteQuery({
    queryKey: ['webhook-messages', endpoint.id, state],
    queryFn: ({ pageParam }) => getWebhookMessages(endpoint.id, state, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    refetchInterval: (query) =>
      query.state.data?.pages.some((p) => p.messages.some((m) => m.state === 'pending')) && endpoint.active ? WATCH_MS : false,
  });
  const messages = q.data?.pages.flatMap((p) => p.messages) ?? [];
  return (
    <div className="mt-4 border-t border-slate-200 pt-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h3 className="text-sm font-semibold text-ink">Messages, newest first</h3>
        <div>
          <label htmlFor={filterId} className="block text-xs font-semibold text-muted">
            Show
          </label>
          <select
            id={filterId}
            value={state}
            onChange={(e) => setState(e.target.value as WebhookMessageState | '')}
            className="mt-1 rounded-lg border border-slate-300 px-2 py-1.5 text-sm"
          >
            <option value="">All</option>
            <option value="pending">Waiting</option>
            <option value="delivered">Delivered</option>
            <option value="failed">Failed</option>
          </select>
        </div>
      </div>
      <ListState
        query={q}
        spacing="mt-2"
        small
        isEmpty={messages.length === 0}
        empty={<p className="mt-2 text-sm text-muted">No messages{state ? ' of this kind' : ' yet'}.</p>}
      />
      <ul className="mt-3 space-y-3">
        {messages.map((m) => (
          <MessageItem key={m.id} m={m} endpointId={endpoint.id} endpointOn={endpoint.active} />
        ))}
      </ul>
      <LoadMore query={q} className="mt-3" />
    </div>
  );
}

function EndpointItem({ e }: { e: WebhookEndpoint }) {
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  const [open, setOpen] = useState(false);
  const [asking, setAsking] = useState<'rotate' | 'remove' | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['webhooks'] });
    void queryClient.invalidateQueries({ queryKey: ['webhook-messages', e.id] });
  };
  const test = useMutation({
    mutationFn: () => sendTestEvent(e.id),
    onSuccess: () => {
      announce('Test event sent. Its answer appears under Messages.');
      setOpen(true);
      refresh();
    },
  });
  const toggle = useMutation({
    mutationFn: () => changeWebhook(e.id, { active: !e.active }),
    onSuccess: (r) => {
      announce(r.active ? 'Endpoint turned on.' : 'Endpoint turned off.');
      refresh();
    },
  });
  const rotate = useMutation({
    mutationFn: () => rotateWebhookSecret(e.id),
    onSuccess: (r) => {
      setAsking(null);
      setSecret(r.secret);
      refresh();
    },
  });
  const remove = useMutation({
    mutationFn: () => removeWebhook(e.id),
    onSuccess: () => {
      setAsking(null);
      announce('Endpoint removed.');
      refresh();
    },
  });
  const status = endpointStatus(e);
  const headingId = `endpoint-${e.id}`;
  const failure = [test, toggle, rotate, remove].find((m) => m.isError)?.error;
  return (
    <li>
      <article aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 id={headingId} className="break-all text-base font-semibold text-ink">
              {e.url}
            </h2>
            {e.description && <p className="text-sm text-muted">{e.description}</p>}
          </div>
          <StatusBadge status={status.tone} label={status.label} />
        </div>
        <p className="mt-2 text-sm text-ink">
          <span className="text-muted">Sends: </span>
          {e.events.map((t) => eventLabel(t)).join(', ')}
        </p>
        <p className="mt-1 text-sm text-muted">
          {plural(e.pending, 'message')} waiting · {e.failed} failed
          {e.failingSince && (
            <>
              {' '}
              · failing since <time dateTime={e.failingSince}>{formatTime(e.failingSince)}</time>
            </>
          )}
        </p>
        {e.previousSecretValidUntil && (
          <p className="mt-1 text-sm text-muted">
            The previous secret also signs until <time dateTime={e.previousSecretValidUntil}>{formatTime(e.previousSecretValidUntil)}</time>
            .
          </p>
        )}
        <div className="mt-3 flex flex-wrap gap-2">
          <button
            type="button"
            className={BUTTON}
            disabled={!e.active || test.isPending}
            onClick={() => test.mutate()}
            aria-describedby={headingId}
          >
            Send test event
          </button>
          <button type="button" className={BUTTON} disabled={toggle.isPending} onClick={() => toggle.mutate()} aria-describedby={headingId}>
            {e.active ? 'Turn off' : 'Turn on'}
          </button>
          <button type="button" className={BUTTON} onClick={() => setAsking('rotate')} aria-describedby={headingId}>
            Rotate secret
          </button>
          <button type="button" className={BUTTON} aria-expanded={open} onClick={() => setOpen((o) => !o)} aria-describedby={headingId}>
            {open ? 'Hide messages' : 'Messages'}
          </button>
          <button type="button" className={`${BUTTON} text-danger`} onClick={() => setAsking('remove')} aria-describedby={headingId}>
            Remove
          </button>
        </div>
        {failure !== undefined && (
          <div className="mt-3">
            <ErrorMessage error={failure} />
          </div>
        )}
        {secret && (
          <SecretPanel
            title="Copy the new signing secret now"
            secret={secret}
            note="Requests carry signatures with both the new and the previous secret for 24 hours, so the receiver can switch over in that time. It is shown only this once."
            onDone={() => setSecret(null)}
          />
        )}
        {open && <Messages endpoint={e} />}
      </article>
      {asking === 'rotate' && (
        <ConfirmDialog
          title="Rotate the signing secret?"
          confirmLabel="Rotate secret"
          busy={rotate.isPending}
          onConfirm={() => rotate.mutate()}
          onCancel={() => setAsking(null)}
        >
          A new secret is made and shown once. The current one keeps signing beside it for 24 hours, then stops.
        </ConfirmDialog>
      )}
      {asking === 'remove' && (
        <ConfirmDialog
          title="Remove this endpoint?"
          confirmLabel="Remove endpoint"
          busy={remove.isPending}
          onConfirm={() => remove.mutate()}
          onCancel={() => setAsking(null)}
        >
          Nothing more is sent to {e.url}, and its messages and their attempts are deleted.
        </ConfirmDialog>
      )}
    </li>
  );
}

export default function Webhooks() {
  const isAdmin = useIsAdmin();
  const q = useQuery({
    queryKey: ['webhooks'],
    queryFn: getWebhooks,
    enabled: isAdmin,
    refetchInterval: (query) => (query.state.data?.endpoints.some((e) => e.active && e.pending > 0) ? WATCH_MS : false),
  });
  return (
    <>
      <PageHeading title="Webhooks" />
      <p className="mt-1 max-w-3xl text-sm text-muted">
        Your CRM, spreadsheet or automation hears of each new lead, sale, return, contact message and privacy request as it happens. Every
        request is signed the Standard Webhooks way, so the receiver can check it came from this site. A lead whose visitor asked not to
        have their data shared (Global Privacy Control) is sent without any personal data.
      </p>
      {!isAdmin && (
        <div className="mt-4">
          <ErrorMessage error={new ApiError('Only admins manage webhooks.', 403)} />
        </div>
      )}
      {q.isError && (
        <div className="mt-4">
          <ErrorMessage error={q.error} />
        </div>
      )}
      {q.data && !q.data.secretsEncrypted && (
        <p className="mt-4 max-w-3xl rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-ink">
          Signing secrets are stored unencrypted because BUYER_SECRET_KEY is not set. Anyone with a copy of the database could sign requests
          as this site; set the key to encrypt them.
        </p>
      )}
      {isAdmin && <AddEndpoint />}
      {q.isPending && isAdmin && <p className="mt-6 text-muted">Loading…</p>}
      {q.data && (
        <>
          <p className="mt-6 text-sm text-muted">
            {q.data.endpoints.length === 0 ? 'No endpoints yet.' : plural(q.data.endpoints.length, 'endpoint')}
          </p>
          <ul className="mt-3 space-y-4">
            {q.data.endpoints.map((e) => (
              <EndpointItem key={e.id} e={e} />
            ))}
          </ul>
        </>
      )}
    </>
  );
}
