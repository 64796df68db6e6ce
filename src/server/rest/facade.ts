import express, { type Request, type Response, type NextFunction, type Router } from 'express';
import { describeHttpError, jsonBody } from '../http/body';
import { escapeHtml } from '../../shared/rules/html';
import { describeError } from '../trpc/errors';
import type { Context } from '../trpc/init';
import { createCaller } from '../trpc/root';
import { buildOpenApiDocument } from './openapi';
import { REST_ROUTES } from './routes';

type CreateContext = (opts: { req: Request; res: Response }) => Promise<Context>;

function sendError(res: Response, err: unknown) {
  const { status, body } = describeError(err);
  if (status >= 500 && status !== 501) console.error('[api]', err);
  res.status(status).json(body);
}

/** Mounts every row of the REST table on an Express router, plus /api/openapi.json and /api/docs. */
export function createRestFacade(createContext: CreateContext, siteUrl: string): Router {
  const api = express.Router();
  api.use('/api', jsonBody);

  const openapi = buildOpenApiDocument(siteUrl);
  api.get('/api/openapi.json', (_req, res) => {
    res.json(openapi);
  });
  api.get('/api/docs', (_req, res) => {
    res.type('html').send(renderDocs());
  });

  for (const route of REST_ROUTES) {
    api[route.method](route.path, async (req: Request, res: Response) => {
      try {
        const caller = createCaller(await createContext({ req, res }));
        const result = await route.call(caller, {
          body: req.body ?? {},
          params: req.params as Record<string, string>,
        });
        if (route.reply === 'csv') {
          const { filename, csv } = result as { filename: string; csv: string };
          res
            .status(route.status ?? 200)
            .type('text/csv; charset=utf-8')
            .attachment(filename)
            .setHeader('Cache-Control', 'no-store')
            .send(csv);
          return;
        }
        res.status(route.status ?? 200).json(result ?? { success: true });
      } catch (err) {
        sendError(res, err);
      }
    });
  }

  api.use('/api', (_req, res) => {
    res.status(404).json({ error: 'Route API introuvable', code: 'NOT_FOUND' });
  });
  // Body parser failures (malformed JSON, too large, charset, Content-Encoding, invalid UTF-8)
  // keep their 4xx; anything else thrown before a route is described like a procedure error.
  api.use('/api', (err: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const described = describeHttpError(err);
    if (described) {
      res.status(described.status).json(described.body);
      return;
    }
    sendError(res, err);
  });
  return api;
}

function renderDocs(): string {
  const rows = REST_ROUTES.map(
    (r) => `<tr><td><code class="m ${r.method}">${r.method.toUpperCase()}</code></td><td><code>${escapeHtml(r.path)}</code></td>` +
      `<td>${r.auth ? 'Bearer / cookie' : 'public'}</td><td>${r.status ?? 200}</td><td>${escapeHtml(r.summary)}</td>` +
      `<td><code>${escapeHtml(r.procedure)}</code></td></tr>`,
  ).join('\n');
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>API — documentation</title><link rel="icon" href="/favicon.svg">
<style>body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:72rem;padding:0 1rem;color:#0f172a}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #e2e8f0;padding:.5rem;text-align:left;vertical-align:top}
code{font-size:13px}.m{font-weight:700}.get{color:#047857}.post{color:#1d4ed8}.put,.patch{color:#b45309}.delete{color:#b91c1c}</style></head>
<body><h1>API REST — documentation</h1>
<p>Chaque route appelle la même procédure tRPC que le site. Corps et réponses en JSON ; erreurs au format
<code>{ "error": "message", "code": "CODE", "issues": [...] }</code>. Les routes protégées demandent
<code>Authorization: Bearer &lt;token&gt;</code> (jeton renvoyé par <code>POST /api/admin/login</code>).
Description complète : <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3).</p>
<table><thead><tr><th>Méthode</th><th>Chemin</th><th>Accès</th><th>Succès</th><th>Description</th><th>Procédure</th></tr></thead>
<tbody>${rows}</tbody></table></body></html>`;
}
