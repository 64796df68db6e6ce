/**
 * The OpenAPI 3.1 document of the REST facade, built from the router (rest/routes.ts): each
 * operation's body, query and path parameters come from the procedure's input schema, its
 * success reply from its `.output()` schema, its errors from its meta and middlewares.
 */
import { sessionCookieName } from '../auth/lucia';
import type { z } from '#shared/zod';
import { WEBHOOK_EVENTS } from '#shared/webhooks/events';
import { SITE } from '#shared/site/brand';
import { REST_TAGS, type RestTag } from '../trpc/meta';
import { ERROR_CODES } from '../trpc/errors';
import { exampleOf } from './examples';
import { API_VERSION, VERSIONING_POLICY, changelogMarkdown } from './versioning';
import type { RateLimitBucket, RateLimitPolicy } from '../rate-limit';
import { hasEtag, toOpenApiPath, type RestApi, type RestRoute } from './routes';
import { errorResponse, jsonSchema, webhookDocs, webhookMessage, webhookSchemaName, type JsonObject } from './openapi-parts';

const TAG_DESCRIPTIONS: Record<RestTag, string> = {
  Authentification: 'Connexion, jeton de session (Bearer) et compte administrateur.',
  'Équipe': "Membres de l'équipe et rôles, invitations, réinitialisation du mot de passe, journal d'audit.",
  Blog: 'Articles publiés, lisibles sans authentification.',
  'Administration du blog': 'Rédaction, publication et suppression des articles.',
  Prospects: 'Demandes de contact, prospects du quiz, exports CSV et e-mails envoyés.',
  Webhooks: 'Notifications signées (Standard Webhooks) vers un CRM ou un outil d’automatisation.',
  Outils: 'Outils gratuits du site : audit SEO, visibilité locale, retour sur investissement.',
  IA: "Génération d'idées, d'articles et d'images (administrateur).",
  Site: 'Plan du site.',
  'Rendez-vous': 'Créneaux libres, réservation d’un appel (invitation iCalendar), lien de gestion, disponibilités et rendez-vous du back-office.',
  SEO: 'Les adresses du site ne se perdent pas : redirections (301, 302, 308, 410) et pages introuvables.',
};

const LINK_HEADER = {
  description:
    'Lien vers la page suivante (RFC 8288), présent quand une page suivante existe : `</api/contacts?limit=50&cursor=…>; rel="next"`.',
  schema: { type: 'string' },
};

const REPLAYED_HEADER = {
  description: '`true` quand la réponse est celle, enregistrée, d’une requête précédente de même clé Idempotency-Key et de même corps.',
  schema: { type: 'string', enum: ['true'] },
};

const ETAG_HEADER = {
  description: 'Validateur fort de la ressource (RFC 9110) : à renvoyer dans `If-Match` pour la modifier sans écraser le travail d’un autre, ou dans `If-None-Match` pour recevoir 304 si elle n’a pas changé.',
  schema: { type: 'string', example: '"Xq3v0m1c6cJ3yq0u2bq3uV0c7F6pQmBv"' },
};

const IF_MATCH_PARAMETER = {
  name: 'If-Match',
  in: 'header',
  required: false,
  description:
    'L’`ETag` reçu à la lecture de la ressource (GET). S’il n’est plus celui de la ressource (un autre l’a modifiée entre-temps) : 412, rien n’est écrit. Sans en-tête, ou avec `*` : l’écriture a lieu sans vérification.',
  schema: { type: 'string' },
};

const IF_NONE_MATCH_PARAMETER = {
  name: 'If-None-Match',
  in: 'header',
  required: false,
  description: 'L’`ETag` d’une lecture précédente : 304 sans corps si la ressource n’a pas changé.',
  schema: { type: 'string' },
};

/** The `Idempotency-Key` request header (IETF draft « The Idempotency-Key HTTP Header Field »). */
const IDEMPOTENCY_PARAMETER = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Clé unique choisie par le client (un UUID v4 par exemple), à renvoyer à l’identique quand il répète la requête après une erreur réseau ou un délai dépassé. ' +
    'La première réponse est conservée 24 h et rejouée pour la même clé et le même corps (en-tête `Idempotent-Replayed: true`) : un seul prospect, un seul jeu d’e-mails, un seul webhook. ' +
    'Même clé avec un autre corps : 422 ; même clé pendant que la première requête est en cours : 409. Une erreur 5xx libère la clé.',
  schema: { type: 'string', minLength: 1, maxLength: 255 },
  example: '8e03978e-40d5-43e8-bc93-6894a57f9324',
};

