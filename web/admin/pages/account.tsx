// Your account: who you are signed in as, and your two-factor sign-in (set it up, or move it to a new
// phone with new recovery codes). Every operator has this page, viewers too.
import { PageHeading } from '../components/page-heading.tsx';
import { useMe } from '../lib/session.ts';
import TwoFactorSetup from './two-factor-setup.tsx';

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
