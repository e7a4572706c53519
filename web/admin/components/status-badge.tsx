import { statusLabel } from '../lib/format.ts';

// Colour helps at a glance, the word carries the meaning (never colour alone).
const TONES: Record<string, string> = {
  delivered: 'bg-green-100 text-green-900 ring-green-700/30',
  queued: 'bg-amber-100 text-amber-900 ring-amber-700/30',
  rejected: 'bg-red-100 text-red-900 ring-red-700/30',
  failed: 'bg-red-100 text-red-900 ring-red-700/30',
  retry: 'bg-amber-100 text-amber-900 ring-amber-700/30',
  not_configured: 'bg-slate-200 text-slate-900 ring-slate-700/30',
  unsold: 'bg-slate-200 text-slate-900 ring-slate-700/30',
  suppressed: 'bg-slate-200 text-slate-900 ring-slate-700/30',
  new: 'bg-brand-100 text-brand-700 ring-brand-700/30',
  read: 'bg-slate-200 text-slate-900 ring-slate-700/30',
  answered: 'bg-green-100 text-green-900 ring-green-700/30',
};

export function StatusBadge({ status, label }: { status: string; label?: string }) {
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[status] ?? TONES.read}`}
    >
      {label ?? statusLabel(status)}
    </span>
  );
}
