import { trpc } from '#client/trpc/trpc-react';

const NUMBER = new Intl.NumberFormat('fr-FR');
const DAY = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', timeZone: 'UTC' });
const EUROS = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

/** The month's AI usage against OPENAI_MONTHLY_TOKEN_BUDGET (GET /api/admin/ai/usage). */
export function UsagePanel() {
  const usage = trpc.ai.usage.useQuery({ days: 30 });
  if (!usage.data) return null;
  const { month, totals } = usage.data;
  const share = month.budget ? Math.min(100, Math.round((month.tokens / month.budget) * 100)) : null;
  return (
    <section aria-labelledby="usage-title" className="rounded-xl border border-slate-200 bg-white p-5 text-sm text-slate-600 shadow-sm">
      <h2 id="usage-title" className="text-base font-semibold text-slate-900">
        Consommation de l’IA ce mois-ci
      </h2>
      <p className="mt-2" data-testid="ai-usage-month">
        {month.budget
          ? `${NUMBER.format(month.tokens)} jetons sur ${NUMBER.format(month.budget)} (${share} %)`
          : `${NUMBER.format(month.tokens)} jetons (aucun plafond)`}
      </p>
      {share !== null ? (
        <div role="progressbar" aria-label="Budget mensuel de l’IA utilisé" aria-valuenow={share} aria-valuemin={0} aria-valuemax={100} className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100">
          <div className={share >= 90 ? 'h-full bg-red-600' : 'h-full bg-brand-600'} style={{ width: `${share}%` }} />
        </div>
      ) : null}
      <p className="mt-2">
        Budget renouvelé le {DAY.format(month.resetsAt).replace(/^1 /, '1er ')}. Sur 30 jours : {totals.generations} génération{totals.generations > 1 ? 's' : ''},{' '}
        {totals.images} image{totals.images > 1 ? 's' : ''}, environ {EUROS.format(totals.costEuros)}.
      </p>
    </section>
  );
}
