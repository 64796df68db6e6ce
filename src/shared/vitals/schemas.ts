/** Field data: the beacon a public page sends when it is hidden, and the back office's figures. */
import { z } from '../zod';
import { PAGE_VIEW_PATH } from '../leads/lead-desk';
import { DEAD_CLICKS_PER_BEACON } from './dead-clicks';
import { VITALS_DAYS_MAX } from './histogram';

/** A measured value: a finite number (clamped to the metric's range on the server). */
const vitalValue = z.number().describe('Valeur mesurée (ms ; sans unité pour CLS), ramenée à la plage du histogramme.');

/**
 * POST /api/vitals: one page view's figures, sent when the page is hidden (`navigator.sendBeacon`).
 * The path must be one of the site's public pages, else nothing is stored.
 */
export const VitalsBeaconInput = z.strictObject({
  path: z.string().max(200).regex(PAGE_VIEW_PATH, 'Chemin de page invalide.').meta({ examples: ['/blog'] }),
  metrics: z
    .strictObject({ lcp: vitalValue.optional(), inp: vitalValue.optional(), cls: vitalValue.optional(), ttfb: vitalValue.optional() })
    .describe('Les mesures connues de la vue (objet vide s’il n’y en a aucune).'),
  deadClicks: z
    .array(z.strictObject({ label: z.string().max(200) }))
    .max(DEAD_CLICKS_PER_BEACON)
    .describe('Clics sans effet : un bouton, un lien ou un contrôle de formulaire cliqué sans changement de la page ni navigation dans les 3 s.'),
});
export type VitalsBeaconInput = z.infer<typeof VitalsBeaconInput>;

export const VitalsBeaconReply = z.strictObject({ stored: z.boolean() });

/** GET /api/admin/vitals?days=N */
export const VitalsInput = z
  .object({
    days: z.coerce.number().int().min(1, `days : entre 1 et ${VITALS_DAYS_MAX}.`).max(VITALS_DAYS_MAX, `days : entre 1 et ${VITALS_DAYS_MAX}.`).default(28),
  })
  .optional();

/** Per public page over the last N days: p75 of each metric (null without a sample) and dead clicks. */
export const VitalsReply = z.strictObject({
  days: z.number().int(),
  pages: z.array(
    z.strictObject({
      path: z.string(),
      samples: z.number().int().describe('Vues de page mesurées (au plus une valeur de chaque mesure par vue).'),
      lcp: z.number().nullable().describe('p75 du Largest Contentful Paint, en ms.'),
      inp: z.number().nullable().describe('p75 de l’Interaction to Next Paint, en ms.'),
      cls: z.number().nullable().describe('p75 du Cumulative Layout Shift.'),
      ttfb: z.number().nullable().describe('p75 du Time to First Byte, en ms.'),
      deadClicks: z.number().int(),
      deadClickControls: z.array(z.strictObject({ label: z.string(), count: z.number().int() })).describe('Les commandes aux clics sans effet les plus nombreux.'),
    }),
  ),
});
export type VitalsReply = z.infer<typeof VitalsReply>;
