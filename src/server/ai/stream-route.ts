/**
 * `POST /api/admin/blog/generate/stream`: the streamed generation as `text/event-stream`. An
 * Express route beside the JSON facade (which answers JSON only), behind the same cross-site guard;
 * it calls the `ai.generateStream` subscription in-process, so the auth, the per-account limit and
 * the input checks are the procedure's. Refusals before the first event answer JSON with their
 * status (401, 400, 429 over budget…); later failures are an `error` event. The client closing the
 * connection aborts the procedure's signal, and with it the provider call.
 */
import { callTRPCProcedure, type AnyTRPCRouter } from '@trpc/server';
import type { Request, RequestHandler, Response } from 'express';
import { z } from '#shared/zod';
import { exampleOf } from '../platform/rest/examples';
import { GENERATE_STREAM_PATH, GenerateStreamInput, STREAM_EVENT_SCHEMAS, type StreamEvent } from '#shared/ai/stream';
import { describeError, retryAfterOf } from '#server/platform/trpc/errors';
import type { Context } from '#server/platform/trpc/init';
import { errorResponse } from '#server/platform/rest/openapi-parts';
import type { ExtraOperation } from '#server/platform/rest/routes';

type CreateContext = (opts: { req: Request; res: Response }) => Promise<Context>;

const schema = (s: z.ZodType) => {
  const json = z.toJSONSchema(s, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  delete json.$schema;
  return json;
};

const STREAM_SUMMARY =
  'Génère un article en flux (text/event-stream, mêmes corps et accès que /api/admin/blog/generate) : ' +
  'événements progress, delta, analysis, done, error.';

const STREAM_DESCRIPTION = [
  STREAM_SUMMARY,
  '',
  'Chaque événement est une ligne `event: <nom>` suivie d’une ligne `data: <JSON>` et d’une ligne vide :',
  '- `progress` `{ stage }` : étape en cours, `writing` (rédaction), `analysing` (analyse SEO), `revising` (révision), `saving` (enregistrement) ;',
  '- `delta` `{ text }` : la suite du Markdown de l’article, au fil de l’écriture (une révision recommence un nouveau texte, après `progress revising`) ;',
  '- `analysis` `{ score, checks }` : l’analyse SEO de l’éditeur sur le brouillon (score sur 100, points `good` / `improve` / `bad`) ;',
  '- `done` `{ post }` : le brouillon enregistré, avec `focusKeyword`, `seoScore` et `revisions` ; fin du flux ;',
  '- `error` `{ error, code }` : échec en français, rien n’est enregistré ; fin du flux.',
  '',
  'Fermer la connexion arrête la génération (l’appel au fournisseur est interrompu, rien n’est enregistré). ' +
    'Un refus avant le premier événement répond en JSON avec son statut (401, 400, 429 : limite ou budget mensuel atteint).',
].join('\n');

/** The stream in the API docs and the OpenAPI document (not JSON, so described by hand). */
export const GENERATE_STREAM_OPERATION: ExtraOperation = {
  method: 'post',
  path: GENERATE_STREAM_PATH,
  summary: STREAM_SUMMARY,
  tag: 'IA',
  auth: true,
  operation: {
    operationId: 'ai.generateStream',
    summary: STREAM_SUMMARY,
    description: STREAM_DESCRIPTION,
    tags: ['IA'],
    requestBody: {
      required: true,
      content: { 'application/json': { schema: schema(GenerateStreamInput), example: exampleOf(schema(GenerateStreamInput), 'request') } },
    },
    security: [{ bearerAuth: [] }, { sessionCookie: [] }],
    responses: {
      '200': {
        description: 'Flux d’événements (text/event-stream)',
        content: {
          'text/event-stream': {
            schema: { type: 'string' },
            'x-events': Object.fromEntries(Object.entries(STREAM_EVENT_SCHEMAS).map(([name, s]) => [name, schema(s)])),
            example: 'event: progress\ndata: {"stage":"writing"}\n\nevent: delta\ndata: {"text":"## Pourquoi"}\n\n',
          },
        },
      },
      '400': errorResponse('Champs manquants ou invalides', 400),
      '401': errorResponse('Authentification requise', 401),
      '403': errorResponse("Rôle insuffisant : réservé aux rôles admin, editor ; réservé aux sessions du back-office (une clé d'API est refusée) ; ou envoi par cookie venu d’un autre site", 403),
      '413': errorResponse('Corps de requête trop volumineux', 413),
      '429': errorResponse('Trop de générations, ou budget mensuel de l’IA atteint (le message dit quand il se renouvelle)', 429, {
        'Retry-After': { description: 'Secondes à attendre avant de réessayer (RFC 9110).', required: true, schema: { type: 'integer', minimum: 1 } },
      }),
    },
  },
};

const send = (res: Response, { event, data }: StreamEvent) => res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

/** The stream route; `router` holds the `ai.generateStream` subscription. */
export function createGenerateStreamRoute(router: AnyTRPCRouter, createContext: CreateContext): RequestHandler {
  return async (req, res) => {
    res.locals.route = GENERATE_STREAM_PATH;
    const controller = new AbortController();
    res.on('close', () => {
      if (!res.writableEnded) controller.abort();
    });
    let events: AsyncIterator<StreamEvent>;
    let first: IteratorResult<StreamEvent>;
    try {
      const ctx = await createContext({ req, res });
      const iterable = (await callTRPCProcedure({
        router,
        path: 'ai.generateStream',
        type: 'subscription',
        ctx,
        getRawInput: async () => req.body as unknown,
        signal: controller.signal,
        batchIndex: 0,
      })) as AsyncIterable<StreamEvent>;
      events = iterable[Symbol.asyncIterator]();
      first = await events.next();
    } catch (err) {
      if (controller.signal.aborted) return;
      const { status, body } = describeError(err);
      if (status >= 500) req.log.error({ err }, 'génération en flux impossible');
      const wait = retryAfterOf(err);
      if (wait !== undefined) res.setHeader('Retry-After', String(wait));
      res.status(status).setHeader('Cache-Control', 'no-store').json(body);
      return;
    }
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Accel-Buffering': 'no',
    });
    try {
      for (let step = first; !step.done; step = await events.next()) send(res, step.value);
    } catch (err) {
      if (controller.signal.aborted) return;
      const { status, body } = describeError(err);
      if (status >= 500) req.log.error({ err }, 'génération en flux interrompue');
      send(res, { event: 'error', data: { error: body.error, code: body.code } });
    }
    res.end();
  };
}
