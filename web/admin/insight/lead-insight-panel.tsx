// On a lead's page: its quality flags and its duplicate links (the earlier lead with the same phone or
// e-mail, and later ones that repeat it). Flags never stopped the lead; they help judge it.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ErrorMessage } from '../components/error-message.tsx';
import { formatTime } from '../lib/format.ts';
import { getLeadInsight } from './insight-api.ts';

export function LeadInsightPanel({ leadId }: { leadId: string }) {
  const q = useQuery({ queryKey: ['lead-insight', leadId], queryFn: () => getLeadInsight(leadId) });
  if (q.isError) return <ErrorMessage error={q.error} />;
  if (!q.data) return null;
  const { flags, duplicateOf, duplicates } = q.data;
  return (
    <section aria-labelledby="lead-quality" className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id="lead-quality" className="text-base font-semibold text-ink">
        Quality
      </h2>
      {flags.length === 0 && !duplicateOf && duplicates.length === 0 && <p className="mt-2 text-sm text-muted">No flags, no duplicates.</p>}
      {flags.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label="Quality flags">
          {flags.map((f) => (
            <li key={f.flag} className="rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900">
              {f.label}
            </li>
          ))}
        </ul>
      )}
      {duplicateOf && (
        <p className="mt-2 text-sm text-ink">
          Duplicate of{' '}
          <Link to={`/leads/${encodeURIComponent(duplicateOf.id)}`} className="font-semibold text-brand-700 hover:underline">
            the lead of {formatTime(duplicateOf.createdAt)}
          </Link>{' '}
          (same phone or e-mail).
        </p>
      )}
      {duplicates.length > 0 && (
        <div className="mt-2 text-sm text-ink">
          <p>Repeated later by:</p>
          <ul className="list-disc pl-5">
            {duplicates.map((d) => (
              <li key={d.id}>
                <Link to={`/leads/${encodeURIComponent(d.id)}`} className="font-semibold text-brand-700 hover:underline">
                  the lead of {formatTime(d.createdAt)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
