/**
 * The OpenAPI 3.1 document of the REST facade, built from the router (rest/routes.ts): each
 * operation's body, query and path parameters come from the procedure's input schema, its
 * success reply from its `.output()` schema, its errors from its meta and middlewares.
 */
import { sessionCookieName } from '../auth/lucia';
import { z } from '#shared/zod';
import { WEBHOOK_EVENTS } from '#shared/webhooks/events';
import { SITE } from '#shared/site/brand';
import { REST_TAGS, type RestTag } from '../trpc/meta';
import { toOpenApiPath, type RestApi, type RestRoute } from './routes';

type JsonObject = Record<string, unknown>;

/** A zod schema as JSON Schema 2020-12 (OpenAPI 3.1); dates are ISO 8601 strings in JSON. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonObject {
  const result = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    override: (ctx) => {
      const def = (ctx.zodSchema as { _zod: { def: { type: string } } })._zod.def;
      if (def.type === 'date') {
        ctx.jsonSchema.type = 'string';
        ctx.jsonSchema.format = 'date-time';
      }
    },
  }) as JsonObject;
  delete result.$schema;
  return result;
}

/** An error reply of the OpenAPI document: `{ error, code }` with its description. */
export const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

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
};

const LINK_HEADER = {
  description:
    'Lien vers la page suivante (RFC 8288), présent quand une page suivante existe : `</api/contacts?limit=50&cursor=…>; rel="next"`.',
  schema: { type: 'string' },
};

function successResponse(route: RestRoute): JsonObject {
  if (route.reply === 'csv') {
    return {
      description: 'Fichier CSV (UTF-8 avec BOM, séparateur « ; »)',
      content: { 'text/csv': { schema: { type: 'string' } } },
    };
  }
  return {
    description: 'Succès',
    ...(route.paginated ? { headers: { Link: LINK_HEADER } } : {}),
    content: { 'application/json': { schema: route.output ? jsonSchema(route.output, 'output') : {} } },
  };
}

/** The 403 of an operation: a role that does not cover it, and/or a cross-site cookie mutation. */
function forbiddenResponse(route: RestRoute): JsonObject {
  const reasons = [
    ...(route.auth ? [`Rôle insuffisant : réservé aux rôles ${route.roles.join(', ')}`] : []),
    ...(route.auth
      ? [route.scope ? `Clé d'API sans le droit \`${route.scope}\`` : "Réservé aux sessions du back-office (une clé d'API est refusée)", 'Double authentification obligatoire non configurée']
      : []),
    ...(route.method !== 'get' ? ['Requête refusée : une modification authentifiée par le cookie de session doit venir du site lui-même'] : []),
  ];
  return reasons.length ? { '403': errorResponse(reasons.join(' ; ')) } : {};
}

function operation(route: RestRoute): JsonObject {
  const parameters = [
    ...route.params.map((name) => ({
      name,
      in: 'path',
      required: true,
      schema: jsonSchema(route.paramSchemas[name]!, 'input'),
    })),
    ...Object.entries(route.query?.shape ?? {}).map(([name, schema]) => {
      const { description, ...rest } = jsonSchema(schema as z.ZodType, 'input');
      return { name, in: 'query', required: false, ...(description ? { description } : {}), schema: rest };
    }),
  ];
  const takesInput = Boolean(route.body || route.query || route.params.length);
  return {
    operationId: route.procedure,
    summary: route.summary,
    ...(route.description || route.auth
      ? { description: [route.description, route.auth ? `Rôles autorisés : ${route.roles.map((r) => `\`${r}\``).join(', ')}.` : ''].filter(Boolean).join('\n\n') }
      : {}),
    tags: [route.tag],
    ...(route.auth ? { 'x-roles': route.roles } : {}),
    'x-trpc-procedure': route.procedure,
    ...(parameters.length ? { parameters } : {}),
    ...(route.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(route.body, 'input') } } } }
      : {}),
    // An admin path declares the API key scope that opens it to a third party's key (else sessions only).
    security: route.auth ? [{ bearerAuth: [] }, { sessionCookie: [] }, ...(route.scope ? [{ apiKey: [route.scope] }] : [])] : [],
    ...(route.auth ? { 'x-api-key-scope': route.scope ?? null } : {}),
    responses: {
      [String(route.status ?? 200)]: successResponse(route),
      '400': errorResponse(
        takesInput
          ? 'Données invalides (message en français dans error, détail dans issues) ou corps de requête illisible'
          : 'Requête illisible (corps JSON invalide, encodage non pris en charge)',
      ),
      ...(route.auth ? { '401': errorResponse('Authentification requise') } : {}),
      ...forbiddenResponse(route),
      ...Object.fromEntries(Object.entries(route.errors ?? {}).map(([code, text]) => [code, errorResponse(text)])),
      ...(route.rateLimited ? { '429': errorResponse('Trop de requêtes : réessayez plus tard') } : {}),
    },
  };
}

/** The Standard Webhooks message a subscribed endpoint receives. */
function webhookDocs(): JsonObject {
  return Object.fromEntries(
    WEBHOOK_EVENTS.map((event) => [
      event,
      {
        post: {
          operationId: `webhook.${event}`,
          summary: `Événement ${event} envoyé à l'URL enregistrée`,
          description:
            'En-têtes `webhook-id` (identique à chaque nouvelle tentative), `webhook-timestamp` (secondes Unix) et ' +
            '`webhook-signature: v1,<base64 de HMAC-SHA256(clé, "id.timestamp.corps")>`, la clé étant le base64 qui suit `whsec_` dans le secret.',
          tags: ['Webhooks'],
          security: [],
          requestBody: {
            required: true,
            content: { 'application/json': { schema: { $ref: '#/components/schemas/WebhookMessage' } } },
          },
          responses: { '200': { description: 'Tout code 2xx reçu en moins de 10 s vaut réussite ; sinon le message est renvoyé plus tard.' } },
        },
      },
    ]),
  );
}

