// Choosing a password with a one-time link (/admin/set-password#token=…): an invitation or a reset from an
// admin. The token travels after the #, which the browser never sends to a server (no access log, proxy or
// Referer sees it), and is taken out of the address as soon as the page has read it. Needs no session; the
// link works once, for 24 hours. Setting the password signs nobody in: the owner signs in next, with their
// two-factor code if they have one.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { MIN_PASSWORD_CHARS } from '#domain/accounts-api.ts';
import { consoleName } from '../console-name.ts';
import { ErrorMessage, errorText } from '../components/error-message.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { checkPasswordLink, setPasswordWithLink } from '../lib/accounts-api.ts';

const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-ink shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30';

/**
 * The link's token, read from the address once per page load and kept here: the address no longer holds
 * it once read, and React may render the page more than once (a render it sets aside and starts again).
 */
let taken: string | undefined;
function readToken(): string {
  if (taken === undefined) {
    taken = new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
    if (taken) window.history.replaceState(window.history.state, '', window.location.pathname);
  }
  return taken;
}

export default function SetPassword() {
  const [token] = useState(readToken);
  const link = useQuery({
    queryKey: ['password-link', token],
    queryFn: () => checkPasswordLink(token),
    enabled: token !== '',
    staleTime: Infinity,
  });
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [problem, setProblem] = useState('');
  const save = useMutation({ mutationFn: () => setPasswordWithLink(token, password) });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const wrong =
      password.length < MIN_PASSWORD_CHARS
        ? `The password needs at least ${MIN_PASSWORD_CHARS} characters.`
        : password !== again
          ? 'The two passwords differ.'
          : '';
    setProblem(wrong);
    if (!wrong) save.mutate();
  };
  const shown = problem || (save.isError ? errorText(save.error) : '');

  let body;
  if (!token)
    body = (
      <p role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-danger">
        This link is not complete. Open the whole link you were sent, or ask an admin for a new one.
      </p>
    );
  else if (link.isPending) body = <p className="mt-4 text-sm text-muted">Checking the link…</p>;
  else if (link.isError)
    body = (
      <div className="mt-4">
        <ErrorMessage error={link.error} />
      </div>
    );
  else if (save.isSuccess)
    body = (
      <div className="mt-4 space-y-4">
        <p role="status" className="text-sm text-ink">
          Your password is set. Sign in with it now.
        </p>
        <a href="/admin" className="inline-block rounded-lg bg-brand-600 px-4 py-3 text-base font-semibold text-white hover:bg-brand-700">
          Go to sign in
        </a>
      </div>
    );
  else
    body = (
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        <p className="break-words text-sm text-muted">
          For <span className="font-semibold text-ink">{link.data.email}</span>. At least {MIN_PASSWORD_CHARS} characters; a few unrelated
          words make a good one.
        </p>
        {/* Lets a password manager file the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={link.data.email} readOnly hidden />
        <div>
          <label htmlFor="new-password" className="block text-sm font-semibold text-ink">
            New password
          </label>
          <input
            id="new-password"
            type="password"
            autoComplete="new-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="new-password-again" className="block text-sm font-semibold text-ink">
            New password again
          </label>
          <input
            id="new-password-again"
            type="password"
            autoComplete="new-password"
            required
            value={again}
            onChange={(e) => setAgain(e.target.value)}
            className={inputClass}
          />
        </div>
        {shown && (
          <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-danger">
            {shown}
          </p>
        )}
        <button
          type="submit"
          disabled={save.isPending}
          className="w-full rounded-lg bg-brand-600 px-4 py-3 text-base font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          Set password
        </button>
      </form>
    );

  return (
    <main id="main" className="flex min-h-dvh items-center justify-center px-4 py-10">
      <div className="w-full max-w-sm rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <p className="text-sm font-semibold text-brand-700">{consoleName()}</p>
        <PageHeading title={link.data?.purpose === 'reset' ? 'Choose a new password' : 'Choose your password'} />
        {body}
      </div>
    </main>
  );
}
