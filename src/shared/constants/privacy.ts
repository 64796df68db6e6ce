/**
 * Retention periods of personal data (spec §9 "Privacy retention"), read by the privacy policy
 * page and meant for any purge job, so both use the same numbers.
 */
export const RETENTION = {
  /** Prospects (contact requests, quiz leads): from the last contact. */
  prospectsYears: 3,
  /** Clients: from the end of the contract. */
  clientsYears: 10,
  /** Browsing data and analytics/marketing cookies, at most. */
  browsingMonths: 13,
  /** Quiz answers, SEO audits and calculations. */
  quizzesAndAuditsYears: 2,
  /** Rights requests are answered within. */
  rightsAnswerMonths: 1,
  /** Replies to contact requests, in working hours. */
  contactReplyWorkingHours: 48,
} as const;

