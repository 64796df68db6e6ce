/** The lead desk: kinds of leads and the statuses a lead moves through, with their labels. */

export const LEAD_KINDS = ['contact', 'quiz', 'audit', 'booking'] as const;
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

/** Page views: a path counted is at most this long, made of these characters (anything else is not one of our pages). */
export const PAGE_VIEW_PATH = /^\/[a-z0-9\-/.]{0,199}$/;
/** User agents of declared crawlers: their page views are not counted. */
export const CRAWLER_USER_AGENT = /bot|crawler|spider|slurp|bingpreview|facebookexternalhit|embedly|preview|whatsapp|telegram/i;
/** The conversion figures cover at most this many days. */
export const STATS_DAYS_MAX = 400;

/** The agency's promise: an answer to every lead within 2 hours (the contact form's success message). */
export const RESPONSE_PROMISE_MINUTES = 120;
/** The lead desk's response-time figures cover the leads of this many last days. */
export const RESPONSE_WINDOW_DAYS = 30;

export const LEAD_KIND_LABELS: Record<LeadKind, string> = {
  contact: 'Contact',
  quiz: 'Quiz',
  audit: 'Audit SEO',
  booking: 'Rendez-vous',
};

/** The lead desk's period filter: the last N days, or every lead. */
export const LEAD_PERIODS = [
  { value: '', label: 'Toute la période' },
  { value: '7', label: '7 derniers jours' },
  { value: '30', label: '30 derniers jours' },
  { value: '90', label: '90 derniers jours' },
] as const;

/** The lead desk's orders besides the default (newest first): `score`, the highest priority score first. */
export const LEAD_SORTS = ['score'] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];

/** Leads per page of the lead desk. */
export const LEAD_PAGE_SIZE = 25;
