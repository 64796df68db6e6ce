/**
 * Field data (Core Web Vitals measured in visitors' browsers) kept as fixed histograms: each value
 * falls in one bucket of its metric, and only bucket counts are stored, per day, page and metric.
 * A p75 over any number of days comes from the summed counts. Google's thresholds are bucket
 * edges, so the rating of a p75 read from the buckets is the rating of the true p75.
 */

export const VITAL_METRICS = ['lcp', 'inp', 'cls', 'ttfb'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

/**
 * Upper edges of each metric's buckets (ms, CLS unitless): a value v counts in the first bucket
 * whose edge is ≥ v. The last edge is also the largest value kept (larger ones are clamped to it).
 */
export const VITAL_BUCKETS: Record<VitalMetric, readonly number[]> = {
  lcp: [100, 200, 300, 400, 500, 600, 800, 1000, 1200, 1500, 1800, 2000, 2500, 3000, 3500, 4000, 5000, 6000, 8000, 10_000, 15_000, 20_000, 30_000, 60_000],
  inp: [16, 25, 50, 75, 100, 150, 200, 250, 300, 400, 500, 600, 800, 1000, 1500, 2000, 3000, 5000, 10_000, 60_000],
  cls: [0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.75, 1, 1.5, 2, 3, 10],
  ttfb: [100, 200, 300, 400, 500, 600, 800, 1000, 1200, 1500, 1800, 2000, 2500, 3000, 4000, 5000, 8000, 10_000, 30_000, 60_000],
};

/** Largest value kept for a metric (a larger one is clamped to it). */
export const vitalMax = (metric: VitalMetric): number => VITAL_BUCKETS[metric].at(-1)!;

/** Google's thresholds: up to `good` is good, up to `poor` needs improvement, above is poor. */
export const VITAL_THRESHOLDS: Record<VitalMetric, { good: number; poor: number }> = {
  lcp: { good: 2500, poor: 4000 },
  inp: { good: 200, poor: 500 },
  cls: { good: 0.1, poor: 0.25 },
  ttfb: { good: 800, poor: 1800 },
};

export type VitalRating = 'good' | 'needs-improvement' | 'poor';
export const VITAL_RATING_LABELS: Record<VitalRating, string> = {
  good: 'Bon',
  'needs-improvement': 'À améliorer',
  poor: 'Mauvais',
};

/** Good, to improve or poor against Google's thresholds. */
export function vitalRating(metric: VitalMetric, value: number): VitalRating {
  const { good, poor } = VITAL_THRESHOLDS[metric];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
}

/** The bucket of a value (finite; negative counts as 0, above the last edge as the last bucket). */
export function vitalBucket(metric: VitalMetric, value: number): number {
  const edges = VITAL_BUCKETS[metric];
  const index = edges.findIndex((edge) => value <= edge);
  return index === -1 ? edges.length - 1 : index;
}

/**
 * The 75th percentile from bucket counts (`counts[i]` values in bucket i; missing = 0): the upper
 * edge of the bucket holding the ⌈0.75 × n⌉-th smallest value, so never below the true p75 and
 * at most one bucket above it. `null` without a value.
 */
export function p75FromBuckets(metric: VitalMetric, counts: readonly number[]): number | null {
  const edges = VITAL_BUCKETS[metric];
  const total = counts.reduce((sum, n) => sum + n, 0);
  if (total <= 0) return null;
  const rank = Math.ceil(total * 0.75);
  let seen = 0;
  for (let i = 0; i < edges.length; i++) {
    seen += counts[i] ?? 0;
    if (seen >= rank) return edges[i]!;
  }
  return edges.at(-1)!;
}

/** The figures cover at most this many days (as long as they are kept). */
export const VITALS_DAYS_MAX = 400;

const decimal = (digits: number) => new Intl.NumberFormat('fr-FR', { maximumFractionDigits: digits });
/** A p75 in French: LCP in seconds ('2,5 s'), INP and TTFB in ms ('200 ms'), CLS unitless ('0,15'). */
export function formatVital(metric: VitalMetric, value: number): string {
  if (metric === 'cls') return decimal(3).format(value);
  if (metric === 'lcp') return `${decimal(1).format(value / 1000)}\u00a0s`;
  return `${decimal(0).format(value)}\u00a0ms`;
}
