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
import type { AppConfig } from './platform/env';
import { databaseOptions, openDatabase } from './platform/db';
import { createLucia, readSessionCookie } from './platform/auth/lucia';
import { RateLimiter } from './platform/rate-limit';
import type { Deps } from './platform/deps';
import { createContextFactory } from './platform/trpc/init';
import { unstable_localLink } from '@trpc/client';
import superjson from 'superjson';
import { appRouter, restApi, type AppRouter } from './router';
import { retryAfterMeta } from './platform/trpc/errors';
import { AUDIT_PDF_READ_COST, LOGIN_PER_ACCOUNT, TWO_FACTOR_PER_ACCOUNT, TRPC_MAX_BATCH_SIZE } from '#shared/site/limits';
import { publicReadLimit } from './platform/http/read-limit';
import { requestDeadline } from './platform/http/server';
import { createRestFacade } from './platform/rest/facade';
import { createUploadRoute, UPLOAD_PATH } from './blog/upload-route';
import { createGenerateStreamRoute } from './ai/stream-route';
import { GENERATE_STREAM_PATH } from '#shared/ai/stream';
import { startPublicationTimer } from './blog/publication';
import { bodyErrorHandler, describeHttpError, jsonBody } from './platform/http/body';
import { sameOriginCookieMutations, securityHeaders } from './platform/http/security';
import { scheduleDailyPurge } from './platform/maintenance/purge';
import { startOutbox } from './platform/outbox/index';
import { createWebhookChannel } from './webhooks/channel';
import { createIndexNowChannel, INDEXNOW_CHANNEL } from './seo/indexnow';
import { indexNowKeyPath } from '#shared/seo/indexnow';
import { createEmailChannel, SMTP_TIMEOUT_MS } from './leads/emails/channel';
import { createStaffEmailChannel, STAFF_EMAIL_CHANNEL } from './auth/emails/channel';
import { leadReminderCheck } from './leads/lead-messages';
import { auditReportAttachments } from './audit/attachments';
import { bookingInvitationAttachments } from './booking/invitation';
import { createBookingPages } from './booking/routes';
import { createPageRenderer, type EntryServer } from './platform/ssr/render';
import { cachedDocument, HtmlCache, htmlCacheMiddleware } from './platform/ssr/html-cache';
import { robotsTxt, rssXml, sitemapXml } from './blog/feeds';
import { AUDIT_PDF_PATH, auditPdfRoute } from './audit/pdf-route';
import { createNativeForms } from './native-forms/routes';
import { contentVersionReader } from './blog/content-version';
import { closeAuditWorkers } from './audit/index';
import { CLIENT_DIST_DIR, PROJECT_ROOT, PUBLIC_DIR, SERVER_ENTRY } from './platform/paths';
import { seed } from '#db/seed';
import type { DestinationStream } from 'pino';
import { createLogger, setProcessLogger, type Logger } from './platform/log';
import { createMetrics, metricsRoute, type Metrics } from './platform/metrics';
import { readinessRoute } from './platform/readiness';
import { requestLogger, routeLabels } from './platform/http/request-log';
import { notFoundCounter } from './seo/not-found';
import { livePageChecker } from './seo/live-pages';
import { redirectMiddleware } from './seo/redirect-route';

export type AppMode = 'development' | 'production';

export type CreatedApp = {
  app: express.Express;
  deps: Deps;
  /** Public pages and crawler files, rendered once per deploy or content version (production only). */
  htmlCache?: HtmlCache;
  logger: Logger;
  metrics: Metrics;
  /** The stop begins: `/readyz` answers 503 and every reply closes its connection. */
  stopAccepting: () => void;
  close: () => Promise<void>;
};

export type AppOptions = {
  /** Where the JSON log lines go (tests); stdout otherwise. */
  logDestination?: DestinationStream;
};