function successResponse(route: RestRoute): JsonObject {
  if (route.reply === 'csv') {
    return {
      description: 'Fichier CSV (UTF-8 avec BOM, séparateur « ; »)',
      content: { 'text/csv': { schema: { type: 'string' } } },
    };
  }
  if (route.status === 204) return { description: 'Fait (aucun contenu)' };
  const schema = route.output ? jsonSchema(route.output, 'output') : {};
  const example = exampleOf(schema, 'reply');
  const headers = {
    ...(route.paginated ? { Link: LINK_HEADER } : {}),
    ...(route.idempotent ? { 'Idempotent-Replayed': REPLAYED_HEADER } : {}),
    ...(hasEtag(route) || (route.ifMatch && route.method !== 'delete') ? { ETag: ETAG_HEADER } : {}),
    ...(route.rateLimited ? RATE_LIMIT_HEADERS : {}),
  };
  return {
    description: 'Succès',
    ...(Object.keys(headers).length > 0 ? { headers } : {}),
    content: { 'application/json': { schema, ...(example === undefined ? {} : { example }) } },
  };
}

/** The error replies an operation can give, from what the route is (auth, ids, body, limits) and its meta. */
function errorResponses(route: RestRoute): JsonObject {
  const takesInput = Boolean(route.body || route.query || route.params.length);
  const writes = route.method !== 'get';
  const responses: Record<string, JsonObject> = {
    '400': errorResponse(
      takesInput
        ? 'Données invalides (message en français dans error, détail dans issues) ou corps de requête illisible'
        : 'Requête illisible (corps JSON invalide, encodage non pris en charge)',
      400,
    ),
  };
  if (route.auth) {
    responses['401'] = errorResponse('Authentification requise', 401);
    const reasons = [
      `Rôle insuffisant : réservé aux rôles ${route.roles.join(', ')}`,
      route.scope ? `clé d'API sans le droit \`${route.scope}\`` : "réservé aux sessions du back-office (une clé d'API est refusée)",
      'double authentification obligatoire non configurée',
      ...(writes ? ['modification par cookie venue d’un autre site'] : []),
    ];
    responses['403'] = errorResponse(reasons.join(' ; '), 403);
  } else if (writes) {
    responses['403'] = errorResponse("Requête refusée : une modification authentifiée par le cookie de session doit venir du site lui-même", 403);
  }
  if (route.params.length > 0) responses['404'] = errorResponse('Ressource introuvable', 404);
  if (writes && route.method !== 'delete') responses['413'] = errorResponse('Corps de requête trop volumineux', 413);
  if (route.body) responses['415'] = errorResponse('Corps qui n’est pas du JSON (Content-Type application/json attendu)', 415);
  if (route.idempotent) {
    responses['409'] = errorResponse('Une requête avec la même clé Idempotency-Key est encore en cours', 409);
    responses['422'] = errorResponse('Clé Idempotency-Key déjà utilisée pour une autre requête (un autre corps)', 422);
  }
  if (route.ifMatch) responses['412'] = errorResponse('La ressource a changé depuis votre lecture : l’en-tête If-Match n’est plus son ETag (relisez-la)', 412);
  for (const [status, text] of Object.entries(route.errors ?? {})) {
    const also = responses[status]?.description;
    responses[status] = errorResponse(also ? `${text} ; ou : ${String(also)}` : text, Number(status));
  }
  if (route.rateLimited) {
    responses['429'] = errorResponse('Trop de requêtes : réessayez après le délai de Retry-After', 429, {
      'Retry-After': { description: 'Secondes à attendre avant de réessayer (RFC 9110).', required: true, schema: { type: 'integer', minimum: 1 } },
      ...RATE_LIMIT_HEADERS,
    });
  }
  return Object.fromEntries(Object.entries(responses).sort(([a], [b]) => Number(a) - Number(b)));
}

/**
 * The headers of a rate-limited reply (IETF draft-ietf-httpapi-ratelimit-headers-09): the policy
 * is named after the bucket; `q` requests per `w` seconds, `r` remaining, `t` seconds to the reset.
 */
