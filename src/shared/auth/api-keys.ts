/**
 * API keys of third parties (issue 29 item 6): the scopes a key may hold, the key's format, the
 * inputs and replies of the key management paths. One source for server, back office and tests.
 */
import { z } from '../zod';
import { cleanText } from '../format/text';
import { currentPasswordField } from './step-up';

/** What a key may do on the REST paths; each admin path declares the one it needs (`RestMeta.scope`). */
export const API_KEY_SCOPES = ['leads:read', 'leads:write', 'blog:read', 'blog:write', 'webhooks:write', 'stats:read'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** French labels of the scopes (the « Accès API » view, the docs). */
export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, string> = {
  'leads:read': 'Lire les prospects (listes, fiches, exports CSV)',
  'leads:write': 'Modifier les prospects (statut, notes)',
  'blog:read': 'Lire les articles et les catégories (y compris les brouillons)',
  'blog:write': 'Écrire, publier et supprimer des articles et des catégories',
  'webhooks:write': 'Gérer les webhooks',
  'stats:read': 'Lire les statistiques (audience, données terrain)',
};

/**
 * Every key starts so: recognisable in a header or a leaked file, and told apart from a session
 * token. Then 43 random characters (base64url of 32 bytes: 256 bits).
 */
export const API_KEY_PREFIX = 'av_';
/** Characters of the key kept in clear to recognise it in the list (`av_` + 8). */
export const API_KEY_SHOWN_PREFIX_LENGTH = API_KEY_PREFIX.length + 8;

export const isApiKeyFormat = (token: string) =>
  token.startsWith(API_KEY_PREFIX) && /^av_[A-Za-z0-9_-]{32,100}$/.test(token);

/** The French refusal of a key used outside its scopes (403). */
export const API_KEY_FORBIDDEN = (scope: string | undefined) =>
  scope
    ? `Cette clé d'API n'a pas le droit « ${scope} » nécessaire à cette opération.`
    : "Cette clé d'API n'a pas le droit d'utiliser cette opération : elle est réservée aux sessions du back-office.";

export const CreateApiKeyInput = z.object({
  name: z
    .string({ error: 'Veuillez nommer la clé.' })
    .overwrite(cleanText)
    .min(1, 'Veuillez nommer la clé.')
    .max(80, 'Le nom de la clé ne doit pas dépasser 80 caractères.'),
  scopes: z
    .array(z.enum(API_KEY_SCOPES, { error: 'Droit inconnu.' }), { error: 'Choisissez au moins un droit.' })
    .min(1, 'Choisissez au moins un droit.')
    .max(API_KEY_SCOPES.length)
    .transform((scopes) => [...new Set(scopes)]),
  expiresAt: z.coerce
    .date({ error: "Date d'expiration invalide." })
    .refine((date) => date.getTime() > Date.now(), "La date d'expiration doit être dans le futur.")
    .nullish(),
  currentPassword: currentPasswordField(),
});
export type CreateApiKeyInput = z.input<typeof CreateApiKeyInput>;

export const ApiKeyIdInput = z.object({ id: z.coerce.number({ error: 'Identifiant invalide.' }).int().positive() });

const scopes = z.array(z.enum(API_KEY_SCOPES));

/** 201 of the creation: the key itself, shown this once. */
export const CreatedApiKeyReply = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  scopes,
  prefix: z.string(),
  key: z.string(),
});

export const ApiKeyItem = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  scopes,
  prefix: z.string(),
  createdAt: z.date(),
  lastUsedAt: z.date().nullable(),
  expiresAt: z.date().nullable(),
});
export type ApiKeyItem = z.infer<typeof ApiKeyItem>;
