/** Field data: values into fixed buckets, p75 from summed bucket counts, ratings against Google's thresholds. */
import { describe, expect, it } from 'vitest';
import { DEAD_CLICK_UNNAMED, deadClickLabel } from '#shared/vitals/dead-clicks';
import { VITAL_BUCKETS, VITAL_METRICS, p75FromBuckets, vitalBucket, vitalRating, type VitalMetric } from '#shared/vitals/histogram';
import { publicRouteOf } from '#shared/vitals/page-route';

/** Bucket counts of a list of values, as the server stores them. */
function histogram(metric: VitalMetric, values: number[]): number[] {
  const counts = VITAL_BUCKETS[metric].map(() => 0);
  for (const value of values) counts[vitalBucket(metric, value)]! += 1;
  return counts;
}

/** The true p75 (nearest rank), to compare with the histogram's. */
function trueP75(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.75) - 1]!;
}

describe('p75 from a fixed histogram', () => {
  it('puts a value in the first bucket whose upper edge is at least the value; beyond the last, in the last', () => {
    expect(vitalBucket('lcp', 0)).toBe(0);
    expect(vitalBucket('lcp', 100)).toBe(0);
    expect(vitalBucket('lcp', 101)).toBe(1);
    expect(VITAL_BUCKETS.lcp[vitalBucket('lcp', 2500)]).toBe(2500);
    expect(VITAL_BUCKETS.lcp[vitalBucket('lcp', 2501)]).toBe(3000);
    expect(vitalBucket('cls', 1e9)).toBe(VITAL_BUCKETS.cls.length - 1);
  });

  it('is the upper edge of the bucket holding the ⌈0.75 n⌉-th value', () => {
    // 4 values: the 3rd smallest is the p75 (1200 → bucket ≤ 1200).
    expect(p75FromBuckets('lcp', histogram('lcp', [900, 1100, 1150, 5000]))).toBe(1200);
    // 100 values 1..100 ms of INP: the 75th is 75 → bucket ≤ 75.
    expect(p75FromBuckets('inp', histogram('inp', Array.from({ length: 100 }, (_, i) => i + 1)))).toBe(75);
    expect(p75FromBuckets('cls', histogram('cls', [0, 0, 0.3, 0.02]))).toBe(0.025);
    expect(p75FromBuckets('ttfb', [])).toBeNull();
    expect(p75FromBuckets('ttfb', [0, 0, 0])).toBeNull();
  });

  it('sums days by adding their buckets: the same p75 as one histogram of every value', () => {
    const monday = [800, 900, 2600, 3100];
    const tuesday = [1000, 4200, 1700];
    const summed = histogram('lcp', monday).map((n, i) => n + histogram('lcp', tuesday)[i]!);
    expect(summed).toEqual(histogram('lcp', [...monday, ...tuesday]));
    expect(p75FromBuckets('lcp', summed)).toBe(3500);
  });

  it('is never below the true p75 and at most one bucket above, and rates exactly like it (thresholds are edges)', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    for (const metric of VITAL_METRICS) {
      const edges = VITAL_BUCKETS[metric];
      for (let run = 0; run < 50; run++) {
        const values = Array.from({ length: 1 + Math.floor(random() * 200) }, () => random() ** 3 * edges.at(-2)! * 1.2);
        const exact = trueP75(values);
        const estimate = p75FromBuckets(metric, histogram(metric, values))!;
        expect(estimate).toBeGreaterThanOrEqual(exact);
        expect(estimate).toBe(edges[vitalBucket(metric, exact)]);
        expect(vitalRating(metric, estimate)).toBe(vitalRating(metric, exact));
      }
    }
  });

  it("rates against Google's thresholds: good up to the first, to improve up to the second, then poor", () => {
    expect([2500, 2501, 4000, 4001].map((v) => vitalRating('lcp', v))).toEqual(['good', 'needs-improvement', 'needs-improvement', 'poor']);
    expect([200, 201, 500, 501].map((v) => vitalRating('inp', v))).toEqual(['good', 'needs-improvement', 'needs-improvement', 'poor']);
    expect([0.1, 0.11, 0.25, 0.26].map((v) => vitalRating('cls', v))).toEqual(['good', 'needs-improvement', 'needs-improvement', 'poor']);
  });
});

describe('what is kept of a dead click and of a path', () => {
  it('keeps a control label trimmed to 60 characters, whitespace collapsed', () => {
    expect(deadClickLabel('  Demander   un\n audit  ')).toBe('Demander un audit');
    expect(deadClickLabel('x'.repeat(500))).toHaveLength(60);
    expect(deadClickLabel('   ')).toBe(DEAD_CLICK_UNNAMED);
  });

  it('keeps only public pages: fixed pages, landing pages, articles and categories (checked in the database), audit reports as /audit', () => {
    expect(publicRouteOf('/')).toEqual({ path: '/' });
    expect(publicRouteOf('/pricing/')).toEqual({ path: '/pricing' });
    expect(publicRouteOf('/seo-avocat-droit-penal-lyon')).toEqual({ path: '/seo-avocat-droit-penal-lyon' });
    expect(publicRouteOf('/audit/q3zt8pw0x1c9v5n2m7k4j6h8')).toEqual({ path: '/audit' });
    expect(publicRouteOf('/blog/seo-local')).toEqual({ path: '/blog/seo-local', check: { kind: 'article', slug: 'seo-local' } });
    expect(publicRouteOf('/blog/categorie/conseils')).toEqual({ path: '/blog/categorie/conseils', check: { kind: 'category', slug: 'conseils' } });
    for (const path of ['/admin', '/admin/dashboard', '/seo-avocat-droit-penal-atlantis', '/nimporte-quoi', '/blog/a/b/c', '/api/vitals']) {
      expect(publicRouteOf(path), path).toBeNull();
    }
  });
});
