// What a session sees while two-factor sign-in is required and its account has not set it up: the setup
// and `Sign out`, nothing else (the server refuses every other call). Once it is on, the whole console opens.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleName } from '../console-name.ts';
import { PageHeading } from '../components/page-heading.tsx';
import { signOut } from '../lib/api.ts';
import { endSession, useMe } from '../lib/session.ts';
import TwoFactorSetup from './two-factor-setup.tsx';

export default function EnrolOnly() {
  const me = useMe();
  const queryClient = useQueryClient();
  const out = useMutation({ mutationFn: signOut, onSettled: () => endSession(queryClient) });
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-3xl items-center gap-4 px-4 py-3 sm:px-6">
          <p className="font-bold text-ink">
            {consoleName()} <span className="font-medium text-muted">console</span>
          </p>
          <button
            type="button"
            onClick={() => out.mutate()}
            disabled={out.isPending}
            className="ml-auto rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-ink hover:bg-slate-50 disabled:opacity-60"
          >
            Sign out
          </button>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-6 sm:px-6 sm:py-8">
        <PageHeading title="Set up two-factor sign-in" />
        <p className="mt-2 break-words text-sm text-muted">
          An admin requires two-factor sign-in for every account. Set it up for <span className="font-semibold text-ink">{me.email}</span>{' '}
          to open the console.
        </p>
        <section aria-label="Two-factor sign-in" className="mt-6 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
          <TwoFactorSetup />
        </section>
      </main>
    </div>
  );
}
