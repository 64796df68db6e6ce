/**
 * Internal links checked before they break: the editor's link check (`POST
 * /api/admin/blog/links/check`), an article's back links (`GET
 * /api/admin/blog/posts/{id}/backlinks`), their inputs, replies and French texts.
 */
import { z } from '../zod';
import { CONTENT_MAX } from './schemas';

/** Most paths checked in one call (the editor sends the first ones of an article). */
export const LINK_CHECK_MAX = 100;

export const LINK_MESSAGES = {
  broken: (path: string) => `Lien interne cassé : ${path}`,
  redirected: (to: string, path: string) => `Lien redirigé vers ${to} : ${path}`,
  fix: 'Corriger le lien',
  fixed: (path: string, to: string) => `Lien corrigé : ${path} pointe maintenant vers ${to}.`,
  heading: 'Liens internes',
  checking: 'Vérification des liens internes…',
  allGood: (n: number) => (n > 1 ? `Les ${n} liens internes répondent.` : 'Le lien interne répond.'),
  checkFailed: 'Impossible de vérifier les liens internes pour le moment.',
  tooMany: `Au plus ${LINK_CHECK_MAX} chemins par vérification.`,
  inputRequired: 'Indiquez les chemins à vérifier (paths) ou le contenu de l’article (content).',
  backlinks: 'Ces articles publiés y renvoient :',
  backlinksLoading: 'Recherche des articles qui y renvoient…',
  backlinksFailed: 'Impossible de vérifier quels articles y renvoient.',
  unpublishTitle: 'Dépublier l’article',
  unpublishConfirm: 'Les liens qui y renvoient ne mèneront plus nulle part. Dépublier quand même ?',
} as const;

/** A link target to check: a path of the site, or an address on its host. */
const LinkTarget = z
  .string()
  .trim()
  .min(1, 'Chemin vide.')
  .max(2000, 'Chemin trop long (2000 caractères au plus).')
  .meta({ description: 'Chemin de ce site (`/blog/mon-article`) ou adresse complète sur son domaine ; la requête et l’ancre sont ignorées.' });

export const LinkCheckInput = z
  .object({
    paths: z.array(LinkTarget).max(LINK_CHECK_MAX, LINK_MESSAGES.tooMany).optional(),
    content: z.string().max(CONTENT_MAX, `Contenu trop long (${CONTENT_MAX} caractères au plus).`).optional(),
  })
  .refine((input) => input.paths !== undefined || input.content !== undefined, { message: LINK_MESSAGES.inputRequired })
  .meta({ examples: [{ paths: ['/blog/ancien-article', '/seo-avocat-droit-penal-lyon'] }] });
export type LinkCheckInput = z.input<typeof LinkCheckInput>;

const LINK_STATUSES = ['ok', 'broken', 'redirected'] as const;

export const LinkCheckItem = z.strictObject({
  /** The path checked, as redirect rules store it: no query string, fragment or trailing slash. */
  path: z.string(),
  status: z.enum(LINK_STATUSES),
  /** What the path answers: 200, 301, 302, 308, 404 or 410. */
  httpStatus: z.number().int(),
  /** Where a redirected path leads (the rule's target). */
  to: z.string().optional(),
});
export type LinkCheckItem = z.infer<typeof LinkCheckItem>;
export const LinkCheckOutput = z.array(LinkCheckItem);

/** A published article whose content links to another one. */
export const BacklinkItem = z.strictObject({ id: z.number().int(), title: z.string(), slug: z.string() });
export type BacklinkItem = z.infer<typeof BacklinkItem>;
export const BacklinksOutput = z.array(BacklinkItem);
