// One lead: what the visitor answered (in their words, not the network's codes), the contact fields, the
// consent record, the payload exactly as sent, every delivery attempt, and its history in the console
// (notes and disposition); `Resend`, a note and the disposition for an admin. A lead held back says why.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { ErrorMessage, errorText } from '../components/error-message.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { LeadInsightPanel } from '../insight/lead-insight-panel.tsx';
import { useAnnounce } from '../lib/announcer.tsx';
import { DISPOSITION_LABELS, LANG_NAMES, LEAD_DISPOSITIONS, MAX_NOTE_CHARS, type LeadDisposition } from '#domain/lead-summary.ts';
import { useSites } from '../components/site-select.tsx';
import { addNote, ApiError, getLead, getLeads, resendLead, setDisposition } from '../lib/api.ts';
import { formatDuration, formatTime, formatTimeExact, serviceName } from '../lib/format.ts';
import { useIsAdmin } from '../lib/session.ts';
import { LeadAuctionPanel } from '../selling/lead-auction-panel.tsx';
import { LeadSalesPanel } from '../selling/lead-sales-panel.tsx';
import type { DeliveryAttempt, LeadDetail } from '#domain/console-api.ts';

const TRIGGERS: Record<string, string> = { first: 'First delivery', retry: 'Automatic retry', resend: 'Resent by an operator' };
const OUTCOMES: Record<string, string> = {
  delivered: 'Delivered',
  rejected: 'Rejected by the buyer',
  retry: 'Could not deliver, will try again',
  failed: 'Could not deliver',
};
/** After a resend, the page watches the lead every second until its new attempt has an outcome, at most this long. */
const WATCH_MS = 30_000;

/**
 * After a resend: polls the lead's line in the list (which writes no audit entry, unlike opening the lead)
 * and reloads the lead's page each time its status or attempt count moves, until the new attempt has
 * settled (more attempts than before, no longer queued) or WATCH_MS has passed.
 */
function useWatchResend(id: string, watch: { since: number; attempts: number } | null) {
  const queryClient = useQueryClient();
  const seen = useRef('');
  useQuery({
    queryKey: ['lead-watch', id, watch?.since],
    enabled: watch !== null,
    queryFn: async () => {
      const line = (await getLeads({ q: id })).leads[0] ?? null;
      const now = line ? `${line.status}/${line.attempts}` : '';
      if (now !== seen.current) {
        seen.current = now;
        await queryClient.invalidateQueries({ queryKey: ['lead', id] });
      }
      return line;
    },
    refetchInterval: (query) => {
      const line = query.state.data;
      const settled = line && watch && line.attempts > watch.attempts && line.status !== 'queued';
      return !watch || settled || Date.now() - watch.since > WATCH_MS ? false : 1000;
    },
  });
}

