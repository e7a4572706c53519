// One buyer: a new one's form, or a saved one's form with what is done to a buyer beside its settings:
// pause or activate, test its ping (the answer and how long it took), make its key for returning leads
// (shown once), delete it (refused once it has sales: pause it instead). Admins only.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { BuyerState, useToggleActive } from '../components/buyer-state.tsx';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { ErrorMessage } from '../components/error-message.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { useAnnounce } from '../lib/announcer.tsx';
import { changedFields, changeFrom, formFrom, type FormState } from '../lib/buyer-form-state.ts';
import { formatMoney } from '../lib/buyer-words.ts';
import { createBuyer, createBuyerKey, deleteBuyer, getBuyer, testBuyer, updateBuyer, type Buyer } from '../lib/buyers-api.ts';
import { formatDuration } from '../lib/format.ts';
import { BuyerForm, BUTTON, fieldsOf, SECONDARY } from './buyer-form.tsx';

/** The form's own reading problems, or the server's refusal, as field messages and a headline. */
function useSave(run: (form: FormState) => Promise<Buyer>, onSaved: (b: Buyer) => void) {
  const [local, setLocal] = useState<Record<string, string>>({});
  const save = useMutation({ mutationFn: run, onSuccess: onSaved });
  return {
    busy: save.isPending,
    errors: { ...fieldsOf(save.error), ...local },
    error: save.isError ? save.error : null,
    submit(form: FormState) {
      const { errors } = changeFrom(form);
      setLocal(errors);
      if (Object.keys(errors).length > 0) {
        save.reset();
        return;
      }
      save.mutate(form);
    },
  };
}

function NewBuyer() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  const save = useSave(
    (form) => createBuyer(changeFrom(form).change),
    async (b) => {
      queryClient.setQueryData(['buyer', b.id], b);
      await queryClient.invalidateQueries({ queryKey: ['buyers'] });
      announce(`Buyer ${b.name} created`);
      navigate(`/buyers/${encodeURIComponent(b.id)}`);
    },
  );
  return (
    <>
      <BackLink />
      <PageHeading title="Add buyer" />
      <BuyerForm
        initial={formFrom(undefined)}
        editing={false}
        submitLabel="Create buyer"
        busy={save.busy}
        errors={save.errors}
        error={save.error}
        onSubmit={save.submit}
      />
    </>
  );
}

function BackLink() {
  return (
    <p className="text-sm">
      <Link to="/buyers" className="font-semibold text-brand-700 underline">
        ← Buyers
      </Link>
    </p>
  );
}

function TestPanel({ buyer }: { buyer: Buyer }) {
  const test = useMutation({ mutationFn: () => testBuyer(buyer.id) });
  const r = test.data;
  return (
    <section aria-labelledby="test-title" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id="test-title" className="text-base font-bold text-ink">
        Test its ping
      </h2>
      {buyer.mode === 'ping-post' ? (
        <>
          <p className="mt-1 text-sm text-muted">
            Sends a ping for a made-up lead (no one&rsquo;s details) to its ping URL, with its headers and deadline, and shows what came
            back. Save changes first: the test uses the saved buyer.
          </p>
          <button type="button" className={`${BUTTON} mt-3`} disabled={test.isPending} onClick={() => test.mutate()}>
            {test.isPending ? 'Testing…' : 'Test'}
          </button>
        </>
      ) : (
        <p className="mt-1 text-sm text-muted">
          A post buyer is not pinged, and a made-up lead is never posted: the buyer could take it, and bill it, as a real one.
        </p>
      )}
      <div role="status" className="mt-3 text-sm">
        {r && (
          <div className="space-y-2" data-testid="test-result">
            <p className="font-semibold text-ink">
              {r.status === null ? 'No answer' : `HTTP ${r.status}`} in {formatDuration(r.ms)}
              {r.bid !== undefined && ` · bid ${formatMoney(r.bid)}`}
            </p>
            {r.bid === undefined && <p className="text-ink">{r.outcome}</p>}
            <div>
              <p className="text-xs font-semibold uppercase tracking-wide text-muted">Its answer</p>
              <pre className="mt-1 max-h-48 overflow-auto whitespace-pre-wrap break-all rounded-lg bg-slate-50 p-2 font-mono text-xs text-ink">
                {r.answer || '(empty)'}
              </pre>
            </div>
          </div>
        )}
      </div>
      {test.isError && <ErrorMessage error={test.error} />}
    </section>
  );
}

