/** The lead desk: kinds of leads and the statuses a lead moves through, with their labels. */

export const LEAD_KINDS = ['contact', 'quiz'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export const LEAD_STATUSES = ['nouveau', 'contacte', 'rdv', 'gagne', 'perdu'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  nouveau: 'Nouveau',
  contacte: 'Contacté',
  rdv: 'Rendez-vous',
  gagne: 'Client',
  perdu: 'Perdu',
};

/** Longest stored attribution value (page path, referrer, utm_*). */
export const ATTRIBUTION_MAX = 500;
/** Longest note. */
export const LEAD_NOTE_MAX = 5000;
