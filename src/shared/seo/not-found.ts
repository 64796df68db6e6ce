/**
 * The 404 log (« Pages introuvables »): every page address of this site that answered 404, counted
 * per day, so staff can redirect the ones people and search engines still ask for. No IP address,
 * user agent or cookie is kept: a count of visits, a count of declared crawlers, the last time,
 * and where the visitors came from (the Referer's origin and path only). Bounded per day.
 */
import { z } from '../zod';
import { NOT_FOUND_DAYS_DEFAULT } from './not-found-search';
import { PATH_MAX } from './redirects';

/** Longest period the log can sum (the counts are kept 13 months). */
const NOT_FOUND_DAYS_MAX = 365;
/** Distinct paths kept per day: a new path beyond is not stored (the paths already kept still count). */
export const NOT_FOUND_PATHS_PER_DAY = 1000;
/** Distinct referrers kept per path and day (beyond: not stored). */
export const NOT_FOUND_REFERRERS_PER_PATH = 10;
/** Longest referrer kept (its origin and path). */
export const REFERRER_MAX = 200;
/** Paths in one reply, the most asked for first. */
export const NOT_FOUND_ITEMS_MAX = 200;
/** How long the daily counts are kept. */
export const NOT_FOUND_RETENTION_MONTHS = 13;

export const NOT_FOUND_MESSAGES = {
  daysInvalid: `days : entre 1 et ${NOT_FOUND_DAYS_MAX}.`,
  empty: 'Aucune page introuvable sur cette période.',
  loadError: 'Erreur lors du chargement des pages introuvables',
} as const;

export const NotFoundInput = z
  .object({
    days: z.coerce
      .number({ error: NOT_FOUND_MESSAGES.daysInvalid })
      .int(NOT_FOUND_MESSAGES.daysInvalid)
      .min(1, NOT_FOUND_MESSAGES.daysInvalid)
      .max(NOT_FOUND_DAYS_MAX, NOT_FOUND_MESSAGES.daysInvalid)
      .default(NOT_FOUND_DAYS_DEFAULT)
      .meta({ description: `Nombre de jours, aujourd’hui compris (1 à ${NOT_FOUND_DAYS_MAX}).`, examples: [30] }),
  })
  .optional();

const NotFoundReferrer = z.strictObject({
  referrer: z.string().meta({ description: 'Origine et chemin de la page de provenance (en-tête Referer, sans paramètres).', examples: ['https://www.google.com/'] }),
  hits: z.number().int().nonnegative().meta({ examples: [3] }),
});

const NotFoundItem = z.strictObject({
  path: z.string().meta({ description: `Chemin demandé (au plus ${PATH_MAX} caractères).`, examples: ['/blog/ancien-article'] }),
  hits: z.number().int().nonnegative().meta({ description: 'Visites (hors robots déclarés).', examples: [12] }),
  botHits: z.number().int().nonnegative().meta({ description: 'Visites de robots déclarés (Googlebot, Bingbot…).', examples: [4] }),
  lastSeenAt: z.date().meta({ description: 'Dernière visite.' }),
  referrers: z.array(NotFoundReferrer).meta({ description: `Provenances, les plus fréquentes d’abord (au plus ${NOT_FOUND_REFERRERS_PER_PATH}).` }),
});
export type NotFoundItem = z.infer<typeof NotFoundItem>;

export const NotFoundReply = z.strictObject({
  days: z.number().int().min(1).max(NOT_FOUND_DAYS_MAX).meta({ examples: [30] }),
  items: z.array(NotFoundItem),
});
export type NotFoundReply = z.infer<typeof NotFoundReply>;
