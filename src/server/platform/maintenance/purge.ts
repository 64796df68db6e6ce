/**
 * Deletes what the privacy policy says is kept no longer (`shared/leads/retention.ts`),
 * plus expired sessions, rate-limit counters, Idempotency-Key replies (24 h) and staff links, and the audit log and the 404 log after 13 months. Run daily inside the server and by
 * `npm run db:purge`.
 */
import { and, eq, lt, notInArray } from 'drizzle-orm';
import {
  auditLeads, auditLog, auditRequests, bookings, contacts, idempotencyKeys, passwordResets, staffInvitations, deadClicks, leadNotes, leadStatusChanges, notFoundHits, notFoundReferrers, outbox, pageViews, quizLeads, rateLimits, roiCalculations, sessions, visibilityCalculations, vitalBuckets,
} from '#db/schema';
import { PRIVACY_RETENTION } from '#shared/site/privacy';
import { AUDIT_LOG_MONTHS } from '#shared/auth/staff';
import { NOT_FOUND_RETENTION_MONTHS } from '#shared/seo/not-found';
import { PURGE_INTERVAL_HOURS, RETENTION, retentionCutoff, type RetentionRule } from '#shared/leads/retention';
import { changesOf, type DB } from '../db';
import { processLog } from '../log';

const TABLES = {
  contacts,
  bookings,
  quiz_leads: quizLeads,
  audit_leads: auditLeads,
  audit_requests: auditRequests,
  visibility_calculations: visibilityCalculations,
  roi_calculations: roiCalculations,
} satisfies Record<RetentionRule['table'], unknown>;

export type PurgeReport = Record<RetentionRule['table'] | 'sessions' | 'rate_limits' | 'outbox' | 'page_views' | 'vital_buckets' | 'dead_clicks' | 'not_found_hits' | 'not_found_referrers' | 'audit_log' | 'staff_links' | 'idempotency_keys', number>;

export async function purgeExpired(db: DB, now: Date = new Date()): Promise<PurgeReport> {
  const report = {} as PurgeReport;
  for (const rule of RETENTION) {
    const table = TABLES[rule.table];
    const result = await db.delete(table).where(lt(table.createdAt, retentionCutoff(rule.months, now)));
    report[rule.table] = changesOf(result);
  }
  // Messages go with the lead they were written for.
  report.outbox = 0;
  for (const [leadKind, table] of [['contact', contacts], ['booking', bookings], ['quiz', quizLeads], ['audit', auditLeads]] as const) {
    const orphans = and(eq(outbox.leadKind, leadKind), notInArray(outbox.leadId, db.select({ id: table.id }).from(table)));
    report.outbox += changesOf(await db.delete(outbox).where(orphans));
    // The lead desk's notes and status history go with their lead too.
    for (const attached of [leadNotes, leadStatusChanges]) {
      await db.delete(attached).where(and(eq(attached.leadKind, leadKind), notInArray(attached.leadId, db.select({ id: table.id }).from(table))));
    }
  }
  // Page view counts and field data: kept as long as browsing data (13 months).
  const viewsCutoff = retentionCutoff(PRIVACY_RETENTION.browsingMonths, now).toISOString().slice(0, 10);
  report.page_views = changesOf(await db.delete(pageViews).where(lt(pageViews.day, viewsCutoff)));
  // Field data (web vitals, dead clicks): the same 13 months.
  report.vital_buckets = changesOf(await db.delete(vitalBuckets).where(lt(vitalBuckets.day, viewsCutoff)));
  report.dead_clicks = changesOf(await db.delete(deadClicks).where(lt(deadClicks.day, viewsCutoff)));
  // The 404 log's daily counts and their referrers: 13 months.
  const notFoundCutoff = retentionCutoff(NOT_FOUND_RETENTION_MONTHS, now).toISOString().slice(0, 10);
  report.not_found_hits = changesOf(await db.delete(notFoundHits).where(lt(notFoundHits.day, notFoundCutoff)));
  report.not_found_referrers = changesOf(await db.delete(notFoundReferrers).where(lt(notFoundReferrers.day, notFoundCutoff)));
  // The staff's audit log: 13 months; invitation and password-reset links once expired.
  report.audit_log = changesOf(await db.delete(auditLog).where(lt(auditLog.createdAt, retentionCutoff(AUDIT_LOG_MONTHS, now))));
  report.staff_links =
    changesOf(await db.delete(staffInvitations).where(lt(staffInvitations.expiresAt, now))) +
    changesOf(await db.delete(passwordResets).where(lt(passwordResets.expiresAt, now)));
  const nowSeconds = Math.floor(now.getTime() / 1000);
  report.sessions = changesOf(await db.delete(sessions).where(lt(sessions.expiresAt, nowSeconds)));
  report.rate_limits = changesOf(await db.delete(rateLimits).where(lt(rateLimits.expire, now)));
  // Idempotency-Key replies are replayed 24 h (platform/rest/idempotency.ts), then forgotten.
  report.idempotency_keys = changesOf(await db.delete(idempotencyKeys).where(lt(idempotencyKeys.expiresAt, now.getTime())));
  return report;
}

/** Purges now (awaited), then every PURGE_INTERVAL_HOURS; resolves to the function that stops it. */
export async function scheduleDailyPurge(db: DB): Promise<() => void> {
  const run = () =>
    purgeExpired(db)
      .then((report) => {
        const total = Object.values(report).reduce((a, b) => a + b, 0);
        if (total > 0) processLog('purge').info({ report }, 'données expirées supprimées');
      })
      .catch((err: unknown) => processLog('purge').error({ err }, 'purge impossible'));
  await run();
  const timer = setInterval(run, PURGE_INTERVAL_HOURS * 3_600_000);
  timer.unref();
  return () => clearInterval(timer);
}
