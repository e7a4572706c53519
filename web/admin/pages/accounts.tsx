// Accounts (admins): who can sign in to the console, adding someone (a one-time link to choose their own
// password, or a password set here), making them an admin or a viewer, a new password link, turning off
// their two-factor sign-in for a lost phone, removing them, and requiring two-factor sign-in for everyone.
// The server audits each change and refuses to leave the console without an admin.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { MIN_PASSWORD_CHARS } from '#domain/accounts-api.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { ErrorMessage, errorText } from '../components/error-message.tsx';
import { ListState } from '../components/list-state.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import {
  addOperator,
  changeRole,
  getOperators,
  getSettings,
  linkUrl,
  newPasswordLink,
  removeOperator,
  resetTwoFactor,
  saveSettings,
  type OperatorAccount,
  type OperatorRoleName,
  type PasswordLinkAnswer,
} from '../lib/accounts-api.ts';
import { useAnnounce } from '../lib/announcer.tsx';
import { ApiError } from '../lib/api.ts';
import { formatTime } from '../lib/format.ts';
import { useMe } from '../lib/session.ts';

const fieldClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-ink focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30';
const labelClass = 'block text-xs font-semibold uppercase tracking-wide text-muted';
const buttonClass =
  'whitespace-nowrap rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60';
const smallButton =
  'whitespace-nowrap rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-ink hover:bg-slate-50 disabled:opacity-60';

/** A set-password link to pass on: the address, a Copy button, and until when it works. */
function LinkPanel({ email, link, purpose }: { email: string; link: PasswordLinkAnswer; purpose: 'invite' | 'reset' }) {
  const announce = useAnnounce();
  const url = linkUrl(link);
  const field = useRef<HTMLInputElement>(null);
  return (
    <div role="status" className="space-y-2 rounded-xl border border-brand-600/30 bg-brand-50 p-4 text-sm text-ink">
      <p>
        {purpose === 'invite' ? 'Send this invitation' : 'Send this password link'} to <span className="font-semibold">{email}</span>. It
        works once, until <time dateTime={link.expiresAt}>{formatTime(link.expiresAt)}</time>.
      </p>
      <div className="flex flex-wrap gap-2">
        <label htmlFor={`link-${email}`} className="sr-only">
          Link for {email}
        </label>
        <input
          ref={field}
          id={`link-${email}`}
          readOnly
          value={url}
          onFocus={(e) => e.currentTarget.select()}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-xs text-ink"
        />
        <button
          type="button"
          className={smallButton}
          onClick={() =>
            void navigator.clipboard.writeText(url).then(
              () => announce('Link copied.'),
              () => {
                field.current?.select();
                announce('Copying was refused: the link is selected, copy it yourself.');
              },
            )
          }
        >
          Copy link
        </button>
      </div>
    </div>
  );
}

function AddAccount({ onLink }: { onLink: (email: string, link: PasswordLinkAnswer) => void }) {
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  const [how, setHow] = useState<'link' | 'password'>('link');
  const add = useMutation({
    mutationFn: addOperator,
    onSuccess: (r) => {
      void queryClient.invalidateQueries({ queryKey: ['operators'] });
      if (r.link) onLink(r.operator.email, r.link);
      announce(r.link ? `${r.operator.email} added: send them the link.` : `${r.operator.email} added; they can sign in now.`);
      form.current?.reset();
      setHow('link');
    },
  });
  const form = useRef<HTMLFormElement>(null);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const password = String(data.get('password') ?? '');
    add.mutate({
      email: String(data.get('email') ?? '').trim(),
      role: String(data.get('role')) as OperatorRoleName,
      ...(how === 'password' && { password }),
    });
  };
  const fields = add.error instanceof ApiError ? ((add.error.body.fields as Record<string, string> | undefined) ?? {}) : {};
  return (
    <form
      ref={form}
      onSubmit={submit}
      noValidate
      aria-labelledby="add-heading"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <h2 id="add-heading" className="text-lg font-bold text-ink">
        Add an account
      </h2>
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
        <div>
          <label htmlFor="add-email" className={labelClass}>
            Email
          </label>
          <input
            id="add-email"
            name="email"
            type="email"
            autoComplete="off"
            required
            maxLength={254}
            aria-invalid={fields.email ? true : undefined}
            aria-describedby={fields.email ? 'add-email-error' : undefined}
            className={fieldClass}
          />
          {fields.email && (
            <p id="add-email-error" className="mt-1 text-sm text-danger">
              {fields.email}
            </p>
          )}
        </div>
        <div>
          <label htmlFor="add-role" className={labelClass}>
            Role
          </label>
          <select id="add-role" name="role" defaultValue="viewer" className={fieldClass}>
            <option value="viewer">Viewer</option>
            <option value="admin">Admin</option>
          </select>
        </div>
      </div>
      <fieldset>
        <legend className={labelClass}>Their password</legend>
        <div className="mt-2 space-y-2 text-sm text-ink">
          <label className="flex items-start gap-2">
            <input
              type="radio"
              name="how"
              value="link"
              checked={how === 'link'}
              onChange={() => setHow('link')}
              className="mt-0.5 h-4 w-4"
            />
            <span>They choose it with a one-time link (valid 24 hours) that you send them</span>
          </label>
          <label className="flex items-start gap-2">
            <input
              type="radio"
              name="how"
              value="password"
              checked={how === 'password'}
              onChange={() => setHow('password')}
              className="mt-0.5 h-4 w-4"
            />
            <span>Set a password now and tell it to them</span>
          </label>
        </div>
      </fieldset>
      {how === 'password' && (
        <div className="max-w-sm">
          <label htmlFor="add-password" className={labelClass}>
            Password
          </label>
          <input
            id="add-password"
            name="password"
            type="password"
            autoComplete="new-password"
            minLength={MIN_PASSWORD_CHARS}
            aria-describedby="add-password-hint"
            aria-invalid={fields.password ? true : undefined}
            className={fieldClass}
          />
          <p id="add-password-hint" className="mt-1 text-sm text-muted">
            {fields.password ?? `At least ${MIN_PASSWORD_CHARS} characters.`}
          </p>
        </div>
      )}
      {add.isError && (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-danger">
          {errorText(add.error)}
        </p>
      )}
      <button type="submit" disabled={add.isPending} className={buttonClass}>
        Add account
      </button>
    </form>
  );
}

