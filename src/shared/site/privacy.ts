import { retentionMonths } from '../leads/retention';

/**
 * Retention periods of personal data (spec §9 "Privacy retention") as the privacy policy states
 * them. The periods of what the site stores come from `RETENTION` (retention.ts), which the purge
 * applies: the page and the purge cannot disagree.
 */
export const PRIVACY_RETENTION = {
  /** Prospects (contact requests, quiz leads): from the last contact. */
  prospectsYears: retentionMonths('contacts') / 12,
  /** Clients: from the end of the contract. */
  clientsYears: 10,
  /** Browsing data and analytics/marketing cookies, at most. */
  browsingMonths: 13,
  /** Quiz answers, SEO audits and calculations. */
  quizzesAndAuditsYears: retentionMonths('audit_requests') / 12,
  /** Rights requests are answered within. */
  rightsAnswerMonths: 1,
  /** Replies to contact requests, in working hours. */
  contactReplyWorkingHours: 48,
} as const;

