/**
 * The whole product as one Express app with four faces: /trpc (the React client), /api (REST
 * facade for third parties), page routes (SSR) and files. `createApp` is what tests start.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import express, { type NextFunction, type Request, type Response } from 'express';
import compression from 'compression';
import { createExpressMiddleware } from '@trpc/server/adapters/express';
import type { ViteDevServer } from 'vite';
import type { AppConfig } from './env';
import { openDatabase } from './db';
import { createLucia } from './auth/lucia';
import { RateLimiter } from './trpc/rate-limit';
import { createContextFactory, type Deps } from './trpc/init';
import { appRouter } from './trpc/root';
import { createRestFacade } from './rest/facade';
import { bodyErrorHandler, describeHttpError, jsonBody } from './http/body';
import { sameOriginCookieMutations, securityHeaders } from './http/security';
import { scheduleDailyPurge } from './maintenance/purge';
import { startOutbox } from './outbox';
import { createWebhookChannel } from './outbox/channels/webhook';
import { createPageRenderer } from './ssr/render';
import { HtmlCache, htmlCacheMiddleware } from './ssr/html-cache';
import { robotsTxt, rssXml, sitemapXml } from './ssr/feeds';
import { CLIENT_DIST_DIR, PROJECT_ROOT, PUBLIC_DIR, SERVER_ENTRY } from './paths';
import { seed } from '../../db/seed';

export type AppMode = 'development' | 'production';

export type CreatedApp = {
  app: express.Express;
  deps: Deps;
  /** Rendered-HTML cache of the deploy-only pages (production only). */
  htmlCache?: HtmlCache;
  close: () => Promise<void>;
};

export async function createApp(config: AppConfig, mode: AppMode = 'production'): Promise<CreatedApp> {
  const database = openDatabase(config.databaseFile);
  await seed(database.db);
  fs.mkdirSync(config.uploadsDir, { recursive: true });

  const outbox = startOutbox(database.db, config, {
    webhook: createWebhookChannel({
      db: database.db,
      timeoutMs: config.WEBHOOK_TIMEOUT_SECONDS * 1000,
      allowPrivateHosts: config.OUTBOUND_ALLOW_PRIVATE_HOSTS,
      userAgent: `AvocatVisibleWebhooks/1.0 (+${config.SITE_URL})`,
    }),
  });
  const deps: Deps = {
    db: database.db,
    outbox,
    config,
    lucia: createLucia(database.db, config.SITE_URL.startsWith('https://')),
    rateLimiter: await RateLimiter.create(
      database.sqlite,
      {
        auth: config.RATE_LIMIT_AUTH_MAX,
        forms: config.RATE_LIMIT_FORMS_MAX,
        tools: config.RATE_LIMIT_FORMS_MAX,
        ai: config.RATE_LIMIT_AI_MAX,
      },
      config.RATE_LIMIT_WINDOW_SECONDS,
    ),
  };
  // Retention: expired leads, calculations, sessions and counters go now, then daily.
  const stopPurge = await scheduleDailyPurge(database.db);
  const createContext = createContextFactory(deps);

  const app = express();
  app.disable('x-powered-by');
  if (config.TRUST_PROXY) app.set('trust proxy', 1);
  app.use(securityHeaders({ https: config.SITE_URL.startsWith('https://'), cspEnabled: mode === 'production' }));

  // Pages that change only with a deploy, answered from memory before anything else runs.
  const htmlCache = mode === 'production' ? new HtmlCache() : undefined;
  if (htmlCache) app.use(htmlCacheMiddleware(htmlCache));

  // gzip or brotli (whichever the client prefers) for HTML, JSON, CSS, JS, XML and SVG replies of
  // reads. Writes (form submissions, mutations) answer a few hundred bytes: not worth wrapping.
  const compress = compression({ threshold: 1024 });
  app.use((req, res, next) => (req.method === 'GET' || req.method === 'HEAD' ? compress(req, res, next) : next()));

  // The two API faces, each behind the cross-site guard of cookie-authenticated mutations. The
  // REST facade is one middleware that tests its own path (it serves every lead of third parties).
  const sameOrigin = sameOriginCookieMutations(config.SITE_URL, deps.lucia);
  app.use(createRestFacade(createContext, config.SITE_URL, sameOrigin));
  app.use('/trpc', sameOrigin, jsonBody, createExpressMiddleware({ router: appRouter, createContext }), bodyErrorHandler);

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });

  app.get('/sitemap.xml', async (_req, res) => {
    res.type('application/xml').send(await sitemapXml(deps, config.SITE_URL));
  });
  app.get('/rss.xml', async (_req, res) => {
    res.type('application/rss+xml').send(await rssXml(deps, config.SITE_URL));
  });
  app.get('/robots.txt', (_req, res) => {
    res.type('text/plain').send(robotsTxt(config.SITE_URL));
  });

  app.use('/uploads', express.static(config.uploadsDir, { maxAge: '7d', fallthrough: false }));

  let vite: ViteDevServer | undefined;
  if (mode === 'development') {
    const { createServer } = await import('vite');
    vite = await createServer({
      root: PROJECT_ROOT,
      server: { middlewareMode: true },
      appType: 'custom',
    });
    app.use(vite.middlewares);
  } else {
    app.use(
      '/assets',
      express.static(path.join(CLIENT_DIST_DIR, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }),
    );
  }
  app.use(express.static(PUBLIC_DIR, { maxAge: '1h', index: false }));

  app.use(
    createPageRenderer({
      siteUrl: config.SITE_URL,
      createContext,
      vite,
      loadEntry: () => import(/* @vite-ignore */ pathToFileURL(SERVER_ENTRY).href),
      cache: htmlCache,
    }),
  );

  // Other methods on page paths (POST /, DELETE /x…): the same plain 404 as a missing file.
  app.use((_req, res) => {
    res.status(404).type('text/plain').send('404 Page Not Found');
  });

  // Files that do not exist (a 404 from a static handler) and unexpected failures.
  app.use((err: unknown, req: Request, res: Response, _next: NextFunction) => {
    const status = (err as { status?: number; statusCode?: number }).status ?? (err as { statusCode?: number }).statusCode;
    if (status === 404) {
      res.status(404).type('text/plain').send('404 Page Not Found');
      return;
    }
    const clientError = describeHttpError(err);
    if (clientError && !res.headersSent) {
      res.status(clientError.status).type('text/plain').send(clientError.body.error);
      return;
    }
    console.error('[http]', req.method, req.originalUrl, err);
    if (res.headersSent) {
      res.end();
      return;
    }
    res.status(500).type('text/plain').send('Une erreur interne est survenue. Veuillez réessayer plus tard.');
  });

  return {
    app,
    deps,
    htmlCache,
    close: async () => {
      stopPurge();
      await outbox.stop();
      await vite?.close();
      database.close();
    },
  };
}