/** OpenAPI 3.1 description of the REST facade. */
export function buildOpenApiDocument(api: RestApi, siteUrl: string): JsonObject {
  const paths: Record<string, JsonObject> = {};
  for (const route of api.routes) {
    const path = toOpenApiPath(route.path);
    paths[path] = { ...(paths[path] ?? {}), [route.method]: operation(route) };
  }
  // Routes a feature serves beside the procedures (the multipart upload), described by their feature.
  for (const extra of api.extra) paths[toOpenApiPath(extra.path)] = { ...(paths[toOpenApiPath(extra.path)] ?? {}), [extra.method]: extra.operation };
  return {
    openapi: '3.1.0',
    info: {
      title: `API ${SITE.brand}`,
      version: '1.1.0',
      description:
        'Façade REST des procédures tRPC du site. JSON simple en entrée et en sortie ; dates au format ISO 8601. ' +
        "Les opérations d'administration exigent l'en-tête `Authorization: Bearer <token>` (jeton renvoyé par `POST /api/admin/login`) ou le cookie de session. " +
        "**Clés d'API** : un outil tiers (CRM, automatisation) n'utilise pas de mot de passe : un administrateur crée une clé dans le back-office " +
        "(Paramètres → « Accès API ») ou par `POST /api/admin/api-keys` `{ name, scopes, expiresAt? }`, en choisissant ses droits " +
        "(`leads:read`, `leads:write`, `blog:read`, `blog:write`, `webhooks:write`, `stats:read`). La clé (`av_…`) n'est affichée qu'une fois ; " +
        "elle s'envoie dans `Authorization: Bearer av_…` et n'ouvre que les opérations dont le droit figure dans ses droits (schéma `apiKey` de chaque opération) : " +
        "hors de ses droits 403, expirée ou révoquée 401. " +
        'Les listes acceptent `?limit=&cursor=` : la réponse reste un tableau JSON et l’en-tête `Link` (rel="next") donne la page suivante ; sans `limit`, la liste entière. ' +
        'Les erreurs ont la forme `{ "error": "message en français", "code": "CODE" }`.',
      contact: { name: SITE.brand, email: SITE.email, url: siteUrl },
      license: { name: 'Propriétaire — tous droits réservés', url: `${siteUrl}/privacy` },
    },
    servers: [{ url: siteUrl, description: 'Ce site' }],
    tags: REST_TAGS.map((name) => ({ name, description: TAG_DESCRIPTIONS[name] })),
    paths,
    webhooks: webhookDocs(),
    components: {
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
            error: { type: 'string', description: 'Message en français' },
            code: { type: 'string', examples: ['BAD_REQUEST'] },
            issues: { type: 'array', items: { type: 'object' }, description: 'Détail des erreurs de validation' },
          },
        },
        WebhookMessage: {
          type: 'object',
          required: ['type', 'timestamp', 'data'],
          properties: {
            type: { type: 'string', enum: [...WEBHOOK_EVENTS] },
            timestamp: { type: 'string', format: 'date-time' },
            data: {
              type: 'object',
              description:
                'lead.created / lead.updated : le prospect (`kind` « contact » ou « quiz », `id`, coordonnées, réponses du quiz…) ; ' +
                'article.published : `id`, `slug`, `title`, `excerpt`, `url`, `publishedAt`…',
            },
          },
        },
      },
    },
  };
}