function KeyPanel({ buyer }: { buyer: Buyer }) {
  const queryClient = useQueryClient();
  const [ask, setAsk] = useState(false);
  const [copied, setCopied] = useState(false);
  const make = useMutation({
    mutationFn: () => createBuyerKey(buyer.id),
    onSuccess: async () => {
      setCopied(false);
      await queryClient.invalidateQueries({ queryKey: ['buyer', buyer.id] });
    },
  });
  const key = make.data?.key;
  return (
    <section aria-labelledby="key-title" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id="key-title" className="text-base font-bold text-ink">
        Return key
      </h2>
      <p className="mt-1 text-sm text-muted">
        The buyer sends it to return a lead it bought. {buyer.hasKey ? 'It has one; a new key replaces it at once.' : 'It has none yet.'}
      </p>
      <button
        type="button"
        className={`${SECONDARY} mt-3`}
        disabled={make.isPending}
        onClick={() => (buyer.hasKey ? setAsk(true) : make.mutate())}
      >
        Create return key
      </button>
      {ask && (
        <ConfirmDialog
          title="Replace the return key?"
          confirmLabel="Create new key"
          busy={make.isPending}
          onCancel={() => setAsk(false)}
          onConfirm={() => {
            setAsk(false);
            make.mutate();
          }}
        >
          The key {buyer.name} has now stops working at once. Give it the new one.
        </ConfirmDialog>
      )}
      {key && (
        <div className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm">
          <label htmlFor="buyer-key" className="block font-semibold text-amber-900">
            Shown once: copy it now and give it to the buyer
          </label>
          <div className="mt-1 flex flex-wrap gap-2">
            <input
              id="buyer-key"
              readOnly
              value={key}
              onFocus={(ev) => ev.target.select()}
              className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-xs text-ink"
            />
            <button
              type="button"
              className={SECONDARY}
              onClick={() => {
                void navigator.clipboard?.writeText(key).then(() => setCopied(true));
              }}
            >
              Copy
            </button>
          </div>
          <p role="status" className="mt-1 text-xs text-amber-900">
            {copied ? 'Copied.' : 'Only its hash is kept: it cannot be shown again.'}
          </p>
        </div>
      )}
      {make.isError && <ErrorMessage error={make.error} />}
    </section>
  );
}

function DeletePanel({ buyer }: { buyer: Buyer }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  const [ask, setAsk] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteBuyer(buyer.id),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: ['buyer', buyer.id] });
      await queryClient.invalidateQueries({ queryKey: ['buyers'] });
      announce(`Buyer ${buyer.name} deleted`);
      navigate('/buyers');
    },
  });
  return (
    <section aria-labelledby="delete-title" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id="delete-title" className="text-base font-bold text-ink">
        Delete
      </h2>
      <p className="mt-1 text-sm text-muted">Only a buyer that never bought a lead can be deleted; pause one that has.</p>
      <button type="button" className={`${SECONDARY} mt-3 text-danger`} onClick={() => setAsk(true)}>
        Delete buyer
      </button>
      {ask && (
        <ConfirmDialog
          title={`Delete ${buyer.name}?`}
          confirmLabel="Delete buyer"
          busy={remove.isPending}
          onCancel={() => setAsk(false)}
          onConfirm={() => {
            setAsk(false);
            remove.mutate();
          }}
        >
          Its settings and headers are removed. This cannot be undone.
        </ConfirmDialog>
      )}
      {remove.isError && (
        <div className="mt-3">
          <ErrorMessage error={remove.error} />
        </div>
      )}
    </section>
  );
}

function EditBuyer({ buyer }: { buyer: Buyer }) {
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  const toggle = useToggleActive(buyer);
  const save = useSave(
    (form) => updateBuyer(buyer.id, changedFields(changeFrom(form).change, buyer)),
    async (b) => {
      queryClient.setQueryData(['buyer', b.id], b);
      await queryClient.invalidateQueries({ queryKey: ['buyers'] });
      announce(`Saved ${b.name}`);
    },
  );
  return (
    <>
      <BackLink />
      <div className="flex flex-wrap items-center gap-3">
        <PageHeading title={buyer.name} />
        <BuyerState buyer={buyer} />
        <button type="button" className={SECONDARY} disabled={toggle.isPending} onClick={() => toggle.mutate()}>
          {buyer.active ? 'Pause' : 'Activate'}
        </button>
      </div>
      {toggle.isError && (
        <div className="mt-3">
          <ErrorMessage error={toggle.error} />
        </div>
      )}
      {!buyer.partnerListed && (
        <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          This name is not on the partner companies list (config/partner-companies.json), so the buyer cannot be activated: add the name
          there exactly as written, or rename the buyer to its listed name.
        </p>
      )}
      <div className="mt-6 grid gap-4 lg:grid-cols-3">
        <TestPanel buyer={buyer} />
        <KeyPanel buyer={buyer} />
        <DeletePanel buyer={buyer} />
      </div>
      <h2 className="mt-8 text-lg font-bold text-ink">Settings</h2>
      {/* Keyed by the saved version: after a save the form shows what was stored (header values masked again). */}
      <BuyerForm
        key={buyer.updatedAt}
        initial={formFrom(buyer)}
        editing
        submitLabel="Save changes"
        busy={save.busy}
        errors={save.errors}
        error={save.error}
        onSubmit={save.submit}
      />
    </>
  );
}

export default function BuyerPage() {
  const { id = 'new' } = useParams();
  const q = useQuery({ queryKey: ['buyer', id], queryFn: () => getBuyer(id), enabled: id !== 'new' });
  if (id === 'new') return <NewBuyer />;
  if (q.isError)
    return (
      <>
        <BackLink />
        <PageHeading title="Buyer" />
        <div className="mt-4">
          <ErrorMessage error={q.error} />
        </div>
      </>
    );
  if (!q.data) return <p className="text-muted">Loading…</p>;
  return <EditBuyer buyer={q.data} />;
}