function Section({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id={id} className="text-base font-semibold text-ink">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** The lead's site by its brand (and id), or its id alone until the sites are known. */
function SiteName({ id }: { id: string }) {
  const brand = useSites().find((s) => s.id === id)?.brand;
  return <>{brand ? `${brand} (${id})` : id}</>;
}

function Fields({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[minmax(6.5rem,40%)_1fr] gap-x-4 gap-y-2 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-muted">{label}</dt>
          <dd className="min-w-0 break-words text-ink">{value === '' || value === null || value === undefined ? '—' : value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Attempt({ a }: { a: DeliveryAttempt }) {
  const tone = a.outcome === 'delivered' ? 'delivered' : a.outcome === 'retry' ? 'retry' : 'failed';
  return (
    <li className="relative border-l-2 border-slate-200 pb-5 pl-5 last:pb-0">
      <span aria-hidden="true" className="absolute -left-[7px] top-1 size-3 rounded-full bg-slate-400" />
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <time dateTime={a.at} className="font-semibold text-ink">
          {formatTimeExact(a.at)}
        </time>
        <StatusBadge status={tone} label={OUTCOMES[a.outcome] ?? a.outcome} />
        <span className="text-muted">
          Attempt {a.attempt} · {TRIGGERS[a.trigger] ?? a.trigger}
        </span>
      </div>
      <Fields
        rows={[
          ['HTTP status', a.httpStatus ?? 'no answer'],
          ['Duration', formatDuration(a.durationMs)],
          ...(a.error ? ([['Error', a.error]] as [string, ReactNode][]) : []),
        ]}
      />
      {a.response && (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer font-medium text-brand-700">The network's answer</summary>
          <pre className="mt-2 max-h-64 overflow-auto whitespace-pre-wrap break-all rounded-lg bg-slate-50 p-3 text-xs text-ink">
            {a.response}
          </pre>
        </details>
      )}
    </li>
  );
}

function ResendButton({ lead, onQueued }: { lead: LeadDetail; onQueued: () => void }) {
  const announce = useAnnounce();
  const [confirming, setConfirming] = useState(false);
  const resend = useMutation({
    mutationFn: (force: boolean) => resendLead(lead.id, force),
    onSuccess: () => {
      setConfirming(false);
      announce('Resend queued. The new attempt appears in the timeline.');
      onQueued();
    },
    onError: (err) => {
      // Delivered since this page was loaded: the server wants a confirmation.
      if (err instanceof ApiError && err.body.needsForce === true) setConfirming(true);
    },
  });
  const click = () => (lead.status === 'delivered' ? setConfirming(true) : resend.mutate(false));
  if (lead.heldBack) {
    // Said before any click: the server would refuse, and why is on the page.
    return (
      <div className="flex max-w-sm flex-col items-start gap-1 sm:items-end">
        <button
          type="button"
          disabled
          aria-describedby="held-back"
          className="cursor-not-allowed rounded-lg bg-slate-300 px-4 py-2 text-sm font-semibold text-slate-700"
        >
          Resend
        </button>
        <p className="text-xs text-muted sm:text-right">Cannot be resent: held back (see above).</p>
      </div>
    );
  }
  const showError = resend.isError && !(resend.error instanceof ApiError && resend.error.body.needsForce === true);
  return (
    <div className="flex flex-col items-start gap-2 sm:items-end">
      <button
        type="button"
        onClick={click}
        disabled={resend.isPending}
        className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        Resend
      </button>
      {showError && !confirming && <ErrorMessage error={resend.error} />}
      {confirming && (
        <ConfirmDialog
          title="Send a delivered lead again?"
          confirmLabel="Send again"
          busy={resend.isPending}
          onConfirm={() => resend.mutate(true)}
          onCancel={() => (setConfirming(false), resend.reset())}
        >
          <p>
            A buyer already accepted this lead. Sending it again may bill it twice, unless the buyer recognises it as the same lead (it is
            sent with the same identifier as before).
          </p>
          {showError && <p className="mt-2 text-danger">{errorText(resend.error)}</p>}
        </ConfirmDialog>
      )}
    </div>
  );
}

/** The lead's disposition (an admin changes it), a note, and its history in the console, oldest first. */
function WorkPanel({ lead }: { lead: LeadDetail }) {
  const isAdmin = useIsAdmin();
  const announce = useAnnounce();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const reload = () => void queryClient.invalidateQueries({ queryKey: ['lead', lead.id] });
  const note = useMutation({
    mutationFn: () => addNote(lead.id, text),
    onSuccess: () => {
      setText('');
      announce('Note added.');
      reload();
    },
  });
  const disposition = useMutation({
    mutationFn: (value: LeadDisposition) => setDisposition(lead.id, value),
    onSuccess: ({ disposition: value }) => {
      announce(`Marked ${DISPOSITION_LABELS[value]}.`);
      reload();
      void queryClient.invalidateQueries({ queryKey: ['leads'] });
    },
  });
  return (
    <Section title="Notes and disposition" id="work">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <label htmlFor="disposition" className="font-medium text-muted">
          Disposition
        </label>
        {isAdmin ? (
          <select
            id="disposition"
            value={lead.disposition}
            disabled={disposition.isPending}
            onChange={(e) => disposition.mutate(e.target.value as LeadDisposition)}
            className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm"
          >
            {LEAD_DISPOSITIONS.map((d) => (
              <option key={d} value={d}>
                {DISPOSITION_LABELS[d]}
              </option>
            ))}
          </select>
        ) : (
          <span id="disposition" className="font-semibold text-ink">
            {DISPOSITION_LABELS[lead.disposition]}
          </span>
        )}
      </div>
      {disposition.isError && <ErrorMessage error={disposition.error} />}
      <h3 className="mt-4 text-sm font-semibold text-ink">History</h3>
      {lead.history.length === 0 ? (
        <p className="mt-1 text-sm text-muted">No notes yet.</p>
      ) : (
        <ol className="mt-2 space-y-3">
          {lead.history.map((h) => (
            <li key={h.id} className="border-l-2 border-slate-200 pl-3 text-sm">
              <p className="text-xs text-muted">
                <time dateTime={h.at}>{formatTime(h.at)}</time> · {h.author}
              </p>
              {h.kind === 'note' ? (
                <p className="whitespace-pre-wrap break-words text-ink">{h.text}</p>
              ) : (
                <p className="text-ink">
                  Marked <strong>{DISPOSITION_LABELS[h.text as LeadDisposition] ?? h.text}</strong>
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
      {isAdmin && (
        <form
          className="mt-4 space-y-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (text.trim()) note.mutate();
          }}
        >
          <label htmlFor="note-text" className="block text-sm font-medium text-muted">
            Add a note
          </label>
          <textarea
            id="note-text"
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxLength={MAX_NOTE_CHARS}
            rows={3}
            className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
          />
          <button
            type="submit"
            disabled={note.isPending || text.trim() === ''}
            className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          >
            Add note
          </button>
          {note.isError && <ErrorMessage error={note.error} />}
        </form>
      )}
    </Section>
  );
}

export default function Lead() {
  const { id = '' } = useParams();
  const { state } = useLocation() as { state: { back?: string } | null };
  const isAdmin = useIsAdmin();
  const queryClient = useQueryClient();
  const [watch, setWatch] = useState<{ since: number; attempts: number } | null>(null);
  const q = useQuery({ queryKey: ['lead', id], queryFn: () => getLead(id) });
  useWatchResend(id, watch);
  const lead = q.data;
  const name = lead ? `${lead.firstName} ${lead.lastName}`.trim() || 'Lead' : 'Lead';

  return (
    <>
      <Link to={`/leads${state?.back ?? ''}`} className="text-sm font-semibold text-brand-700 hover:underline">
        ← All leads
      </Link>
      <div className="mt-3 flex flex-wrap items-start justify-between gap-4">
        <div>
          <PageHeading title={lead ? `${name}, ${serviceName(lead.service)}` : 'Lead'}>{lead ? name : 'Lead'}</PageHeading>
          {lead && (
            <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
              <span>{serviceName(lead.service)}</span>·<time dateTime={lead.createdAt}>{formatTime(lead.createdAt)}</time>·
              <StatusBadge status={lead.status} />
              {lead.reference && (
                <span className="font-mono font-semibold text-ink" title="The reference the visitor was given">
                  {lead.reference}
                </span>
              )}
              <span className="font-mono text-xs">{lead.id}</span>
            </p>
          )}
        </div>
        {lead && isAdmin && (
          <ResendButton
            lead={lead}
            onQueued={() => {
              setWatch({ since: Date.now(), attempts: lead.attempts });
              void queryClient.invalidateQueries({ queryKey: ['leads'] });
            }}
          />
        )}
      </div>
      {q.isError && (
        <div className="mt-4">
          <ErrorMessage error={q.error} />
        </div>
      )}
      {q.isPending && <p className="mt-4 text-muted">Loading…</p>}
      {lead && (
        <div className="mt-6 grid items-start gap-6 lg:grid-cols-2">
          {lead.heldBack && (
            <p id="held-back" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-ink lg:col-span-2">
              <strong>Held back.</strong> {lead.heldBack}
            </p>
          )}
          {lead.networkError && (
            <p className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-danger lg:col-span-2">
              <strong>The buyer said:</strong> {lead.networkError}
            </p>
          )}
          <WorkPanel lead={lead} />
          <Section title="Contact" id="contact">
            <Fields
              rows={[
                ['Name', name],
                [
                  'Email',
                  isAdmin && lead.email ? (
                    <a href={`mailto:${lead.email}`} className="text-brand-700 hover:underline">
                      {lead.email}
                    </a>
                  ) : (
                    lead.email
                  ),
                ],
                [
                  'Phone',
                  isAdmin && lead.phone ? (
                    <a href={`tel:${lead.phone}`} className="text-brand-700 hover:underline">
                      {lead.phone}
                    </a>
                  ) : (
                    lead.phone
                  ),
                ],
                ['Address', lead.address],
                ['City', lead.city],
                ['State', lead.state],
                ['ZIP', lead.zip],
                ['Host', lead.host],
                ['Site', <SiteName key="site" id={lead.site} />],
                ['Language', LANG_NAMES[lead.lang]],
                ['Source', lead.source],
              ]}
            />
          </Section>
          <Section title="Answers" id="answers">
            {Object.keys(lead.answers).length === 0 ? (
              <p className="text-sm text-muted">No answers kept for this lead.</p>
            ) : (
              <Fields rows={Object.entries(lead.answers)} />
            )}
          </Section>
          <Section title={`Delivery attempts (${lead.deliveries.length})`} id="attempts">
            {lead.deliveries.length === 0 ? (
              <p className="text-sm text-muted">
                {lead.status === 'not_configured'
                  ? 'Not sent yet: no buyer is set up to receive it.'
                  : lead.status === 'suppressed'
                    ? 'Not sent: held back for a privacy request.'
                    : 'No attempt yet.'}
              </p>
            ) : (
              <ol>
                {lead.deliveries.map((a) => (
                  <Attempt key={`${a.attempt}-${a.at}`} a={a} />
                ))}
              </ol>
            )}
            {lead.deliveredAt && (
              <p className="mt-3 text-sm text-muted">
                Delivered <time dateTime={lead.deliveredAt}>{formatTimeExact(lead.deliveredAt)}</time>.
              </p>
            )}
          </Section>
          <LeadSalesPanel leadId={lead.id} sales={lead.sales} />
          <LeadAuctionPanel auction={lead.auction} />
          <LeadInsightPanel leadId={lead.id} />
          <Section title="Campaign" id="tracking">
            <Fields rows={Object.entries(lead.tracking).filter(([, v]) => v !== null && v !== '') as [string, ReactNode][]} />
            {Object.values(lead.tracking).every((v) => v === null || v === '') && <p className="text-sm text-muted">No campaign fields.</p>}
          </Section>
          <Section title="Consent record" id="consent">
            {lead.consent ? (
              <>
                <Fields
                  rows={[
                    ['Given', <time dateTime={lead.consent.at}>{formatTimeExact(lead.consent.at)}</time>],
                    ['Text version', lead.consent.version],
                    ['IP address', lead.consent.ip],
                    ['Browser', lead.consent.userAgent],
                    ['Page', lead.consent.pageUrl],
                    // Not sent to a viewer: a certificate opens a replay of everything the visitor typed.
                    ...(lead.consent.certificateUrl === null
                      ? []
                      : ([['Certificate', lead.consent.certificateUrl]] as [string, ReactNode][])),
                    ...(lead.consent.leadIdToken === null ? [] : ([['LeadiD token', lead.consent.leadIdToken]] as [string, ReactNode][])),
                    ['Global Privacy Control', lead.consent.gpc ? 'Sent (do not sell or share)' : 'Not sent'],
                  ]}
                />
                <blockquote className="mt-4 border-l-4 border-brand-100 pl-4 text-sm leading-relaxed text-ink">
                  {lead.consent.text}
                </blockquote>
              </>
            ) : (
              <p className="text-sm text-muted">No consent record.</p>
            )}
          </Section>
          {lead.payload !== null && (
            <Section title="Payload as sent" id="payload">
              <pre
                className="max-h-[32rem] overflow-auto whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-3 text-xs leading-relaxed text-ink"
                tabIndex={0}
                aria-label="Payload as sent, JSON"
              >
                {JSON.stringify(lead.payload, null, 2)}
              </pre>
            </Section>
          )}
        </div>
      )}
    </>
  );
}