function statusLine(o: OperatorAccount): ReactNode {
  if (o.passwordSet) return o.lastSignInAt ? <>Last signed in {formatTime(o.lastSignInAt)}</> : 'Never signed in';
  const what = o.link?.purpose === 'reset' ? 'Password reset' : 'Invited';
  if (!o.link) return `${what}: no password yet`;
  if (Date.parse(o.link.expiresAt) <= Date.now()) return `${what}: the link expired; send a new one`;
  return (
    <>
      {what}: link valid until <time dateTime={o.link.expiresAt}>{formatTime(o.link.expiresAt)}</time>
    </>
  );
}

type Action = { kind: 'role'; to: OperatorRoleName } | { kind: 'link' } | { kind: 'two-factor' } | { kind: 'remove' };

const QUESTIONS: Record<Action['kind'], (o: OperatorAccount) => { title: string; body: string; confirm: string }> = {
  role: (o) =>
    o.role === 'admin'
      ? {
          title: `Make ${o.email} a viewer?`,
          body: 'They will see lists and reports with personal data masked, and change nothing.',
          confirm: 'Make viewer',
        }
      : {
          title: `Make ${o.email} an admin?`,
          body: 'They will see personal data, export, resend and manage accounts.',
          confirm: 'Make admin',
        },
  link: (o) =>
    o.passwordSet
      ? {
          title: `Reset the password of ${o.email}?`,
          body: 'Their password stops working and they are signed out everywhere now. You get a one-time link (valid 24 hours) for them to choose a new one.',
          confirm: 'Reset password',
        }
      : { title: `New link for ${o.email}?`, body: 'Any earlier link for this account stops working.', confirm: 'Make a new link' },
  'two-factor': (o) => ({
    title: `Turn off two-factor sign-in for ${o.email}?`,
    body: 'For a lost phone: their authenticator and recovery codes stop working, and they sign in with the password alone until they set it up again.',
    confirm: 'Turn off',
  }),
  remove: (o) => ({
    title: `Remove ${o.email}?`,
    body: 'They are signed out everywhere now and can no longer sign in. The audit log keeps what they did.',
    confirm: 'Remove account',
  }),
};