/** The e-mails' attachments: the audit's PDF report, and a call's iCalendar invitation. */
function withBookingInvitations<P>(
  audit: (kind: string, payload: P) => Promise<{ filename: string; content: Buffer; contentType: string }[]>,
  invitation: (kind: string, payload: P) => { filename: string; content: Buffer; contentType: string }[],
) {
  return async (kind: string, payload: P) => [...(await audit(kind, payload)), ...invitation(kind, payload)];
}

export async function createApp(config: AppConfig, mode: AppMode = 'production', options: AppOptions = {}): Promise<CreatedApp> {
  const logger = createLogger(config, options.logDestination);
  setProcessLogger(logger);
  const database = await openDatabase(databaseOptions(config));
  const metrics = createMetrics(database.db);
  await seed(database.db);
  fs.mkdirSync(config.uploadsDir, { recursive: true });

  // The outbox's channels: the lead e-mails (the audit's report attaches its PDF), the staff's
  // e-mails (invitations, password resets) and the webhooks.
  const outbox = startOutbox(database.db, config, logger.child({ component: 'outbox' }), {
    email: createEmailChannel({
      SMTP_URL: config.SMTP_URL,
      MAIL_FROM: config.MAIL_FROM,
      timeoutMs: SMTP_TIMEOUT_MS,
      skipReason: leadReminderCheck(database.db),
      attachments: withBookingInvitations(auditReportAttachments(database.db, config.SITE_URL), bookingInvitationAttachments(config.leadsNotifyTo[0]!)),
    }),
    [STAFF_EMAIL_CHANNEL]: createStaffEmailChannel({ SMTP_URL: config.SMTP_URL, MAIL_FROM: config.MAIL_FROM, timeoutMs: SMTP_TIMEOUT_MS }),
    webhook: {
      handler: createWebhookChannel({
        db: database.db,
        timeoutMs: config.WEBHOOK_TIMEOUT_SECONDS * 1000,
        allowPrivateHosts: config.OUTBOUND_ALLOW_PRIVATE_HOSTS,
        userAgent: `AvocatVisibleWebhooks/1.0 (+${config.SITE_URL})`,
      }),
    },
    // The changed addresses announced to search engines (IndexNow), in batches.
    [INDEXNOW_CHANNEL]: createIndexNowChannel({ db: database.db, config, log: logger.child({ component: 'indexnow' }) }),
  });
  const deps: Deps = {
    db: database.db,
    log: logger,
    metrics,
    outbox,
    config,
    lucia: createLucia(database.db, config.SITE_URL.startsWith('https://')),
    livePage: livePageChecker(database.db, config.uploadsDir, async (path) => (await loadEntry()).routePattern(path)),
    rateLimiter: await RateLimiter.create(
      database.db,
      {
        auth: config.RATE_LIMIT_AUTH_MAX,
        forms: config.RATE_LIMIT_FORMS_MAX,
        // Booking, moving and cancelling calls: the same quota, counted apart from the contact form.
        booking: config.RATE_LIMIT_FORMS_MAX,
        tools: config.RATE_LIMIT_FORMS_MAX,
        ai: config.RATE_LIMIT_AI_MAX,
        // Page views: one per page a visitor opens; their own bucket, so browsing never blocks a form.
        beacon: config.RATE_LIMIT_FORMS_MAX * 10,
        // Field data: one beacon per page view as well (sent when the page is hidden), counted apart.
        vitals: config.RATE_LIMIT_FORMS_MAX * 10,
        reads: config.RATE_LIMIT_READS_MAX,
        'login-account': LOGIN_PER_ACCOUNT.maxFailures,
        'two-factor-account': TWO_FACTOR_PER_ACCOUNT.maxFailures,
      },
      config.RATE_LIMIT_WINDOW_SECONDS,
      { 'login-account': LOGIN_PER_ACCOUNT.windowSeconds, 'two-factor-account': TWO_FACTOR_PER_ACCOUNT.windowSeconds },
    ),
  };
  // Retention: expired leads, calculations, sessions and counters go now, then daily.
  const stopPurge = await scheduleDailyPurge(database.db);
  // Scheduled articles: bump the content version when the next one falls due (re-armed on change).
  const stopPublicationTimer = startPublicationTimer(database.db, undefined, config);
  const createContext = createContextFactory(deps);

  const app = express();
  app.disable('x-powered-by');
  if (config.TRUST_PROXY) app.set('trust proxy', 1);
  // One log line and one latency sample per request, under its X-Request-Id; while the process
  // stops, every reply closes its connection (the client opens its next one elsewhere).
  let stopping = false;
  let entryLoaded: EntryServer | undefined;
  const { routeOf, labelProcedure } = routeLabels(Object.keys(appRouter._def.procedures), () => entryLoaded?.routePattern);
  app.use(requestLogger(logger, metrics, routeOf));
  app.use((_req, res, next) => {
    if (stopping) res.setHeader('Connection', 'close');
    next();
  });
  // A slow body is cut after HTTP_TIMEOUTS.requestMs, an image upload after Node's requestTimeout.
  app.use(requestDeadline(UPLOAD_PATH));

  // Liveness, readiness and metrics (operations): before the page cache, which would otherwise keep
  // the 404 page of /metrics asked for without its token; with the security headers of every reply.
  const secure = securityHeaders({ https: config.SITE_URL.startsWith('https://'), cspEnabled: mode === 'production' });
  app.get('/healthz', secure, (_req, res) => {
    res.locals.route = '/healthz';
    res.json({ status: 'ok' });
  });
  app.get('/readyz', secure, readinessRoute(database.db, () => stopping));
  app.get('/metrics', secure, metricsRoute(metrics, config.METRICS_TOKEN));

  // Public pages, the same bytes for everyone, answered from memory before anything else runs
  // (a cached page carries all its headers, security ones included). Pages showing articles are
  // rebuilt when the content version in the database moves (ssr/html-cache.ts).
  const htmlCache =
    mode === 'production' ? new HtmlCache({ contentVersion: contentVersionReader(database.db) }) : undefined;
  // Old addresses answer their rule (301…410) before any page, cached or not.
  app.use(redirectMiddleware(database.db, contentVersionReader(database.db)));
  app.use(notFoundCounter(deps)); // each 404 of a page counted for « Pages introuvables », from the page cache too
  if (htmlCache) app.use(htmlCacheMiddleware(htmlCache, async (url) => (await loadEntry()).pageCacheKey(url)));
  const https = config.SITE_URL.startsWith('https://');
  app.use(secure);

  // gzip or brotli (whichever the client prefers) for HTML, JSON, CSS, JS, XML and SVG replies of
  // reads. Writes (form submissions, mutations) answer a few hundred bytes: not worth wrapping.
  const compress = compression({ threshold: 1024 });
  app.use((req, res, next) => (req.method === 'GET' || req.method === 'HEAD' ? compress(req, res, next) : next()));

  // The two API faces, each behind the cross-site guard of cookie-authenticated mutations. The
  // REST facade is one middleware that tests its own path (it serves every lead of third parties).
  const sameOrigin = sameOriginCookieMutations(config.SITE_URL, {
    readBearerToken: (authorization) => deps.lucia.readBearerToken(authorization),
    readSessionCookie: (cookieHeader) => readSessionCookie(deps.lucia, cookieHeader).id,
    isLiveSession: async (id) => (await deps.lucia.validateSession(id)).session !== null,
  });
  // Costly public reads the page cache does not serve, limited per IP (the `reads` bucket).
  app.get('/api/openapi.json', publicReadLimit(deps));
  app.get(AUDIT_PDF_PATH, publicReadLimit(deps, AUDIT_PDF_READ_COST));
  app.get('/audit/:token', publicReadLimit(deps));
  // Image upload (multipart, outside the JSON table) before the facade's JSON body parser.
  app.post(UPLOAD_PATH, sameOrigin, createUploadRoute(createContext, config.uploadsDir));
  // The AI writer's stream (text/event-stream, outside the JSON facade), calling its subscription.
  app.post(GENERATE_STREAM_PATH, sameOrigin, jsonBody, createGenerateStreamRoute(appRouter, createContext), bodyErrorHandler);
  app.use(createRestFacade(restApi, createContext, config.SITE_URL, deps.rateLimiter.policies(), sameOrigin));
  app.use('/trpc', labelProcedure, sameOrigin, jsonBody, createExpressMiddleware({ router: appRouter, createContext, maxBatchSize: TRPC_MAX_BATCH_SIZE, responseMeta: retryAfterMeta }), bodyErrorHandler);

  app.get(AUDIT_PDF_PATH, auditPdfRoute(deps.db, config.SITE_URL));
  // The public forms posted natively (before their code loads, or JavaScript off) and their pages.
  app.use(createNativeForms({ router: appRouter, createContext }, sameOrigin));
  // Booking a call: its pages work without JavaScript (server HTML, native posts).
  app.use(createBookingPages({ router: appRouter, createContext }, sameOrigin, config.SITE_URL));

  // The SSR entry: its router says how each page is cached and indexed (routes' `staticData`).
  let vite: ViteDevServer | undefined;
  let builtEntry: Promise<EntryServer> | undefined;
  const loadEntry = async (): Promise<EntryServer> =>
    vite
      ? ((await vite.ssrLoadModule('/src/client/entry-server.tsx')) as EntryServer)
      : (builtEntry ??= (import(/* @vite-ignore */ pathToFileURL(SERVER_ENTRY).href) as Promise<EntryServer>).then((entry) => (entryLoaded = entry)));

  app.get(
    '/sitemap.xml',
    cachedDocument(htmlCache, 'content', 'application/xml; charset=utf-8', async () =>
      sitemapXml(deps, config.SITE_URL, (await loadEntry()).pageRoutes()),
    ),
  );
  app.get('/rss.xml', cachedDocument(htmlCache, 'content', 'application/rss+xml; charset=utf-8', () => rssXml(deps, config.SITE_URL)));
  app.get(
    '/robots.txt',
    cachedDocument(htmlCache, 'static', 'text/plain; charset=utf-8', async () =>
      robotsTxt(config.SITE_URL, (await loadEntry()).pageRoutes()),
    ),
  );
  // IndexNow's key file: the key itself, proving the announcements are this site's (404 without a key).
  const indexNowKey = config.INDEXNOW_KEY;
  if (indexNowKey) app.get(indexNowKeyPath(indexNowKey), cachedDocument(htmlCache, 'static', 'text/plain; charset=utf-8', () => indexNowKey));

  // Uploaded and generated images: their type from the extension (.webp, .png) and nosniff.
  app.use(
    '/uploads',
    express.static(config.uploadsDir, {
      maxAge: '7d',
      fallthrough: false,
      setHeaders: (res) => res.setHeader('X-Content-Type-Options', 'nosniff'),
    }),
  );

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
      // Loaders call the procedures in-process (no HTTP to ourselves), as this request.
      linkFor: (req) => unstable_localLink<AppRouter>({ router: appRouter, createContext: () => createContext({ req }), transformer: superjson }),
      vite,
      loadEntry,
      cache: htmlCache,
      csp: mode === 'production' ? { https } : undefined,
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
    req.log.error({ err }, 'erreur interne');
    if (res.headersSent) {
      res.end();
      return;
    }
    res.status(500).type('text/plain').send(`Une erreur interne est survenue. Veuillez réessayer plus tard. (référence : ${String(req.id)})`);
  });

  return {
    app,
    deps,
    htmlCache,
    logger,
    metrics,
    stopAccepting: () => {
      stopping = true;
    },
    close: async () => {
      stopPurge();
      stopPublicationTimer();
      await outbox.stop();
      await closeAuditWorkers();
      await vite?.close();
      await database.close();
    },
  };
}
