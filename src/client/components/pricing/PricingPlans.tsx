import { Check, Star } from 'lucide-react';
import { useState } from 'react';
import { PLANS, UNLIMITED, YEARLY_BADGE, YEARLY_SAVING_LABEL } from '../../../shared/pricing/plans';
import { formatEuros, yearlySaving } from '../../../shared/pricing/figures';
import { clsx as cn } from 'clsx';
import { Switch } from '../../ui/switch';

function limit(value: number): string {
  return value === UNLIMITED ? 'Illimité' : String(value);
}

/**
 * The three plans (spec §2 "Pricing", §9) with the monthly / yearly toggle, on /pricing and in
 * the home page's #tarifs section. Prices are TTC, whole euros.
 */
export function PricingPlans({ headingLevel = 'h3' }: { headingLevel?: 'h2' | 'h3' }) {
  const [yearly, setYearly] = useState(false);
  const Heading = headingLevel;
  return (
    <div>
      <div className="flex flex-wrap items-center justify-center gap-3">
        {/* Mouse shortcuts beside the switch, which is the accessible control. */}
        <span
          className={cn('cursor-pointer font-semibold', yearly ? 'text-slate-500' : 'text-slate-900')}
          aria-hidden="true"
          onClick={() => setYearly(false)}
        >
          Mensuel
        </span>
        <Switch id="billing-toggle" checked={yearly} onCheckedChange={setYearly} aria-label="Facturation annuelle" />
        <span
          className={cn('cursor-pointer font-semibold', yearly ? 'text-slate-900' : 'text-slate-500')}
          aria-hidden="true"
          onClick={() => setYearly(true)}
        >
          Annuel
        </span>
        <span className="rounded-full bg-emerald-100 px-2.5 py-1 text-xs font-bold text-emerald-800">
          {YEARLY_BADGE} · {YEARLY_SAVING_LABEL}
        </span>
      </div>
      <p className="sr-only" aria-live="polite">
        {yearly ? 'Prix annuels affichés' : 'Prix mensuels affichés'}
      </p>
      <div className="mt-10 grid gap-6 lg:grid-cols-3 lg:items-stretch">
        {PLANS.map((plan) => (
          <article
            key={plan.id}
            aria-labelledby={`plan-${plan.id}`}
            className={cn(
              'relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm sm:p-8',
              plan.popular ? 'border-brand-700 ring-2 ring-brand-700 lg:-my-3' : 'border-slate-200',
            )}
          >
            {plan.popular ? (
              <p className="absolute -top-3.5 left-1/2 inline-flex -translate-x-1/2 items-center gap-1 rounded-full bg-brand-700 px-3 py-1 text-xs font-bold whitespace-nowrap text-white">
                <Star aria-hidden className="size-3.5" /> Le plus populaire
              </p>
            ) : null}
            <Heading id={`plan-${plan.id}`} className="text-2xl font-bold text-slate-900">
              {plan.name}
            </Heading>
            <p className="mt-2 text-slate-600">{plan.description}</p>
            <p className="mt-6 flex items-baseline gap-1" data-testid={`price-${plan.id}`}>
              <span className="text-4xl font-bold tracking-tight text-slate-900">
                {formatEuros(yearly ? plan.yearlyPrice : plan.monthlyPrice)}
              </span>
              <span className="text-slate-600">TTC / {yearly ? 'an' : 'mois'}</span>
            </p>
            <p className="mt-1 min-h-5 text-sm font-medium text-emerald-700">
              {yearly ? `Vous économisez ${formatEuros(yearlySaving(plan))} par an` : ' '}
            </p>
            <dl className="mt-6 grid grid-cols-2 gap-3 rounded-xl bg-slate-50 p-4 text-sm">
              <div>
                <dt className="text-slate-500">Audits SEO / mois</dt>
                <dd className="font-bold text-slate-900">{limit(plan.maxAudits)}</dd>
              </div>
              <div>
                <dt className="text-slate-500">Calculs ROI / mois</dt>
                <dd className="font-bold text-slate-900">{limit(plan.maxCalculations)}</dd>
              </div>
            </dl>
            <ul className="mt-6 grid flex-1 content-start gap-2.5 text-sm text-slate-700">
              {plan.features.map((f) => (
                <li key={f} className="flex items-start gap-2">
                  <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-600" />
                  {f}
                </li>
              ))}
            </ul>
            <a
              href="/#contact"
              className={cn(
                'mt-8 inline-flex h-12 items-center justify-center rounded-lg px-6 font-semibold transition-colors',
                plan.popular ? 'bg-brand-700 text-white hover:bg-brand-800' : 'border border-slate-300 text-slate-800 hover:bg-slate-100',
              )}
            >
              Choisir l'offre {plan.name}
            </a>
          </article>
        ))}
      </div>
      <p className="mt-8 text-center text-sm text-slate-500">
        Prix TTC. Nom de domaine et hébergement sécurisé inclus dans toutes nos offres.
      </p>
    </div>
  );
}
