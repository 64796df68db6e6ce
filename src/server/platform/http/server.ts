/**
 * The HTTP server of the app with the slow-client limits of `HTTP_TIMEOUTS` (Node's defaults let a
 * client that dribbles its headers hold a connection for a minute, a slow body for five). Used by
 * `index.ts` and by the tests that start the app.
 */
import http from 'node:http';
import type { RequestHandler } from 'express';
import { HTTP_TIMEOUTS } from '#shared/site/limits';

/** A server for `app` with the header, request, keep-alive and idle-socket limits set. */
export function createHttpServer(app: http.RequestListener, opts: { slowestHandlerSeconds: number }): http.Server {
  const server = http.createServer(
    {
      headersTimeout: HTTP_TIMEOUTS.headersMs,
      // The longest of all (an upload); every other request is held to `requestMs` by `requestDeadline`.
      requestTimeout: HTTP_TIMEOUTS.uploadRequestMs,
      keepAliveTimeout: HTTP_TIMEOUTS.keepAliveMs,
      connectionsCheckingInterval: HTTP_TIMEOUTS.checkIntervalMs,
    },
    app,
  );
  // A socket silent both ways is closed; a handler waiting on the AI provider must not be cut.
  server.setTimeout(Math.max(HTTP_TIMEOUTS.socketIdleMs, (opts.slowestHandlerSeconds + 30) * 1000));
  return server;
}

/**
 * Every request but an upload must have arrived in full (body included) within `requestMs` of
 * its start, else its connection is closed (a request without a body is complete with its headers).
 */
export function requestDeadline(exceptPath: string): RequestHandler {
  return (req, res, next) => {
    const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
    if (!hasBody || req.complete || req.path === exceptPath) {
      next();
      return;
    }
    const timer = setTimeout(() => {
      if (!req.complete) req.socket.destroy();
    }, HTTP_TIMEOUTS.requestMs);
    const clear = () => clearTimeout(timer);
    req.once('end', clear);
    req.once('close', clear);
    res.once('finish', clear);
    next();
  };
}