const RATE_LIMIT_HEADERS = {
  'RateLimit-Policy': {
    description: 'Quota de la limite (draft-ietf-httpapi-ratelimit-headers-09) : `"<compteur>";q=<requêtes>;w=<secondes>`.',
    required: true,
    schema: { type: 'string', example: '"forms";q=20;w=900' },
  },
  RateLimit: {
    description: 'État du compteur (draft-ietf-httpapi-ratelimit-headers-09) : `"<compteur>";r=<requêtes restantes>;t=<secondes avant la remise à zéro>`.',
    required: true,
    schema: { type: 'string', example: '"forms";r=19;t=900' },
  },
};

/** The limit a rate-limited operation is counted under, in words (its description) and as an extension. */
function rateLimitNote(route: RestRoute, limits: Record<RateLimitBucket, RateLimitPolicy>): { text: string; extension: JsonObject } | null {
  if (!route.rateLimited) return null;
  const { limit, windowSeconds } = limits[route.rateLimited];
  const per = route.auth ? 'par compte administrateur' : 'par adresse IP';
  return {
    text: `Limite : ${limit} requêtes par ${windowSeconds} s ${per} (compteur « ${route.rateLimited} », partagé avec les autres opérations du même compteur) ; en-têtes RateLimit et RateLimit-Policy sur chaque réponse, 429 avec Retry-After au-delà.`,
    extension: { bucket: route.rateLimited, limit, windowSeconds },
  };
}

