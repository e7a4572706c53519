// /PartnerCompanies: the companies a visitor's details may be shared with, from the operator's data
// file (config/partner-companies.json), in a 1/2/4-column grid.
import partners from '../../config/partner-companies.json' with { type: 'json' };

export default function PartnerCompanies() {
  const names = partners as string[];
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">Partner Companies</h1>
      <p className="mt-3 max-w-3xl text-base text-muted">
        When you submit a request and agree to be contacted, your information may be shared with the companies below,
        which may contact you about your project.
      </p>
      <ul className="mt-8 grid grid-cols-1 gap-x-6 gap-y-1.5 text-[15px] text-slate-700 sm:grid-cols-2 md:grid-cols-4">
        {names.map((name, i) => (
          <li key={i}>{name}</li>
        ))}
      </ul>
    </section>
  );
}
