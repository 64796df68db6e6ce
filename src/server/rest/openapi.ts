import { z } from 'zod';
import { SITE } from '../../shared/site';
import { REST_ROUTES, toOpenApiPath } from './routes';

type JsonObject = Record<string, unknown>;

const jsonSchema = (schema: z.ZodType): JsonObject =>
  z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'input', unrepresentable: 'any' }) as JsonObject;

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/** OpenAPI 3 description of the REST facade, built from the same table as the routes. */
export function buildOpenApiDocument(siteUrl: string): JsonObject {
  const paths: Record<string, JsonObject> = {};
  for (const route of REST_ROUTES) {
    const path = toOpenApiPath(route.path);
    const params = [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => ({
      name,
      in: 'path',
      required: true,
      schema: name === 'id' ? { type: 'integer', minimum: 1 } : { type: 'string' },
    }));
    const operation: JsonObject = {
      operationId: route.procedure,
      summary: route.summary,
      tags: [route.tag],
      'x-trpc-procedure': route.procedure,
      ...(params.length ? { parameters: params } : {}),
      ...(route.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(route.body) } } } }
        : {}),
      ...(route.auth ? { security: [{ bearerAuth: [] }, { sessionCookie: [] }] } : {}),
      responses: {
        [String(route.status ?? 200)]:
          route.reply === 'csv'
            ? { description: 'Fichier CSV (UTF-8 avec BOM, séparateur « ; »)', content: { 'text/csv': { schema: { type: 'string' } } } }
            : { description: 'Succès', content: { 'application/json': { schema: {} } } },
        ...(route.body ? { '400': errorResponse('Données invalides (détail dans issues)') } : {}),
        ...(route.auth ? { '401': errorResponse('Authentification requise') } : {}),
        ...Object.fromEntries(Object.entries(route.errors ?? {}).map(([code, text]) => [code, errorResponse(text)])),
        '429': errorResponse('Trop de requêtes'),
        '500': errorResponse('Erreur interne'),
        ...(route.tag === 'IA'
          ? {
              '502': errorResponse('Le service d’IA a échoué ou a renvoyé une réponse invalide (rien n’est enregistré)'),
              '504': errorResponse('Le service d’IA n’a pas répondu à temps (rien n’est enregistré)'),
            }
          : {}),
      },
    };
    paths[path] = { ...(paths[path] ?? {}), [route.method]: operation };
  }
  // Multipart, so outside the JSON table: described by hand (rest/uploads.ts).
  paths['/api/admin/uploads'] = {
    post: {
      operationId: 'uploads.image',
      summary:
        "Téléverse une image (champ multipart « file ») : PNG, JPEG ou WebP reconnus par leur contenu, ré-encodés en WebP (1600 px de large au plus, métadonnées retirées) ; renvoie { imagePath }.",
      tags: ['Administration du blog'],
      requestBody: {
        required: true,
        content: { 'multipart/form-data': { schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } } },
      },
      security: [{ bearerAuth: [] }, { sessionCookie: [] }],
      responses: {
        '201': {
          description: 'Image enregistrée',
          content: { 'application/json': { schema: { type: 'object', required: ['imagePath'], properties: { imagePath: { type: 'string', example: '/uploads/cabinet-m3x9a1b2c3d4.webp' } } } } },
        },
        '400': errorResponse('Pas une image PNG, JPEG ou WebP lisible, ou pas de champ « file »'),
        '401': errorResponse('Authentification requise'),
        '413': errorResponse('Image de plus de 5 Mo'),
      },
    },
  };
  return {
    openapi: '3.0.3',
    info: {
      title: `API ${SITE.brand}`,
      version: '1.0.0',
      description:
        "Façade REST des procédures tRPC du site. JSON simple en entrée et en sortie ; dates au format ISO 8601. " +
        "Les routes d'administration exigent l'en-tête `Authorization: Bearer <token>` (jeton renvoyé par la connexion) ou le cookie de session.",
    },
    servers: [{ url: siteUrl }],
    paths,
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer' },
        sessionCookie: { type: 'apiKey', in: 'cookie', name: 'av_session' },
      },
      schemas: {
        Error: {
          type: 'object',
          required: ['error', 'code'],
          properties: {
            error: { type: 'string', description: 'Message en français' },
            code: { type: 'string', example: 'BAD_REQUEST' },
            issues: { type: 'array', items: { type: 'object' }, description: 'Détail des erreurs de validation' },
          },
        },
      },
    },
  };
}
