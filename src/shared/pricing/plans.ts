/**
 * Hard-coded pricing plans (spec §3 "Pricing plan", §9 plans table). Prices are in cents, VAT
 * included; the pages show whole euros. `-1` means unlimited.
 */

export const UNLIMITED = -1;

export type PlanId = 'essentiel' | 'professionnel' | 'premium';

export type PricingPlan = {
  readonly id: PlanId;
  readonly name: string;
  readonly description: string;
  /** cents */
  readonly monthlyPrice: number;
  /** cents */
  readonly yearlyPrice: number;
  readonly features: readonly string[];
  /** audits per month, `-1` = unlimited */
  readonly maxAudits: number;
  /** ROI calculations per month, `-1` = unlimited */
  readonly maxCalculations: number;
  readonly priority: number;
  readonly popular: boolean;
};

export const PLANS: readonly PricingPlan[] = [
  {
    id: 'essentiel',
    name: 'Essentiel',
    description: "Pour l'avocat indépendant qui veut être trouvé dans sa ville.",
    monthlyPrice: 29900,
    yearlyPrice: 299900,
    features: [
      'Site internet professionnel conforme à la déontologie',
      'Nom de domaine et hébergement sécurisé inclus',
      "Optimisation de la fiche d'établissement Google",
      'SEO local sur votre ville et votre spécialité',
      '2 audits SEO par mois',
      '5 calculs de ROI par mois',
      'Rapport de positionnement mensuel',
    ],
    maxAudits: 2,
    maxCalculations: 5,
    priority: 1,
    popular: false,
  },
  {
    id: 'professionnel',
    name: 'Professionnel',
    description: 'Pour le cabinet qui veut attirer des clients chaque mois grâce à Google.',
    monthlyPrice: 59900,
    yearlyPrice: 599900,
    features: [
      "Tout le contenu de l'offre Essentiel",
      'Refonte ou création de site sur mesure',
      '4 articles juridiques optimisés par mois',
      'Acquisition de liens (backlinks) de qualité',
      'Optimisation technique continue',
      '5 audits SEO par mois',
      'Calculs de ROI illimités',
      'Suivi mensuel avec un consultant dédié',
    ],
    maxAudits: 5,
    maxCalculations: UNLIMITED,
    priority: 2,
    popular: true,
  },
  {
    id: 'premium',
    name: 'Premium',
    description: 'Pour les cabinets ambitieux qui visent la première place sur plusieurs villes.',
    monthlyPrice: 99900,
    yearlyPrice: 999900,
    features: [
      "Tout le contenu de l'offre Professionnel",
      'Stratégie de contenu multi-spécialités et multi-villes',
      '8 articles juridiques optimisés par mois',
      'Pages locales dédiées à chaque ville ciblée',
      'Analyse approfondie de la concurrence',
      'Audits SEO illimités',
      'Calculs de ROI illimités',
      'Interlocuteur prioritaire, réponse sous 2h',
    ],
    maxAudits: UNLIMITED,
    maxCalculations: UNLIMITED,
    priority: 3,
    popular: false,
  },
];

/** Badge shown on the yearly toggle (spec §9). */
export const YEARLY_BADGE = '-20%';
/** Saving wording next to the yearly badge (spec §9). */
export const YEARLY_SAVING_LABEL = 'économisez 2 mois';