function operation(route: RestRoute, limits: Record<RateLimitBucket, RateLimitPolicy>): JsonObject {
  const parameters = [
    ...route.params.map((name) => ({
      name,
      in: 'path',
      required: true,
      schema: jsonSchema(route.paramSchemas[name]!, 'input'),
    })).map((parameter) => ({ ...parameter, example: exampleOf(parameter.schema, 'request') })),
    ...Object.entries(route.query?.shape ?? {}).map(([name, schema]) => {
      const { description, ...rest } = jsonSchema(schema as z.ZodType, 'input');
      return { name, in: 'query', required: false, ...(description ? { description } : {}), schema: rest };
    }),
    ...(route.idempotent ? [{ $ref: '#/components/parameters/IdempotencyKey' }] : []),
    ...(route.ifMatch ? [{ $ref: '#/components/parameters/IfMatch' }] : []),
    ...(hasEtag(route) ? [{ $ref: '#/components/parameters/IfNoneMatch' }] : []),
  ];
  const body = route.body ? jsonSchema(route.body, 'input') : undefined;
  const bodyExample = body ? exampleOf(body, 'request') : undefined;
  const limitNote = rateLimitNote(route, limits);
  return {
    operationId: route.procedure,
    summary: route.summary,
    ...(route.description || route.auth || limitNote
      ? {
          description: [route.description, route.auth ? `Rôles autorisés : ${route.roles.map((r) => `\`${r}\``).join(', ')}.` : '', limitNote?.text]
            .filter(Boolean)
            .join('\n\n'),
        }
      : {}),
    ...(limitNote ? { 'x-rate-limit': limitNote.extension } : {}),
    tags: [route.tag],
    ...(route.auth ? { 'x-roles': route.roles } : {}),
    'x-trpc-procedure': route.procedure,
    ...(parameters.length ? { parameters } : {}),
    ...(body
      ? { requestBody: { required: true, content: { 'application/json': { schema: body, ...(bodyExample === undefined ? {} : { example: bodyExample }) } } } }
      : {}),
    // An admin path declares the API key scope that opens it to a third party's key (else sessions only).
    security: route.auth ? [{ bearerAuth: [] }, { sessionCookie: [] }, ...(route.scope ? [{ apiKey: [route.scope] }] : [])] : [],
    ...(route.auth ? { 'x-api-key-scope': route.scope ?? null } : {}),
    responses: {
      [String(route.status ?? 200)]: successResponse(route),
      ...(hasEtag(route) ? { '304': { description: 'Non modifiée : If-None-Match est toujours son ETag (pas de corps)', headers: { ETag: ETAG_HEADER } } } : {}),
      ...errorResponses(route),
    },
  };
}

/** OpenAPI 3.1 description of the REST facade. */
export function buildOpenApiDocument(api: RestApi, siteUrl: string, limits: Record<RateLimitBucket, RateLimitPolicy>): JsonObject {
  const paths: Record<string, JsonObject> = {};
  for (const route of api.routes) {
    const path = toOpenApiPath(route.path);
    paths[path] = { ...(paths[path] ?? {}), [route.method]: operation(route, limits) };
  }
  // Routes a feature serves beside the procedures (the multipart upload), described by their feature.
  for (const extra of api.extra) paths[toOpenApiPath(extra.path)] = { ...(paths[toOpenApiPath(extra.path)] ?? {}), [extra.method]: extra.operation };
  return {
    openapi: '3.1.0',
    info: {
      title: `API ${SITE.brand}`,
      version: API_VERSION,
      description:
        'Façade REST des procédures tRPC du site. JSON simple en entrée et en sortie ; dates au format ISO 8601. ' +
        "Les opérations d'administration exigent l'en-tête `Authorization: Bearer <token>` (jeton renvoyé par `POST /api/admin/login`) ou le cookie de session. " +
        "**Clés d'API** : un outil tiers (CRM, automatisation) n'utilise pas de mot de passe : un administrateur crée une clé dans le back-office " +
        "(Paramètres → « Accès API ») ou par `POST /api/admin/api-keys` `{ name, scopes, expiresAt? }`, en choisissant ses droits " +
        "(`leads:read`, `leads:write`, `blog:read`, `blog:write`, `webhooks:write`, `stats:read`). La clé (`av_…`) n'est affichée qu'une fois ; " +
        "elle s'envoie dans `Authorization: Bearer av_…` et n'ouvre que les opérations dont le droit figure dans ses droits (schéma `apiKey` de chaque opération) : " +
        "hors de ses droits 403, expirée ou révoquée 401. " +
        'Les listes acceptent `?limit=&cursor=` : la réponse reste un tableau JSON et l’en-tête `Link` (rel="next") donne la page suivante ; sans `limit`, la liste entière. ' +
        'Les erreurs ont la forme `{ "error": "message en français", "code": "CODE" }`.\n\n' +
        `${VERSIONING_POLICY}\n\n## Journal des modifications\n\n${changelogMarkdown()}`,
      contact: { name: SITE.brand, email: SITE.email, url: siteUrl },
      license: { name: 'Propriétaire — tous droits réservés', url: `${siteUrl}/privacy` },
    },
    servers: [{ url: siteUrl, description: 'Ce site' }],
    tags: REST_TAGS.map((name) => ({ name, description: TAG_DESCRIPTIONS[name] })),
    paths,
    webhooks: webhookDocs(),
    components: {
      parameters: { IdempotencyKey: IDEMPOTENCY_PARAMETER, IfMatch: IF_MATCH_PARAMETER, IfNoneMatch: IF_NONE_MATCH_PARAMETER },
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', description: 'Jeton renvoyé par POST /api/admin/login' },
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          description:
            "Clé d'API `av_…` créée par un administrateur (Paramètres → « Accès API », ou POST /api/admin/api-keys), limitée à ses droits : " +
            'leads:read, leads:write, blog:read, blog:write, webhooks:write, stats:read.',
        },
        sessionCookie: { type: 'apiKey', in: 'cookie', name: sessionCookieName(siteUrl.startsWith('https://')), description: 'Cookie de session du back-office' },
      },
      schemas: {
        Error: {
          type: 'object',
          required: ['error', 'code'],
          properties: {
            error: { type: 'string', description: 'Message en français, à montrer tel quel' },
            code: { type: 'string', enum: [...ERROR_CODES], description: 'Code stable de l’erreur, à tester par programme (le statut HTTP en découle).' },
            issues: {
              type: 'array',
              description: 'Détail des erreurs de validation (400) : un élément par problème.',
              items: {
                type: 'object',
                required: ['path', 'message', 'code'],
                properties: {
                  path: { type: 'array', items: { type: ['string', 'integer'] }, description: 'Chemin du champ dans la requête, par exemple ["quizAnswers", 0].' },
                  message: { type: 'string', description: 'Message en français' },
                  code: { type: 'string', description: 'Code du problème (zod) : invalid_type, too_small, too_big, invalid_format, invalid_value, custom…' },
                },
              },
            },
            reference: { type: 'string', description: 'Erreur interne (500) : référence de la requête, à citer au support.' },
          },
        },
        ...Object.fromEntries(WEBHOOK_EVENTS.map((event) => [webhookSchemaName(event), webhookMessage(event)])),
      },
    },
  };
}
