/** Free tools: SEO audit, local visibility, ROI calculator (spec §3, §5, §7). */
import { z } from '../zod';
import { AUDIT_SPECIALIZATIONS, COMPETITOR_RANGES, FIRM_SIZES, RADIUS } from '../practice/areas';
import { requiredText } from '../zod-fields';
import { VALIDATION } from '../messages';

// ---------------------------------------------------------------------------------------------
// SEO audit
// ---------------------------------------------------------------------------------------------

/** Host names the audit accepts: a dotted domain, localhost, an IPv4 or a bracketed IPv6. */
const AUDIT_HOSTNAME =
  /^(?:localhost|\[[0-9a-f:.]+\]|\d{1,3}(?:\.\d{1,3}){3}|(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9-]{2,})$/i;

/**
 * Adds `https://` to an address typed without a scheme: 'exemple.fr' → 'https://exemple.fr'.
 * An address with a scheme is returned unchanged.
 */
function normalizeWebsiteUrl(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '' || /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed)) return trimmed;
  return `https://${trimmed}`;
}

/**
 * Audit request (spec §5): websiteUrl and specialization required, else 'Veuillez remplir tous
 * les champs obligatoires.'. The address may be typed without scheme ('exemple.fr' is audited
 * as 'https://exemple.fr'); it must then be an http(s) URL with a real host name.
 */
export const AuditInput = z.object({
  websiteUrl: z
    .string({ error: VALIDATION.required })
    .trim()
    .min(1, { error: VALIDATION.required, abort: true })
    .max(2048, VALIDATION.tooLong(2048))
    .transform(normalizeWebsiteUrl)
    .pipe(z.url({ protocol: /^https?$/, hostname: AUDIT_HOSTNAME, error: VALIDATION.invalidUrl })),
  specialization: z.enum(AUDIT_SPECIALIZATIONS, { error: VALIDATION.required }),
});
export type AuditInput = z.infer<typeof AuditInput>;

const score = z.number().int().min(0).max(100);

/** Audit result (spec §3): four scores out of 100 and recommendations by decreasing impact. */
export const AuditResult = z.object({
  overallScore: score,
  technicalScore: score,
  contentScore: score,
  localSeoScore: score,
  recommendations: z.array(z.string()),
  /** HTML pages of the site analysed (the first one included, at most 10). */
  pagesAnalyzed: z.number().int().min(1),
  /** The full report: `/audit/{token}` (noindex, kept 2 years). */
  reportUrl: z.string(),
});
export type AuditResult = z.infer<typeof AuditResult>;

// ---------------------------------------------------------------------------------------------
// Local visibility
// ---------------------------------------------------------------------------------------------

const RADIUS_MESSAGE = `Le rayon doit être compris entre ${RADIUS.min} et ${RADIUS.max} km.`;

/**
 * Local visibility request (spec §5): city and competitors required, else 'Veuillez remplir
 * tous les champs obligatoires.'; radius in km, whole number from 5 to 50, 20 when absent.
 */
export const VisibilityInput = z.object({
  city: requiredText(100),
  radius: z.coerce
    .number({ error: VALIDATION.invalidNumber })
    .int(VALIDATION.integer)
    .min(RADIUS.min, RADIUS_MESSAGE)
    .max(RADIUS.max, RADIUS_MESSAGE)
    .default(RADIUS.default),
  competitors: z.enum(COMPETITOR_RANGES, { error: VALIDATION.required }),
});
export type VisibilityInput = z.infer<typeof VisibilityInput>;

/** Visibility result (spec §3): score out of 100, monthly searches, potential clients, improvements. */
export const VisibilityResult = z.object({
  visibilityScore: z.number().min(0).max(100),
  monthlySearches: z.number().int().nonnegative(),
  potentialClients: z.number().int().nonnegative(),
  improvements: z.array(z.string()),
});
export type VisibilityResult = z.infer<typeof VisibilityResult>;

// ---------------------------------------------------------------------------------------------
// ROI calculator
// ---------------------------------------------------------------------------------------------

/** Bounds of the ROI calculator's numeric fields (spec §5), inclusive. */
export const ROI_LIMITS = {
  currentRevenue: { min: 1000, max: 1000000 },
  currentLeads: { min: 1, max: 1000 },
  conversionRate: { min: 1, max: 100 },
  averageCase: { min: 100, max: 100000 },
} as const;

/** Initial values of the ROI form (spec §5). */
export const ROI_DEFAULTS = {
  firmType: 'avocat-independant',
  currentRevenue: 10000,
  currentLeads: 50,
  conversionRate: 20,
  averageCase: 2500,
} as const satisfies {
  firmType: (typeof FIRM_SIZES)[number];
  currentRevenue: number;
  currentLeads: number;
  conversionRate: number;
  averageCase: number;
};

/** Error messages of the ROI bounds. */
const ROI_MESSAGES = {
  currentRevenue: "Le chiffre d'affaires doit être compris entre 1 000 et 1 000 000 €.",
  currentLeads: 'Le nombre de demandes doit être compris entre 1 et 1 000.',
  conversionRate: 'Le taux de conversion doit être compris entre 1 et 100 %.',
  averageCase: "La valeur moyenne d'un dossier doit être comprise entre 100 et 100 000 €.",
} as const;

/** A whole number within `ROI_LIMITS[field]`; form strings ('2500') are converted. */
function roiNumber(field: keyof typeof ROI_LIMITS, kind: 'integer' | 'decimal' = 'decimal') {
  const { min, max } = ROI_LIMITS[field];
  // The number the contract documents (type, whole or not, range); a form's text is converted first.
  const number = z.number({ error: VALIDATION.invalidNumber });
  const bounded = (kind === 'integer' ? number.int(VALIDATION.integer) : number)
    .min(min, { error: ROI_MESSAGES[field], abort: true })
    .max(max, ROI_MESSAGES[field]);
  // A French decimal comma is accepted ('12,5' is 12.5) for decimals; two decimals are kept.
  return z
    .preprocess((value) => {
      if (typeof value !== 'string') return value;
      const text = value.trim();
      return text === '' ? Number.NaN : Number(kind === 'integer' ? text : text.replace(',', '.'));
    }, bounded)
    .transform((value) => Math.round(value * 100) / 100);
}

/**
 * ROI request (spec §5): firmType one of the four firm sizes; revenue 1 000 to 1 000 000;
 * leads 1 to 1 000; conversion rate 1 to 100 (%); average case 100 to 100 000 (€).
 * Revenue, rate and case value take decimals (12,5 % or 12.5); the number of requests is whole.
 */
export const RoiInput = z.object({
  firmType: z.enum(FIRM_SIZES, { error: VALIDATION.invalidChoice }),
  currentRevenue: roiNumber('currentRevenue'),
  currentLeads: roiNumber('currentLeads', 'integer'),
  conversionRate: roiNumber('conversionRate'),
  averageCase: roiNumber('averageCase'),
});
export type RoiInput = z.infer<typeof RoiInput>;

/** ROI result (spec §3). */
export const RoiResult = z.object({
  roiPercentage: z.number(),
  yearlyImpact: z.number(),
  currentMonthlyRevenue: z.number(),
  newMonthlyRevenue: z.number(),
  additionalLeads: z.number(),
  newConversions: z.number(),
  /** null when the plan is not paid back within 36 months */
  breakEvenMonths: z.number().nullable(),
});
export type RoiResult = z.infer<typeof RoiResult>;
