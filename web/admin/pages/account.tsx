// Your account: who you are signed in as, the time zone the console shows your days and times in, and
// your two-factor sign-in (set it up, or move it to a new phone with new recovery codes). Every operator
// has this page, viewers too.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ErrorMessage } from '../components/error-message.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { useAnnounce } from '../lib/announcer.tsx';
import { zoneLabel } from '../lib/format.ts';
import { setMyTimeZone } from '../lib/api.ts';
import { useMe } from '../lib/session.ts';
import TwoFactorSetup from './two-factor-setup.tsx';

/** The zones this browser knows (the server checks again with its own list). */
const ZONES: readonly string[] = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
const FOLLOW = '';

function TimeZoneForm() {
  const me = useMe();
  const announce = useAnnounce();
  const queryClient = useQueryClient();
  const [zone, setZone] = useState(me.ownTimeZone ?? FOLLOW);
  const save = useMutation({
    mutationFn: () => setMyTimeZone(zone === FOLLOW ? null : zone),
    onSuccess: ({ timeZone }) => {
      announce(`Days and times are now shown in ${timeZone}.`);
      // Every page's dates change: what the browser holds was computed in the old zone.
      void queryClient.invalidateQueries();
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  const options = ZONES.includes(me.ownTimeZone ?? '') || !me.ownTimeZone ? ZONES : [me.ownTimeZone, ...ZONES];
  return (
    <form onSubmit={submit} className="space-y-3">
      <p className="text-sm text-muted">
        “Today”, the date filters, reports and exports use this zone. Now: <span className="font-semibold text-ink">{me.timeZone}</span>.
      </p>
      <div>
        <label htmlFor="time-zone" className="block text-sm font-medium text-ink">
          Time zone
        </label>
        <select
          id="time-zone"
          value={zone}
          onChange={(e) => setZone(e.target.value)}
          className="mt-1 block w-full max-w-sm rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
        >
          <option value={FOLLOW}>The console’s zone ({me.consoleTimeZone})</option>
          {options.map((z) => (
            <option key={z} value={z}>
              {zoneLabel(z)}
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        disabled={save.isPending}
        className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        Save time zone
      </button>
      {save.isError && <ErrorMessage error={save.error} />}
    </form>
  );
}

export default function Account() {
  const me = useMe();
  return (
    <>
      <PageHeading title="Your account" />
      <p className="mt-1 break-words text-sm text-muted">
        Signed in as <span className="font-semibold text-ink">{me.email}</span> ({me.role === 'admin' ? 'admin' : 'viewer'}). An admin
        changes your role or password on the Accounts page.
      </p>
      <section
        aria-labelledby="time-zone-heading"
        className="mt-6 max-w-2xl space-y-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
      >
        <h2 id="time-zone-heading" className="text-lg font-bold text-ink">
          Time zone
        </h2>
        <TimeZoneForm />
      </section>
      <section
        aria-labelledby="two-factor-heading"
        className="mt-6 max-w-2xl space-y-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
      >
        <h2 id="two-factor-heading" className="text-lg font-bold text-ink">
          Two-factor sign-in
        </h2>
        <TwoFactorSetup />
      </section>
    </>
  );
}