function AccountRow({
  o,
  isMe,
  onLink,
}: {
  o: OperatorAccount;
  isMe: boolean;
  onLink: (email: string, link: PasswordLinkAnswer, purpose: 'invite' | 'reset') => void;
}) {
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  const [asking, setAsking] = useState<Action | null>(null);
  const act = useMutation({
    mutationFn: async (a: Action) => {
      if (a.kind === 'link') {
        const made = await newPasswordLink(o.id);
        onLink(o.email, made.link, made.purpose);
        return;
      }
      if (a.kind === 'role') await changeRole(o.id, a.to);
      else if (a.kind === 'two-factor') await resetTwoFactor(o.id);
      else await removeOperator(o.id);
    },
    onSuccess: (_result, a) => {
      setAsking(null);
      void queryClient.invalidateQueries({ queryKey: ['operators'] });
      announce(
        a.kind === 'role'
          ? `${o.email} is now ${a.to === 'admin' ? 'an admin' : 'a viewer'}.`
          : a.kind === 'link'
            ? `New link for ${o.email}.`
            : a.kind === 'two-factor'
              ? `Two-factor sign-in turned off for ${o.email}.`
              : `${o.email} removed.`,
      );
    },
  });
  const question = asking && QUESTIONS[asking.kind](o);
  return (
    <li className="flex flex-col gap-3 p-4 2xl:flex-row 2xl:items-center 2xl:justify-between">
      <div className="min-w-0 space-y-1 text-sm">
        <p className="break-words font-semibold text-ink">
          {o.email}
          {isMe && <span className="font-normal text-muted"> (you)</span>}
        </p>
        <p className="text-muted">
          <span className="font-semibold text-ink">{o.role === 'admin' ? 'Admin' : 'Viewer'}</span>
          {' · '}
          Two-factor {o.twoFactor ? 'on' : 'off'}
          {' · '}
          {statusLine(o)}
        </p>
        {act.isError && !asking && (
          <p role="alert" className="text-danger">
            {errorText(act.error)}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2" role="group" aria-label={`Actions for ${o.email}`}>
        <button
          type="button"
          className={smallButton}
          onClick={() => setAsking({ kind: 'role', to: o.role === 'admin' ? 'viewer' : 'admin' })}
        >
          {o.role === 'admin' ? 'Make viewer' : 'Make admin'}
        </button>
        <button type="button" className={smallButton} onClick={() => setAsking({ kind: 'link' })}>
          {o.passwordSet ? 'Reset password' : o.link?.purpose === 'reset' ? 'New password link' : 'New invitation link'}
        </button>
        {o.twoFactor && (
          <button type="button" className={smallButton} onClick={() => setAsking({ kind: 'two-factor' })}>
            Turn off two-factor
          </button>
        )}
        <button
          type="button"
          className="whitespace-nowrap rounded-lg border border-red-300 bg-white px-3 py-1.5 text-sm font-semibold text-danger hover:bg-red-50"
          onClick={() => setAsking({ kind: 'remove' })}
        >
          Remove
        </button>
      </div>
      {asking && question && (
        <ConfirmDialog
          title={question.title}
          confirmLabel={question.confirm}
          busy={act.isPending}
          onConfirm={() => act.mutate(asking)}
          onCancel={() => {
            setAsking(null);
            act.reset();
          }}
        >
          <p>{question.body}</p>
          {act.isError && (
            <p role="alert" className="mt-3 text-danger">
              {errorText(act.error)}
            </p>
          )}
        </ConfirmDialog>
      )}
    </li>
  );
}

function RequireTwoFactor() {
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  const settings = useQuery({ queryKey: ['settings'], queryFn: getSettings });
  const save = useMutation({
    mutationFn: saveSettings,
    onSuccess: (s) => {
      queryClient.setQueryData(['settings'], s);
      announce(s.requireTwoFactor ? 'Two-factor sign-in is now required for everyone.' : 'Two-factor sign-in is no longer required.');
    },
  });
  return (
    <section aria-labelledby="require-heading" className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id="require-heading" className="text-lg font-bold text-ink">
        Two-factor sign-in
      </h2>
      {settings.isError && <ErrorMessage error={settings.error} />}
      <label className="flex items-start gap-3 text-sm text-ink">
        <input
          type="checkbox"
          className="mt-0.5 h-4 w-4"
          checked={settings.data?.requireTwoFactor ?? false}
          disabled={!settings.data || save.isPending}
          aria-describedby="require-hint"
          onChange={(e) => save.mutate({ requireTwoFactor: e.target.checked })}
        />
        <span className="font-semibold">Require two-factor sign-in</span>
      </label>
      <p id="require-hint" className="text-sm text-muted">
        Everyone then signs in with a code from an authenticator app. Someone who has not set it up can only set it up after their password,
        and nothing else, until they do.
      </p>
      {save.isError && (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-danger">
          {errorText(save.error)}
        </p>
      )}
    </section>
  );
}

export default function Accounts() {
  const me = useMe();
  const list = useQuery({ queryKey: ['operators'], queryFn: getOperators });
  const [link, setLink] = useState<{ email: string; link: PasswordLinkAnswer; purpose: 'invite' | 'reset' } | null>(null);
  return (
    <>
      <PageHeading title="Accounts" />
      <p className="mt-1 text-sm text-muted">
        Who can sign in to this console. Admins can do everything; viewers see lists and reports with personal data masked.
      </p>
      <div className="mt-6 grid gap-6 xl:grid-cols-[minmax(0,1fr)_26rem] xl:items-start">
        <section aria-labelledby="list-heading" className="space-y-3">
          <h2 id="list-heading" className="sr-only">
            Accounts
          </h2>
          {link && <LinkPanel {...link} />}
          <ListState query={list} spacing="" small>
            {(data) => (
              <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
                {data.operators.map((o) => (
                  <AccountRow
                    key={o.id}
                    o={o}
                    isMe={o.email === me.email}
                    onLink={(email, l, purpose) => setLink({ email, link: l, purpose })}
                  />
                ))}
              </ul>
            )}
          </ListState>
        </section>
        <div className="space-y-6">
          <AddAccount onLink={(email, l) => setLink({ email, link: l, purpose: 'invite' })} />
          <RequireTwoFactor />
        </div>
      </div>
    </>
  );
}
