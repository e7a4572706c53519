// /About: who we are (a free matching service, not a contractor), how it works, why home owners use us,
// and, plainly, what happens to the details someone submits.
import { Link } from '../lib/router.tsx';
import { servicesOf, type PublicSite } from '#domain/site.ts';
import { useSite } from '#web/lib/site-context.tsx';

/** What the site offers, in words: the whole catalogue as it always read, or the names of its subset. */
const tradesOf = (site: PublicSite) => {
  const services = servicesOf(site);
  return site.services
    ? `${services.length} home services: ${services.map((s) => s.name).join(', ')}.`
    : `${services.length} home services, from solar and roofing to plumbing, flooring and moving.`;
};

// The first names the brand and the last the site's services, so the list is made for the page's site.
const benefitsOf = (site: PublicSite) => [
  { title: 'Free, with no obligation', text: `${site.brand} costs you nothing, and you never have to hire anyone we match you with.` },
  {
    title: 'Local, vetted pros',
    text: 'The contractors in our partner networks are screened, including background checks, before they can quote.',
  },
  { title: 'Fast quotes', text: 'Matched pros usually reach out soon after your request, often the same day.' },
  { title: 'Compare before you choose', text: 'Hear from more than one pro, compare quotes and budgets side by side, then decide.' },
  { title: 'Nationwide, with a local touch', text: 'Pros who live and work near you and know local codes, permits, weather and prices.' },
  { title: 'One request, many trades', text: tradesOf(site) },
];

const STEPS = [
  {
    title: 'Tell us about your project',
    text: 'Pick a service and answer a few questions: the job, your home, your ZIP code and the best time to reach you.',
  },
  {
    title: 'We find pros near you',
    text: 'We pass your request to partner companies with pros who serve your area and do that kind of work.',
  },
  {
    title: 'Compare quotes and decide',
    text: 'Pros contact you by phone, text or email to discuss the project and quote. Whether to hire, and whom, is up to you.',
  },
];

export default function About() {
  const site = useSite();
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">About {site.brand}</h1>
      <p className="mt-5 text-lg leading-8 text-slate-700">
        {site.brand} connects home owners across the United States with local home-improvement professionals. Tell us about your project in
        a couple of minutes and we match you with pros who serve your area and do the kind of work you need.
      </p>
      <p className="mt-4 text-lg leading-8 text-slate-700">
        We are a free matching and referral service, not a contractor: we do not do the work, set the prices or employ the pros. Our job is
        to put you in touch with the right companies quickly, so you can compare and choose.
      </p>

      <h2 className="mt-12 text-2xl font-bold text-ink">How it works</h2>
      <ol className="mt-6 space-y-5">
        {STEPS.map((s, i) => (
          <li key={s.title} className="flex gap-4">
            <span
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
              aria-hidden="true"
            >
              {i + 1}
            </span>
            <div>
              <h3 className="text-lg font-semibold text-ink">{s.title}</h3>
              <p className="mt-1 text-base leading-7 text-slate-700">{s.text}</p>
            </div>
          </li>
        ))}
      </ol>

      <h2 className="mt-12 text-2xl font-bold text-ink">Why home owners use us</h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {benefitsOf(site).map((b) => (
          <li key={b.title} className="flex gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <svg
              viewBox="0 0 24 24"
              className="mt-0.5 size-6 shrink-0 text-brand-600"
              fill="none"
              stroke="currentColor"
              strokeWidth={2.4}
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
            >
              <path d="M20 6 9 17l-5-5" />
            </svg>
            <div>
              <p className="text-lg font-semibold text-ink">{b.title}</p>
              <p className="mt-1 text-base leading-7 text-slate-700">{b.text}</p>
            </div>
          </li>
        ))}
      </ul>

      <h2 className="mt-12 text-2xl font-bold text-ink">Good to know</h2>
      <ul className="mt-4 list-disc space-y-3 pl-6 text-base leading-7 text-slate-700">
        <li>Our service is for US residents aged 18 and over.</li>
        <li>
          When you submit a request, the details you give us are sold and shared with our{' '}
          <Link to="/PartnerCompanies" className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
            partner companies
          </Link>
          , who may call, text or email you about your project. You can revoke your consent at any time by emailing{' '}
          <a
            href={`mailto:${site.complianceEmail}`}
            className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
          >
            {site.complianceEmail}
          </a>
          .
        </li>
        <li>Before you hire, ask any pro for their license number and proof of insurance, and get the price and scope in writing.</li>
        <li>
          Read how we handle your information in our{' '}
          <Link to="/PrivacyPolicy" className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
            Privacy Policy
          </Link>
          .
        </li>
      </ul>

      <div className="mt-12 rounded-3xl bg-brand-50 p-6 sm:p-8">
        <h2 className="text-xl font-bold text-ink">Questions?</h2>
        <p className="mt-2 text-base leading-7 text-slate-700">
          Call us at{' '}
          <a href={`tel:${site.phoneE164}`} className="font-semibold text-brand-700 underline underline-offset-4">
            {site.phone}
          </a>{' '}
          or email{' '}
          <a href={`mailto:${site.email}`} className="font-semibold text-brand-700 underline underline-offset-4">
            {site.email}
          </a>
          .
        </p>
        <Link to="/Services" className="mt-6 inline-block rounded-xl bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">
          Get Our Services
        </Link>
      </div>
    </div>
  );
}
