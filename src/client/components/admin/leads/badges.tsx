/** The lead desk's small pieces: status and kind badges, the status picker. */
import { LEAD_KIND_LABELS, LEAD_STATUSES, LEAD_STATUS_LABELS, type LeadKind, type LeadStatus } from '#shared/leads/lead-desk';
import { cn } from '#client/ui/cn';
import { Tooltip } from '#client/ui/tooltip';

const STATUS_CLASSES: Record<LeadStatus, string> = {
  nouveau: 'bg-sky-100 text-sky-900',
  contacte: 'bg-amber-100 text-amber-900',
  rdv: 'bg-violet-100 text-violet-900',
  gagne: 'bg-emerald-100 text-emerald-900',
  perdu: 'bg-slate-200 text-slate-800',
};

export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return (
    <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap', STATUS_CLASSES[status])}>
      {LEAD_STATUS_LABELS[status]}
    </span>
  );
}

export function LeadKindBadge({ kind }: { kind: LeadKind }) {
  return (
    <span className="inline-flex rounded-full border border-slate-300 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-slate-700">
      {LEAD_KIND_LABELS[kind]}
    </span>
  );
}

/** « Téléphone donné +15 · Rendez-vous réservé +25 »: what makes a lead's score. */
const scoreFactorsText = (factors: readonly { label: string; points: number }[]) =>
  factors.length ? factors.map((f) => `${f.label} ${f.points >= 0 ? '+' : ''}${f.points}`).join(' · ') : 'Aucun facteur connu';

/** The lead's priority score (0–100), its factors in a tooltip (on hover and on keyboard focus) and in its accessible name. */
export function LeadScoreBadge({ score, factors }: { score: number; factors: readonly { label: string; points: number }[] }) {
  const tone = score >= 60 ? 'bg-rose-100 text-rose-900' : score >= 30 ? 'bg-amber-100 text-amber-900' : 'bg-slate-100 text-slate-700';
  const text = scoreFactorsText(factors);
  return (
    <Tooltip label={text}>
      <button
        type="button"
        aria-label={`Score de priorité ${score} sur 100 : ${text}`}
        className={cn('inline-flex min-w-10 cursor-help justify-center rounded-full px-2.5 py-0.5 text-xs font-bold tabular-nums', tone)}
      >
        {score}
      </button>
    </Tooltip>
  );
}

export const SELECT =
  'h-10 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 shadow-sm focus:border-brand-500 focus:outline-2 focus:outline-brand-500/30 disabled:opacity-60';

/**
 * A native select of the five statuses (keyboard and touch friendly), coloured as the status
 * badge it replaces in the list; `label` is its accessible name.
 */
export function StatusSelect({ value, label, disabled, onChange, className }: {
  value: LeadStatus;
  label: string;
  disabled?: boolean;
  onChange: (status: LeadStatus) => void;
  className?: string;
}) {
  return (
    <select
      aria-label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as LeadStatus)}
      className={cn(SELECT, 'border-transparent font-semibold', STATUS_CLASSES[value], className)}
    >
      {LEAD_STATUSES.map((status) => (
        <option key={status} value={status}>
          {LEAD_STATUS_LABELS[status]}
        </option>
      ))}
    </select>
  );
}
