import { Check, Star } from 'lucide-react';
import { useId } from 'react';
import { PLANS, UNLIMITED, YEARLY_BADGE, YEARLY_SAVING_LABEL } from '#shared/pricing/plans';
import { formatEuros, yearlySaving } from '#shared/pricing/figures';
import { clsx as cn } from 'clsx';

function limit(value: number): string {
  return value === UNLIMITED ? 'Illimité' : String(value);
}

/** Shown while the monthly prices are (the switch unchecked), and while the yearly ones are. */
const MONTHLY_ONLY = 'group-has-[[data-billing]:checked]/billing:hidden';
const YEARLY_ONLY = 'hidden group-has-[[data-billing]:checked]/billing:inline';

/**
 * The three plans (spec §2 "Pricing", §9) with the monthly / yearly toggle, on /pricing and in
 * the home page's #tarifs section. Prices are TTC, whole euros.
 *
 * The toggle is a native checkbox (role="switch") and both prices are in the HTML: CSS shows the
 * ones the switch asks for (`:has(:checked)`). It works from the first paint, before the page's
 * code (on the home page that code comes only when the visitor heads for the section), and a
 * visitor's first tap is never lost. « Mensuel » and « Annuel » are labels of the switch, each
 * answering only when it would change the prices.
 */
export function PricingPlans({ headingLevel = 'h3' }: { headingLevel?: 'h2' | 'h3' }) {
  const switchId = useId();
  const Heading = headingLevel;
  return (
    <div className="group/billing">
      <div className="flex flex-wrap items-center justify-center gap-3">
        {/* Mouse shortcuts beside the switch, which is the accessible control (its aria-label names it). */}
        <label
          htmlFor={switchId}
          aria-hidden="true"
          className="pointer-events-none font-semibold text-slate-900 group-has-[[data-billing]:checked]/billing:pointer-events-auto group-has-[[data-billing]:checked]/billing:cursor-pointer group-has-[[data-billing]:checked]/billing:text-slate-500"
        >
          Mensuel
        </label>
        <span className="relative inline-flex h-6 w-11 shrink-0">
          <input
            id={switchId}
            type="checkbox"
            role="switch"
            data-billing
            aria-label="Facturation annuelle"
            className="peer absolute inset-0 z-10 m-0 size-full cursor-pointer appearance-none rounded-full opacity-0"
          />
          <span
            aria-hidden="true"
            className="inline-flex h-6 w-11 items-center rounded-full border-2 border-transparent bg-slate-300 transition-colors peer-checked:bg-brand-700 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 peer-checked:[&>span]:translate-x-5"
          >
            <span className="pointer-events-none block size-5 rounded-full bg-white shadow-md ring-0 transition-transform" />
          </span>
        </span>
        <label
          htmlFor={switchId}
          aria-hidden="true"
          className="cursor-pointer font-semibold text-slate-500 group-has-[[data-billing]:checked]/billing:pointer-events-none group-has-[[data-billing]:checked]/billing:text-slate-900"
        >
          Annuel
        </label>
        <span className="rounded-full bg-emerald-100 px-2.5 py-1 text-xs font-bold text-emerald-800">
          {YEARLY_BADGE} · {YEARLY_SAVING_LABEL}
        </span>
      </div>
      <p className="sr-only" aria-live="polite">
        <span className={MONTHLY_ONLY}>Prix mensuels affichés</span>
        <span className={YEARLY_ONLY}>Prix annuels affichés</span>
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
              <span className={cn('text-4xl font-bold tracking-tight text-slate-900', MONTHLY_ONLY)}>{formatEuros(plan.monthlyPrice)}</span>
              <span className={cn('text-4xl font-bold tracking-tight text-slate-900', YEARLY_ONLY)}>{formatEuros(plan.yearlyPrice)}</span>
              <span className={cn('text-slate-600', MONTHLY_ONLY)}>TTC / mois</span>
              <span className={cn('text-slate-600', YEARLY_ONLY)}>TTC / an</span>
            </p>
            <p className="mt-1 min-h-5 text-sm font-medium text-emerald-700">
              <span className={YEARLY_ONLY}>{`Vous économisez ${formatEuros(yearlySaving(plan))} par an`}</span>
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
