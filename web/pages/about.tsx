import { Link } from 'react-router';
import { SITE } from '#domain/site.ts';

const BENEFITS = [
  'Free to use, with no obligation to hire',
  'Local, vetted and background-checked professionals',
  'Fast quotes, often the same day',
  'Compare several quotes and budgets side by side',
  'Nationwide service with a local touch',
];

export default function About() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">About {SITE.brand}</h1>
      <p className="mt-5 text-lg leading-8 text-slate-700">
        {SITE.brand} connects home owners across the United States with local home-improvement professionals. Tell us
        about your project in a couple of minutes and we match you with pros who serve your area and do the kind of work
        you need, from solar and roofing to plumbing, flooring and moving.
      </p>
      <h2 className="mt-10 text-2xl font-bold text-ink">Why home owners use us</h2>
      <ul className="mt-4 list-disc space-y-2 pl-6 text-lg text-slate-700">
        {BENEFITS.map((b) => (
          <li key={b}>{b}</li>
        ))}
      </ul>
      <Link to="/Services" className="mt-10 inline-block rounded-xl bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">
        Get Our Services
      </Link>
    </section>
  );
}
