/**
 * The lists' pages: `?limit=&cursor=` in, `{ items, nextCursor }` out. Over REST the facade sends
 * the items as a JSON array and the next page in a `Link: <…>; rel="next"` header; tRPC clients
 * (the back office) read `nextCursor` from the reply.
 */
import { z } from '../zod';

/** `?limit=&cursor=` of the list paths: without `limit`, the whole list. */
const PAGE_LIMIT_MAX = 500;
export const PAGE_MESSAGES = {
  limit: `Le paramètre limit doit être un nombre entier entre 1 et ${PAGE_LIMIT_MAX}.`,
  cursor: 'Le paramètre cursor est invalide : reprenez le lien « next » de la page précédente.',
} as const;

export const PageInput = z
  .object({
    limit: z.coerce
      .number({ error: PAGE_MESSAGES.limit })
      .int(PAGE_MESSAGES.limit)
      .min(1, PAGE_MESSAGES.limit)
      .max(PAGE_LIMIT_MAX, PAGE_MESSAGES.limit)
      .optional()
      .describe(`Nombre d'éléments par page (1 à ${PAGE_LIMIT_MAX}) ; sans limit, la liste entière.`),
    cursor: z
      .string({ error: PAGE_MESSAGES.cursor })
      .max(200, PAGE_MESSAGES.cursor)
      .optional()
      .describe('Curseur opaque de la page suivante (lien rel="next" de l\'en-tête Link).'),
  })
  .optional();
export type PageInput = z.infer<typeof PageInput>;

/** A list's page: its items and the cursor of the next page (null on the last one). */
export const pageReply = <T extends z.ZodType>(item: T) => z.strictObject({ items: z.array(item), nextCursor: z.string().nullable() });
