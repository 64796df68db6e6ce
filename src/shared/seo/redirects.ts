/**
 * Redirect rules (« Redirections »): an old address of this site answers 301, 302 or 308 with the
 * new one, or 410 when the page is gone for good. One source for the server, the back office and
 * the tests: statuses, inputs, replies, French messages and the path rules.
 */
import { z } from '../zod';

export const REDIRECT_STATUSES = [301, 302, 308, 410] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];
const REDIRECT_SOURCES = ['auto', 'manual'] as const;

/** French labels of the statuses (the « Redirections » view). */
export const REDIRECT_STATUS_LABELS: Record<RedirectStatus, string> = {
  301: '301 — déplacée définitivement',
  302: '302 — déplacée temporairement',
  308: '308 — déplacée définitivement (méthode conservée)',
  410: '410 — supprimée définitivement',
};

/** Longest path kept (a rule's `from`, a 404 in the log). */
export const PATH_MAX = 200;

export const REDIRECT_MESSAGES = {
  fromInvalid: 'L’adresse d’origine doit être un chemin de ce site commençant par « / » (sans domaine, ni « ? », ni « # »).',
  toInvalid: 'La destination doit être un chemin de ce site commençant par « / » ou une adresse https:// complète.',
  toRequired: 'Indiquez la destination de la redirection (sauf pour 410).',
  statusInvalid: 'Statut invalide : 301, 302, 308 ou 410.',
  livePage: (path: string) => `L’adresse ${path} est une page en ligne du site : une redirection la rendrait inaccessible.`,
  loop: 'Cette redirection ferait une boucle : la destination renvoie vers l’adresse d’origine.',
  chain: (to: string) =>
    `La destination ${to} est elle-même redirigée : indiquez directement l’adresse finale (une seule redirection, jamais de chaîne).`,
  pointsHere: (from: string) =>
    `L’adresse ${from} est la destination d’autres redirections : elles formeraient une chaîne. Modifiez-les d’abord.`,
  exists: (from: string) => `Une redirection existe déjà pour ${from} : supprimez-la avant d’en créer une autre.`,
  notFound: 'Redirection introuvable',
} as const;

/**
 * A path as rules store it: decoded where it is safe, no query string or fragment, no trailing
 * slash (but `/`), at most `PATH_MAX` characters. Null for what is not a path of this site.
 */
export function normalisePath(raw: string): string | null {
  if (!raw.startsWith('/') || raw.startsWith('//') || /[?#\s\\]/.test(raw) || hasControlCharacter(raw)) return null;
  let path: string;
  try {
    path = decodeURI(raw);
  } catch {
    return null;
  }
  if (path.length > 1 && path.endsWith('/')) path = path.replace(/\/+$/, '');
  if (path.length > PATH_MAX || path.includes('/../') || path.endsWith('/..')) return null;
  return path;
}

/** True when `text` holds a C0 control character or DEL. */
const hasControlCharacter = (text: string) => [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

const fromPath = z
  .string({ error: REDIRECT_MESSAGES.fromInvalid })
  .trim()
  .max(PATH_MAX, REDIRECT_MESSAGES.fromInvalid)
  .regex(/^\/([^/?#\s\\][^?#\s\\]*)?$/, REDIRECT_MESSAGES.fromInvalid)
  .meta({ description: 'Chemin de ce site à rediriger, sans domaine ni paramètres.', examples: ['/blog/ancien-article'] })
  .transform((value, ctx) => {
    const path = normalisePath(value);
    if (path === null) {
      ctx.addIssue({ code: 'custom', message: REDIRECT_MESSAGES.fromInvalid });
      return z.NEVER;
    }
    return path;
  });

const target = z
  .string({ error: REDIRECT_MESSAGES.toInvalid })
  .trim()
  .max(2000, REDIRECT_MESSAGES.toInvalid)
  .regex(/^(\/([^/\s\\][^\s\\]*)?|https:\/\/[^\s/?#]+([/?#]\S*)?)$/, REDIRECT_MESSAGES.toInvalid)
  .meta({ description: 'Chemin de ce site ou adresse https:// complète ; absent pour 410.', examples: ['/blog/nouvel-article'] });

export const RedirectCreateInput = z
  .object({
    from: fromPath,
    to: target.nullish(),
    status: z.union([z.literal(301), z.literal(302), z.literal(308), z.literal(410)], { error: REDIRECT_MESSAGES.statusInvalid }).default(301),
  })
  .refine((rule) => rule.status === 410 || Boolean(rule.to), { message: REDIRECT_MESSAGES.toRequired, path: ['to'] });
export type RedirectCreateInput = z.input<typeof RedirectCreateInput>;

export const RedirectIdInput = z.object({ id: z.coerce.number({ error: REDIRECT_MESSAGES.notFound }).int().positive() });

export const RedirectItem = z.strictObject({
  id: z.number().int(),
  from: z.string(),
  to: z.string().nullable(),
  status: z.union([z.literal(301), z.literal(302), z.literal(308), z.literal(410)]),
  source: z.enum(REDIRECT_SOURCES),
  hits: z.number().int(),
  lastHitAt: z.date().nullable(),
  createdAt: z.date(),
});
export type RedirectItem = z.infer<typeof RedirectItem>;

/** Paths that are never pages (the API, assets, uploads, probes): no redirect rule answers them. */
export const isNeverPage = (path: string) => /^\/(?:api|trpc|assets|uploads)(?:\/|$)|^\/(?:healthz|readyz|metrics)$/.test(path);

/** The article's public path, and a category's. */
export const articlePath = (slug: string) => `/blog/${slug}`;
export const categoryPath = (slug: string) => `/blog/categorie/${slug}`;
