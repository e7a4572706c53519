// One privacy request: who asked, for what, by when; the leads and messages that carry its e-mail or phone,
// each with what it matched on (only those of the e-mail the requester proved by the mailed link are the
// requester's); and what the operator does about it: download everything held, delete, correct, confirm,
// extend once, complete or deny with a reason, reverse a suppression. Every action is in the audit log.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import type { MatchBasis, PersonLead, RequestDetail } from '#domain/console-api/privacy.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { ErrorMessage } from '../components/error-message.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { useAnnounce } from '../lib/announcer.tsx';
import { formatDay, formatTime, plural, serviceName } from '../lib/format.ts';
import {
  closeRequest,
  confirmRequest,
  correctLead,
  eraseRequest,
  exportUrl,
  getPrivacyRequest,
  reverseSuppression,
} from './privacy-api.ts';
import { STATUS_LABELS } from './privacy-labels.ts';

const BUTTON = 'rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60';
const SECONDARY = 'rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold hover:bg-slate-50 disabled:opacity-60';
const INPUT = 'mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none';

function useRequestAction<T>(id: string, run: (reason?: string) => Promise<T>, said: (r: T) => string) {
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  return useMutation({
    mutationFn: run,
    onSuccess: async (r) => {
      announce(said(r));
      await queryClient.invalidateQueries({ queryKey: ['privacy-request', id] });
      await queryClient.invalidateQueries({ queryKey: ['privacy-queue'] });
    },
  });
}

/** A reason, then a button: the reason is kept in the request and the audit log. */
function ReasonForm({
  id,
  label,
  button,
  busy,
  onSubmit,
}: {
  id: string;
  label: string;
  button: string;
  busy: boolean;
  onSubmit: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit(reason);
  };
  return (
    <form onSubmit={submit} className="rounded-lg border border-slate-200 bg-white p-3">
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <textarea id={id} rows={2} value={reason} onChange={(e) => setReason(e.target.value)} className={INPUT} />
      <button type="submit" disabled={busy} className={`${SECONDARY} mt-2`}>
        {button}
      </button>
    </form>
  );
}

function CorrectLead({ requestId, lead }: { requestId: string; lead: PersonLead }) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState({
    firstName: lead.firstName,
    lastName: lead.lastName,
    email: lead.email,
    phone: lead.phone,
    city: lead.city,
  });
  const action = useRequestAction(
    requestId,
    () => {
      const changed = Object.fromEntries(Object.entries(values).filter(([k, v]) => v !== lead[k as keyof typeof values]));
      return correctLead(requestId, lead.id, changed);
    },
    (r) => (r.corrected.length ? `Corrected ${r.corrected.join(', ')}` : 'Nothing changed'),
  );
  if (lead.erasedAt) return null;
  if (!open)
    return (
      <button type="button" className={SECONDARY} onClick={() => setOpen(true)}>
        Correct<span className="sr-only"> the lead of {formatTime(lead.createdAt)}</span>
      </button>
    );
  return (
    <form
      className="mt-2 grid gap-2 sm:grid-cols-2"
      onSubmit={(e) => {
        e.preventDefault();
        action.mutate();
      }}
    >
      {(['firstName', 'lastName', 'email', 'phone', 'city'] as const).map((k) => (
        <label key={k} className="text-sm font-semibold text-ink">
          {{ firstName: 'First name', lastName: 'Last name', email: 'Email', phone: 'Phone', city: 'City' }[k]}
          <input value={values[k]} onChange={(e) => setValues({ ...values, [k]: e.target.value })} className={INPUT} />
        </label>
      ))}
      <div className="flex gap-2 sm:col-span-2">
        <button type="submit" disabled={action.isPending} className={BUTTON}>
          Save correction
        </button>
        <button type="button" onClick={() => setOpen(false)} className={SECONDARY}>
          Close
        </button>
      </div>
      {action.isError && <ErrorMessage error={action.error} />}
      {action.isSuccess && <p className="text-sm text-success sm:col-span-2">Saved. The old values are kept in the audit log only.</p>}
    </form>
  );
}

/** "e-mail (proven) · phone (not proven)": what a lead or message shares with the request. */
function matchText(m: MatchBasis): string {
  return [
    m.email && `e-mail (${m.email === 'proven' ? 'proven' : 'not proven yet'})`,
    m.phone && 'phone (not proven: anyone can type a phone number)',
  ]
    .filter(Boolean)
    .join(' · ');
}

function MatchNote({ match, proven }: { match: MatchBasis; proven: boolean }) {
  return (
    <p className="mt-1" data-testid="match">
      <span className="text-muted">Matched on {matchText(match)}. </span>
      {proven ? (
        <span className="font-semibold text-green-900">The requester&rsquo;s: included in access, deletion and correction.</span>
      ) : (
        <span className="font-semibold text-amber-900">Not included: not matched by the proven e-mail.</span>
      )}
    </p>
  );
}

