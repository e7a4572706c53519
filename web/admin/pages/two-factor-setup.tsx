// Setting up two-factor sign-in: a QR code (and the key, for an app that cannot scan) for the
// authenticator, the first code from the app to confirm it, then the ten recovery codes, shown once. Used by
// the Your account page and by the page a session sees when two-factor sign-in is required and not set up.
// The QR library comes with this module only, so no other page downloads it.
import encodeQR from '@paulmillr/qr';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { TotpEnrolment } from '#domain/accounts-api.ts';
import { ErrorMessage, errorText } from '../components/error-message.tsx';
import { beginTwoFactor, confirmTwoFactor, getTwoFactor } from '../lib/accounts-api.ts';
import { useAnnounce } from '../lib/announcer.tsx';
import { formatTime } from '../lib/format.ts';

const buttonClass = 'rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60';
const secondaryClass =
  'rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-ink hover:bg-slate-50 disabled:opacity-60';

/** The QR code as one SVG path of dark squares, drawn by React (no markup from a string). */
function QrCode({ text }: { text: string }) {
  const { size, path } = useMemo(() => {
    const cells = encodeQR(text, 'raw', { ecc: 'medium', border: 4 });
    let d = '';
    cells.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`;
      }),
    );
    return { size: cells.length, path: d };
  }, [text]);
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label="QR code for your authenticator app"
      shapeRendering="crispEdges"
      className="h-48 w-48 rounded-lg border border-slate-200 bg-white"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

/** The key in groups of four, as apps show and people type it. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const announce = useAnnounce();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const text = codes.join('\n');
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'recovery-codes.txt';
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div className="space-y-4">
      <h3 ref={heading} tabIndex={-1} className="text-lg font-bold text-ink focus:outline-none">
        Two-factor sign-in is on. Save your recovery codes
      </h3>
      <p className="text-sm text-muted">
        If you lose your phone, each of these codes signs you in once instead of a code from the app. Keep them somewhere safe (a password
        manager, or printed). They are shown only now.
      </p>
      <ol
        aria-label="Recovery codes"
        className="grid max-w-md grid-cols-2 gap-x-6 gap-y-1 rounded-lg bg-slate-50 p-4 font-mono text-sm text-ink"
      >
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={secondaryClass}
          onClick={() =>
            void navigator.clipboard.writeText(text).then(
              () => announce('Recovery codes copied.'),
              () => announce('Copying was refused: select the codes and copy them yourself.'),
            )
          }
        >
          Copy codes
        </button>
        <button type="button" className={secondaryClass} onClick={download}>
          Download as a file
        </button>
        <button type="button" className={buttonClass} onClick={onDone}>
          I have saved them
        </button>
      </div>
    </div>
  );
}

function Enrol({ enrolment, onConfirmed }: { enrolment: TotpEnrolment; onConfirmed: (codes: string[]) => void }) {
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const confirm = useMutation({ mutationFn: () => confirmTwoFactor(code.trim()), onSuccess: (r) => onConfirmed(r.recoveryCodes) });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setMissing(!code.trim());
    if (code.trim()) confirm.mutate();
  };
  const problem = missing ? 'Enter the 6-digit code from your app.' : confirm.isError ? errorText(confirm.error) : '';
  return (
    <div className="space-y-5">
      <ol className="list-decimal space-y-5 pl-5 text-sm text-ink">
        <li>
          <p>Open your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, Authy…) and scan this code.</p>
          <div className="mt-3">
            <QrCode text={enrolment.otpauthUrl} />
          </div>
          <p className="mt-3 text-muted">
            Cannot scan? Add an account by key instead and type:{' '}
            <code className="block break-all pt-1 font-mono text-sm font-semibold text-ink" aria-label="Key">
              {grouped(enrolment.secret)}
            </code>
          </p>
        </li>
        <li>
          <form onSubmit={submit} noValidate className="space-y-3">
            <div>
              <label htmlFor="totp-code" className="block font-semibold">
                Code from the app
              </label>
              <p id="totp-code-hint" className="text-muted">
                The 6 digits it shows for this account.
              </p>
              <input
                id="totp-code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={10}
                aria-describedby="totp-code-hint"
                aria-invalid={problem ? true : undefined}
                value={code}
                onChange={(e) => setCode(e.target.value)}
                className="mt-1 block w-40 rounded-lg border border-slate-300 bg-white px-3 py-2.5 font-mono text-base tracking-widest text-ink focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
              />
            </div>
            {problem && (
              <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-danger">
                {problem}
              </p>
            )}
            <button type="submit" disabled={confirm.isPending} className={buttonClass}>
              Turn on two-factor sign-in
            </button>
          </form>
        </li>
      </ol>
    </div>
  );
}

export default function TwoFactorSetup({ onDone }: { onDone?: () => void }) {
  const queryClient = useQueryClient();
  const state = useQuery({ queryKey: ['two-factor'], queryFn: getTwoFactor });
  const begin = useMutation({ mutationFn: beginTwoFactor });
  const [codes, setCodes] = useState<string[] | null>(null);

  const finish = () => {
    setCodes(null);
    begin.reset();
    void queryClient.invalidateQueries({ queryKey: ['two-factor'] });
    // A session that could only set this up is a whole session now.
    void queryClient.invalidateQueries({ queryKey: ['me'] });
    onDone?.();
  };

  if (codes) return <RecoveryCodes codes={codes} onDone={finish} />;
  if (begin.data) return <Enrol enrolment={begin.data} onConfirmed={setCodes} />;
  if (state.isError) return <ErrorMessage error={state.error} />;
  if (!state.data) return <p className="text-sm text-muted">Loading…</p>;

  const s = state.data;
  return (
    <div className="space-y-4 text-sm">
      {s.enabled ? (
        <p className="text-ink">
          <span className="font-semibold">On</span>
          {s.enabledAt && <> since {formatTime(s.enabledAt)}</>}. {s.recoveryCodesLeft} of 10 recovery codes left.
        </p>
      ) : (
        <p className="text-ink">
          Two-factor sign-in asks for a code from an app on your phone after your password, so a stolen password alone does not open the
          console.
          {s.required && <span className="font-semibold"> An admin requires it for every account.</span>}
        </p>
      )}
      {begin.isError && <ErrorMessage error={begin.error} />}
      <button type="button" onClick={() => begin.mutate()} disabled={begin.isPending} className={s.enabled ? secondaryClass : buttonClass}>
        {s.enabled ? 'Set up a new authenticator' : 'Set up two-factor sign-in'}
      </button>
      {s.enabled && (
        <p className="text-muted">Setting up a new one also gives you new recovery codes; the old app and codes stop working.</p>
      )}
    </div>
  );
}
