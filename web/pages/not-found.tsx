import { Link } from '../lib/router.tsx';

export default function NotFound() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">404</p>
      <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-ink">Page not found</h1>
      <p className="mt-4 text-lg text-muted">The page you are looking for does not exist or has moved.</p>
      <div className="mt-8 flex justify-center gap-3">
        <Link to="/" className="rounded-xl bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">
          Go to Home
        </Link>
        <Link to="/Services" className="rounded-xl border border-slate-300 px-6 py-3 font-semibold text-ink hover:bg-slate-50">
          See services
        </Link>
      </div>
    </section>
  );
}