function Actions({ r }: { r: RequestDetail }) {
  const [askErase, setAskErase] = useState(false);
  const proven = r.emailProvenAt !== null;
  const provenLeads = r.leads.filter((l) => l.proven).length;
  const provenMessages = r.messages.filter((m) => m.proven).length;
  const openNow = r.status === 'open' || r.status === 'confirmed';
  const confirm = useRequestAction(
    r.id,
    () => confirmRequest(r.id),
    () => 'Marked confirmed',
  );
  const extend = useRequestAction(
    r.id,
    (reason?: string) => closeRequest(r.id, 'extend', reason ?? ''),
    (x) => `Extended to ${x.extendedTo}`,
  );
  const complete = useRequestAction(
    r.id,
    (reason?: string) => closeRequest(r.id, 'complete', reason ?? ''),
    () => 'Marked completed',
  );
  const deny = useRequestAction(
    r.id,
    (reason?: string) => closeRequest(r.id, 'deny', reason ?? ''),
    () => 'Marked denied',
  );
  const erase = useRequestAction(
    r.id,
    () => eraseRequest(r.id),
    (x) => `Personal data removed from ${plural(x.leads, 'lead')} and ${plural(x.messages, 'message')}`,
  );
  const reverse = useRequestAction(
    r.id,
    (reason?: string) => reverseSuppression(r.id, reason ?? ''),
    (x) => `Suppression reversed; ${plural(x.released, 'lead')} released`,
  );
  const activeSuppressions = r.suppressions.filter((s) => !s.reversedAt);
  const errors = [confirm, extend, complete, deny, erase, reverse].filter((m) => m.isError);

  return (
    <section aria-labelledby="actions-title" className="mt-8 space-y-3">
      <h2 id="actions-title" className="text-lg font-bold text-ink">
        Actions
      </h2>
      {errors.map((m, i) => (
        <ErrorMessage key={i} error={m.error} />
      ))}
      {!proven && (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="proof-needed">
          The requester has not confirmed the e-mail address by the link mailed to it: nothing can be downloaded, deleted or corrected until
          they do.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {proven && (
          <>
            <a href={exportUrl(r.id, 'json')} className={SECONDARY} download>
              Download everything held (JSON)
            </a>
            <a href={exportUrl(r.id, 'html')} className={SECONDARY} download>
              Download readable copy (HTML)
            </a>
          </>
        )}
        {r.status === 'open' && (
          <button type="button" className={BUTTON} disabled={confirm.isPending} onClick={() => confirm.mutate(undefined)}>
            Mark confirmed
          </button>
        )}
        <button type="button" className={SECONDARY} disabled={!proven} onClick={() => setAskErase(true)}>
          Delete personal data
        </button>
      </div>
      {erase.data && (
        <p role="status" className="rounded-lg bg-green-50 px-3 py-2 text-sm text-green-900">
          Removed personal data from {plural(erase.data.leads, 'lead')} and {plural(erase.data.messages, 'message')}. Consent records are
          kept (legal obligation, 5 years).
        </p>
      )}
      {askErase && (
        <ConfirmDialog
          title="Delete this person's personal data?"
          confirmLabel="Delete personal data"
          busy={erase.isPending}
          onCancel={() => setAskErase(false)}
          onConfirm={() => {
            erase.mutate(undefined);
            setAskErase(false);
          }}
        >
          Names, e-mail, phone, address and free text leave {plural(provenLeads, 'lead')} and {plural(provenMessages, 'message')} of the
          proven e-mail. The rows stay (service, status, dates) so reports stay true. Consent records are kept under the legal-obligation
          exception for 5 years.
        </ConfirmDialog>
      )}
      {openNow && (
        <div className="grid gap-3 md:grid-cols-2">
          <ReasonForm
            id="complete-reason"
            label="How it was answered"
            button="Mark completed"
            busy={complete.isPending}
            onSubmit={(x) => complete.mutate(x)}
          />
          <ReasonForm
            id="deny-reason"
            label="Why it is denied (told to the requester)"
            button="Deny"
            busy={deny.isPending}
            onSubmit={(x) => deny.mutate(x)}
          />
          {!r.extendedTo && r.type !== 'opt-out' && r.type !== 'revoke' && (
            <ReasonForm
              id="extend-reason"
              label="Why 45 more days are needed (told to the requester)"
              button="Extend by 45 days"
              busy={extend.isPending}
              onSubmit={(x) => extend.mutate(x)}
            />
          )}
        </div>
      )}
      {activeSuppressions.length > 0 && (
        <ReasonForm
          id="reverse-reason"
          label={`Reverse the suppression of this ${activeSuppressions.map((s) => s.kind).join(' and ')} (reason)`}
          button="Reverse suppression"
          busy={reverse.isPending}
          onSubmit={(x) => reverse.mutate(x)}
        />
      )}
    </section>
  );
}

export default function PrivacyRequestPage() {
  const { id = '' } = useParams();
  const q = useQuery({ queryKey: ['privacy-request', id], queryFn: () => getPrivacyRequest(id) });
  const r = q.data;
  return (
    <>
      <p className="text-sm">
        <Link to="/privacy" className="font-semibold text-brand-700 underline">
          ← Privacy requests
        </Link>
      </p>
      <PageHeading title={r ? `Request ${r.reference}` : 'Privacy request'} />
      {q.isError && <ErrorMessage error={q.error} />}
      {q.isPending && <p className="mt-4 text-muted">Loading…</p>}
      {r && (
        <>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <span className="font-semibold text-ink">{r.typeLabel}</span>
            <StatusBadge
              status={r.status === 'completed' ? 'answered' : r.status === 'denied' ? 'rejected' : 'queued'}
              label={STATUS_LABELS[r.status]}
            />
            {r.overdue && <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-bold text-red-900">Overdue</span>}
          </div>
          <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
            <Item term="Name" value={r.name} />
            <Item term="Email" value={r.email} />
            <Item
              term="Email proven"
              value={r.emailProvenAt ? `Yes, by the mailed link, ${formatTime(r.emailProvenAt)}` : r.needsProof ? 'Not yet' : ''}
            />
            <Item term="Phone" value={r.phone} />
            <Item term="Authorized agent" value={r.agent} />
            <Item term="Received (California date)" value={`${formatDay(r.receivedOn)} (${formatTime(r.receivedAt)} your time)`} />
            <Item term="Global Privacy Control" value={r.gpc ? 'Signal sent' : ''} />
            <Item term="Confirm by" value={r.confirmBy ? formatDay(r.confirmBy) : ''} />
            <Item term="Answer by" value={formatDay(r.respondBy)} />
            <Item term="Extended to" value={r.extendedTo ? `${formatDay(r.extendedTo)}: ${r.extensionReason}` : ''} />
            <Item term="Outcome" value={r.statusReason} />
          </dl>
          {r.details && <p className="mt-3 whitespace-pre-wrap rounded-lg bg-slate-50 p-3 text-sm text-ink">{r.details}</p>}

          <section aria-labelledby="held-title" className="mt-8">
            <h2 id="held-title" className="text-lg font-bold text-ink">
              What we hold ({plural(r.leads.length, 'lead')}, {plural(r.messages.length, 'message')})
            </h2>
            <p className="mt-1 text-sm text-muted">
              Everything that carries the request&rsquo;s e-mail or phone. Only what carries the e-mail the requester proved is theirs; a
              phone or an unproven e-mail may be anyone&rsquo;s.
            </p>
            <ul className="mt-2 space-y-2">
              {r.leads.map((l) => (
                <li key={l.id} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
                  <Link to={`/leads/${l.id}`} className="font-semibold text-brand-700 underline">
                    {serviceName(l.service)} · {formatTime(l.createdAt)}
                  </Link>{' '}
                  <StatusBadge status={l.status} />
                  <p className="mt-1 text-ink">
                    {l.erasedAt
                      ? `Personal data removed ${formatTime(l.erasedAt)}`
                      : `${l.firstName} ${l.lastName} · ${l.email} · ${l.phone} · ${l.city}, ${l.state}`}
                  </p>
                  <MatchNote match={l.match} proven={l.proven} />
                  {l.heldBack && <p className="mt-1 font-semibold text-amber-900">{l.heldBack}</p>}
                  {l.proven && (
                    <div className="mt-2">
                      <CorrectLead requestId={r.id} lead={l} />
                    </div>
                  )}
                </li>
              ))}
              {r.messages.map((m) => (
                <li key={m.id} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
                  Message · {formatTime(m.createdAt)} ·{' '}
                  {m.erasedAt ? `personal data removed ${formatTime(m.erasedAt)}` : `${m.name} · ${m.subject}`}
                  <MatchNote match={m.match} proven={m.proven} />
                </li>
              ))}
            </ul>
          </section>
          <Actions r={r} />
        </>
      )}
    </>
  );
}

function Item({ term, value }: { term: string; value: string }) {
  if (!value) return null;
  return (
    <div>
      <dt className="font-semibold text-muted">{term}</dt>
      <dd className="text-ink">{value}</dd>
    </div>
  );
}
