/**
 * How long each kind of record is kept (the privacy policy and the purge read these values;
 * change them here only). After that, the daily purge inside the server (and `npm run
 * db:purge`) deletes the records. Durations are counted from the record's creation date.
 */
export type RetentionRule = {
  /** Table purged. */
  table: 'quiz_leads' | 'contacts' | 'bookings' | 'audit_leads' | 'audit_requests' | 'visibility_calculations' | 'roi_calculations';
  /** What it is, as the privacy policy names it. */
  label: string;
  /** Kept this many months after creation. */
  months: number;
};

export const RETENTION: readonly RetentionRule[] = [
  { table: 'contacts', label: 'Demandes de contact (prospects)', months: 36 },
  // A call booked on /rendez-vous is a contact request with a time: the prospects' period.
  { table: 'bookings', label: 'Rendez-vous réservés en ligne (prospects)', months: 36 },
  { table: 'quiz_leads', label: 'Prospects issus du quiz', months: 24 },
  { table: 'audit_leads', label: "Demandes du rapport d'audit par e-mail (prospects)", months: 36 },
  { table: 'audit_requests', label: "Demandes d'audit SEO et leurs rapports", months: 24 },
  { table: 'visibility_calculations', label: 'Calculs de visibilité locale', months: 24 },
  { table: 'roi_calculations', label: 'Calculs de retour sur investissement', months: 24 },
];

/** Months a record of `table` is kept (from `RETENTION`). */
export function retentionMonths(table: RetentionRule['table']): number {
  const rule = RETENTION.find((r) => r.table === table);
  if (!rule) throw new Error(`No retention rule for ${table}`);
  return rule.months;
}

/** Sessions of the back office end 30 days after login; expired ones are deleted by the purge. */
export const SESSION_DAYS = 30;

/** The purge runs at start, then every this many hours. */
export const PURGE_INTERVAL_HOURS = 24;

/** A duration in months in French words: 24 → '2 ans', 12 → '1 an', 13 → '13 mois'. */
export function retentionLabel(months: number): string {
  return months % 12 === 0 ? `${months / 12} an${months / 12 > 1 ? 's' : ''}` : `${months} mois`;
}

/** The date before which a record created then is kept no longer (calendar months). */
export function retentionCutoff(months: number, now: Date): Date {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}
