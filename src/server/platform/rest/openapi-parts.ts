/**
 * Parts of the OpenAPI document (rest/openapi.ts): zod schemas as JSON Schema, the error replies,
 * and the typed webhook messages of the document's `webhooks` section.
 */
import { z } from '#shared/zod';
import { WEBHOOK_EVENTS, WEBHOOK_EVENT_LABELS } from '#shared/webhooks/events';
import { WEBHOOK_PAYLOADS } from '#shared/webhooks/payloads';
import type { ErrorCode } from '../trpc/errors';
import { exampleOf } from './examples';

export type JsonObject = Record<string, unknown>;

type ZodInternals = { _zod: { optin?: string; def: { type: string; in?: ZodInternals; out?: ZodInternals; shape?: Record<string, ZodInternals> } } };

/**
 * True when an input field must be present: zod counts a `z.preprocess()` (a form's text turned
 * into a number) as optional, although the schema it feeds refuses `undefined`.
 */
function requiredInput(schema: ZodInternals): boolean {
  const def = schema._zod.def;
  if (def.type === 'pipe' && def.in && def.out) {
    return def.in._zod.def.type === 'transform' ? requiredInput(def.out) : requiredInput(def.in);
  }
  return schema._zod.optin === undefined;
}

/** A zod schema as JSON Schema 2020-12 (OpenAPI 3.1); dates are ISO 8601 strings in JSON. */
export function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonObject {
  const result = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    override: (ctx) => {
      const def = (ctx.zodSchema as unknown as ZodInternals)._zod.def;
      if (def.type === 'date') {
        ctx.jsonSchema.type = 'string';
        ctx.jsonSchema.format = 'date-time';
      }
      if (def.type === 'object' && io === 'input' && def.shape) {
        const required = Object.keys(def.shape).filter((name) => requiredInput(def.shape![name]!));
        if (required.length > 0) ctx.jsonSchema.required = required;
      }
      // Markers for the facade (form-only fields), not for the reader.
      delete ctx.jsonSchema.formOnly;
    },
  }) as JsonObject;
  delete result.$schema;
  return result;
}

/** The `code` of an error reply by HTTP status, with a typical French message (the examples). */
const ERROR_OF_STATUS: Record<number, { code: ErrorCode; error: string }> = {
  400: { code: 'BAD_REQUEST', error: 'Veuillez remplir tous les champs obligatoires.' },
  401: { code: 'UNAUTHORIZED', error: 'Authentification requise' },
  403: { code: 'FORBIDDEN', error: 'Requête refusée' },
  404: { code: 'NOT_FOUND', error: 'Ressource introuvable' },
  405: { code: 'METHOD_NOT_SUPPORTED', error: 'Méthode non autorisée' },
  409: { code: 'CONFLICT', error: 'Conflit avec l’état actuel de la ressource' },
  412: { code: 'PRECONDITION_FAILED', error: 'La ressource a changé depuis votre lecture' },
  413: { code: 'PAYLOAD_TOO_LARGE', error: 'Requête trop volumineuse' },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', error: 'Type de contenu non pris en charge : envoyez du JSON (application/json).' },
  422: { code: 'UNPROCESSABLE_CONTENT', error: 'Requête impossible à traiter' },
  429: { code: 'TOO_MANY_REQUESTS', error: 'Trop de tentatives. Veuillez réessayer dans 15 minutes.' },
  500: { code: 'INTERNAL_SERVER_ERROR', error: 'Une erreur interne est survenue. Veuillez réessayer plus tard.' },
  502: { code: 'BAD_GATEWAY', error: 'Le service externe a échoué' },
  504: { code: 'GATEWAY_TIMEOUT', error: 'Le service externe n’a pas répondu à temps' },
};

/**
 * An error reply of the OpenAPI document: the `Error` schema, its description, and an example
 * (`{ error, code }` of the status); `headers` are the reply's documented headers.
 */
export const errorResponse = (description: string, status?: number, headers?: JsonObject) => {
  const known = status === undefined ? undefined : ERROR_OF_STATUS[status];
  const example = known && status !== undefined ? { error: status === 400 || status >= 500 ? known.error : description, code: known.code } : undefined;
  return {
    description,
    ...(headers ? { headers } : {}),
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' }, ...(example ? { example } : {}) } },
  };
};

/** The component name of an event's message: lead.note_added → WebhookLeadNoteAdded. */
export function webhookSchemaName(event: string): string {
  return `Webhook${event.split(/[._]/).map((part) => part[0]!.toUpperCase() + part.slice(1)).join('')}`;
}

/** The Standard Webhooks message of one event: `{ type, timestamp, data }`, `data` from the event's registered schema. */
export function webhookMessage(event: (typeof WEBHOOK_EVENTS)[number]): JsonObject {
  const data = jsonSchema(WEBHOOK_PAYLOADS[event], 'output');
  const example = exampleOf(data, 'reply');
  return {
    type: 'object',
    required: ['type', 'timestamp', 'data'],
    properties: {
      type: { type: 'string', const: event },
      timestamp: { type: 'string', format: 'date-time' },
      data,
    },
    example: { type: event, timestamp: '2026-01-15T09:30:00.000Z', data: example },
  };
}

/** The Standard Webhooks message a subscribed endpoint receives, one typed payload per event. */
export function webhookDocs(): JsonObject {
  return Object.fromEntries(
    WEBHOOK_EVENTS.map((event) => [
      event,
      {
        post: {
          operationId: `webhook.${event}`,
          summary: `${event} : ${WEBHOOK_EVENT_LABELS[event]}`,
          description:
            'En-têtes `webhook-id` (identique à chaque nouvelle tentative), `webhook-timestamp` (secondes Unix) et ' +
            '`webhook-signature: v1,<base64 de HMAC-SHA256(clé, "id.timestamp.corps")>`, la clé étant le base64 qui suit `whsec_` dans le secret.',
          tags: ['Webhooks'],
          security: [],
          requestBody: {
            required: true,
            content: { 'application/json': { schema: { $ref: `#/components/schemas/${webhookSchemaName(event)}` } } },
          },
          responses: { '200': { description: 'Tout code 2xx reçu en moins de 10 s vaut réussite ; sinon le message est renvoyé plus tard.' } },
        },
      },
    ]),
  );
}
