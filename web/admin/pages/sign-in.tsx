// The sign-in page: shown at /admin, and wherever the console is opened without a live session (the
// page asked for opens once signed in). The build prerenders it into the console's HTML
// (scripts/prerender-console.tsx), so it shows before the console's code has arrived; until that code runs
// the fields are disabled: a password typed then would be lost, and the form sent by the browser itself
// would put it in the address. An account with two-factor sign-in is then asked for its `Authentication
// code` (or a recovery code) under the same form, the e-mail and password kept.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { consoleName } from '../console-name.ts';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { errorText } from '../components/error-message.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { ApiError, signIn } from '../lib/api.ts';

const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-ink shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30';

export default function SignIn({ ended }: { ended: boolean }) {
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  // The server said this account needs a code: from then on the form asks for it.
  const [needsCode, setNeedsCode] = useState(false);
  const codeField = useRef<HTMLInputElement>(null);
  const attempt = useMutation({
    mutationFn: (withCode: boolean) => signIn(email.trim(), password, withCode ? code.trim() : undefined),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['me'] }),
    onError: (err) => {
      if (err instanceof ApiError && err.body.needsCode === true) setNeedsCode(true);
    },
  });
  useEffect(() => {
    if (needsCode) codeField.current?.focus();
  }, [needsCode]);

  const [missing, setMissing] = useState('');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const lacking =
      !email.trim() || !password ? 'Enter your email and password.' : needsCode && !code.trim() ? 'Enter the authentication code.' : '';
    setMissing(lacking);
    if (!lacking) attempt.mutate(needsCode);
  };
  // The first "needs a code" is what the code field says already; a wrong code is an error to show.
  const askedForCode = attempt.error instanceof ApiError && attempt.error.body.needsCode === true && attempt.variables === false;
  const problem = missing || (attempt.isError && !askedForCode ? errorText(attempt.error) : '');

  return (
    <main id="main" className="flex min-h-dvh items-center justify-center px-4 py-10">
      <div className="w-full max-w-sm rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <p className="text-sm font-semibold text-brand-700">{consoleName()}</p>
        <PageHeading title="Sign in to the console" />
        {ended && !problem && (
          <p role="status" className="mt-3 text-sm text-muted">
            You are signed out. Sign in to continue.
          </p>
        )}
        <form onSubmit={submit} className="mt-6" noValidate>
          <fieldset disabled={!hydrated} className="m-0 min-w-0 space-y-4 border-0 p-0">
            <div>
              <label htmlFor="email" className="block text-sm font-semibold text-ink">
                Email
              </label>
              <input
                id="email"
                type="email"
                autoComplete="username"
                required
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                className={inputClass}
              />
            </div>
            <div>
              <label htmlFor="password" className="block text-sm font-semibold text-ink">
                Password
              </label>
              <input
                id="password"
                type="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                className={inputClass}
              />
            </div>
            {needsCode && (
              <div>
                <label htmlFor="code" className="block text-sm font-semibold text-ink">
                  Authentication code
                </label>
                <p id="code-hint" className="mt-0.5 text-sm text-muted">
                  The 6-digit code your authenticator app shows now, or one of your recovery codes.
                </p>
                <input
                  ref={codeField}
                  id="code"
                  type="text"
                  autoComplete="one-time-code"
                  autoCapitalize="characters"
                  spellCheck={false}
                  maxLength={20}
                  aria-describedby="code-hint"
                  required
                  value={code}
                  onChange={(e) => setCode(e.target.value)}
                  className={inputClass}
                />
              </div>
            )}
            {problem && (
              <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-danger">
                {problem}
              </p>
            )}
            <button
              type="submit"
              disabled={attempt.isPending}
              className="w-full rounded-lg bg-brand-600 px-4 py-3 text-base font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
            >
              Sign in
            </button>
          </fieldset>
        </form>
      </div>
    </main>
  );
}
