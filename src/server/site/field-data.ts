/**
 * Field data without cookies or identifiers: each public page, when hidden, sends its Core Web
 * Vitals (LCP, INP, CLS, TTFB) and its dead clicks; each value adds one to its bucket's count for
 * the page and the day, each dead click one to its control's count. No IP address, user agent or
 * raw value is stored; counts go after 13 months (maintenance/purge.ts). The back office reads
 * p75 values from the summed buckets (shared/vitals/histogram.ts).
 */
import { and, count, eq, gte, sql } from 'drizzle-orm';
import { blogCategories, blogPosts, deadClicks, vitalBuckets } from '#db/schema';
import { CRAWLER_USER_AGENT } from '#shared/leads/lead-desk';
import { DEAD_CLICK_CONTROLS_LISTED, DEAD_CLICK_LABELS_PER_DAY, DEAD_CLICK_OTHER, deadClickLabel } from '#shared/vitals/dead-clicks';
import {
  VITAL_METRICS,
  p75FromBuckets,
  vitalBucket,
  vitalMax,
  type VitalMetric,
} from '#shared/vitals/histogram';
import { publicRouteOf } from '#shared/vitals/page-route';
import type { VitalsBeaconInput, VitalsReply } from '#shared/vitals/schemas';
import { changesOf, type DB } from '../platform/db';
import type { Deps } from '../platform/deps';
import { isPublic } from '../blog/publication';

const DAY_MS = 86_400_000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The path under which a page's figures are kept, or null when it is none of the public pages. */
async function knownPagePath(db: DB, rawPath: string): Promise<string | null> {
  const route = publicRouteOf(rawPath);
  if (!route) return null;
  if (!route.check) return route.path;
  const found =
    route.check.kind === 'article'
      ? await db.select({ id: blogPosts.id }).from(blogPosts).where(and(eq(blogPosts.slug, route.check.slug), isPublic())).limit(1)
      : await db.select({ id: blogCategories.id }).from(blogCategories).where(eq(blogCategories.slug, route.check.slug)).limit(1);
  return found.length > 0 ? route.path : null;
}

/** Adds `n` dead clicks on `label`; a label beyond the day's distinct labels of the page counts under « autres ». */
async function addDeadClicks(db: DB, day: string, path: string, label: string, n: number): Promise<void> {
  const existing = and(eq(deadClicks.day, day), eq(deadClicks.path, path), eq(deadClicks.label, label));
  if (changesOf(await db.update(deadClicks).set({ count: sql`${deadClicks.count} + ${n}` }).where(existing)) > 0) return;
  const [labels] = await db
    .select({ n: count() })
    .from(deadClicks)
    .where(and(eq(deadClicks.day, day), eq(deadClicks.path, path)));
  const stored = Number(labels?.n ?? 0) < DEAD_CLICK_LABELS_PER_DAY ? label : DEAD_CLICK_OTHER;
  await db
    .insert(deadClicks)
    .values({ day, path, label: stored, count: n })
    .onConflictDoUpdate({ target: [deadClicks.day, deadClicks.path, deadClicks.label], set: { count: sql`${deadClicks.count} + ${n}` } });
}

/**
 * POST /api/vitals: one page view's figures. Nothing is stored for a path that is no public page
 * or for a declared crawler; a value is clamped to its metric's range (0 … last bucket edge).
 */
export async function recordFieldData(
  deps: Pick<Deps, 'db'> & { userAgent: string },
  input: VitalsBeaconInput,
  now: Date = new Date(),
): Promise<{ stored: boolean }> {
  if (CRAWLER_USER_AGENT.test(deps.userAgent)) return { stored: false };
  const path = await knownPagePath(deps.db, input.path);
  if (!path) return { stored: false };
  const day = dayOf(now);
  for (const metric of VITAL_METRICS) {
    const value = input.metrics[metric];
    if (value === undefined) continue;
    const bucket = vitalBucket(metric, Math.min(Math.max(value, 0), vitalMax(metric)));
    await deps.db
      .insert(vitalBuckets)
      .values({ day, path, metric, bucket, count: 1 })
      .onConflictDoUpdate({
        target: [vitalBuckets.day, vitalBuckets.path, vitalBuckets.metric, vitalBuckets.bucket],
        set: { count: sql`${vitalBuckets.count} + 1` },
      });
  }
  const clicks = new Map<string, number>();
  for (const click of input.deadClicks) {
    const label = deadClickLabel(click.label);
    clicks.set(label, (clicks.get(label) ?? 0) + 1);
  }
  for (const [label, n] of clicks) await addDeadClicks(deps.db, day, path, label, n);
  return { stored: true };
}

/**
 * GET /api/admin/vitals?days=N: per page over the last N days (today included), the p75 of each
 * metric from the summed buckets, the page views measured (the most values of any one metric),
 * the dead clicks and the controls with the most; pages with the most samples first.
 */
export async function fieldDataFigures(deps: Pick<Deps, 'db'>, days: number, now: Date = new Date()): Promise<VitalsReply> {
  const since = dayOf(new Date(Date.parse(dayOf(now)) - (days - 1) * DAY_MS));
  const bucketRows = await deps.db
    .select({ path: vitalBuckets.path, metric: vitalBuckets.metric, bucket: vitalBuckets.bucket, n: sql<number>`sum(${vitalBuckets.count})` })
    .from(vitalBuckets)
    .where(gte(vitalBuckets.day, since))
    .groupBy(vitalBuckets.path, vitalBuckets.metric, vitalBuckets.bucket);
  const clickRows = await deps.db
    .select({ path: deadClicks.path, label: deadClicks.label, n: sql<number>`sum(${deadClicks.count})` })
    .from(deadClicks)
    .where(gte(deadClicks.day, since))
    .groupBy(deadClicks.path, deadClicks.label);

  type Page = { counts: Record<VitalMetric, number[]>; controls: { label: string; count: number }[] };
  const pages = new Map<string, Page>();
  const pageOf = (path: string): Page => {
    let page = pages.get(path);
    if (!page) {
      page = { counts: { lcp: [], inp: [], cls: [], ttfb: [] }, controls: [] };
      pages.set(path, page);
    }
    return page;
  };
  for (const row of bucketRows) {
    if (!(VITAL_METRICS as readonly string[]).includes(row.metric)) continue;
    const counts = pageOf(row.path).counts[row.metric as VitalMetric];
    counts[row.bucket] = (counts[row.bucket] ?? 0) + Number(row.n);
  }
  for (const row of clickRows) pageOf(row.path).controls.push({ label: row.label, count: Number(row.n) });

  const total = (counts: number[]) => counts.reduce((sum, n) => sum + (n ?? 0), 0);
  return {
    days,
    pages: [...pages]
      .map(([path, { counts, controls }]) => {
        const p75 = (metric: VitalMetric) => p75FromBuckets(metric, Array.from(counts[metric], (n) => n ?? 0));
        controls.sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
        return {
          path,
          samples: Math.max(...VITAL_METRICS.map((metric) => total(counts[metric]))),
          lcp: p75('lcp'),
          inp: p75('inp'),
          cls: p75('cls'),
          ttfb: p75('ttfb'),
          deadClicks: controls.reduce((sum, control) => sum + control.count, 0),
          deadClickControls: controls.slice(0, DEAD_CLICK_CONTROLS_LISTED),
        };
      })
      .sort((a, b) => b.samples - a.samples || b.deadClicks - a.deadClicks || a.path.localeCompare(b.path)),
  };
}
