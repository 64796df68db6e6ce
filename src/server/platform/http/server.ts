/**
 * The HTTP server of the app with the slow-client limits of `HTTP_TIMEOUTS` (Node's defaults let a
 * client that dribbles its headers hold a connection for a minute, a slow body for five). Used by
 * `index.ts` and by the tests that start the app.
 */
import http from 'node:http';
import net from 'node:net';
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

/** A connection that has answered everything it was asked for this long is closed by a stop. */
const STOP_IDLE_MS = 500;

type Tracked = { busy: number; idleSince: number };

/**
 * Follows `server`'s connections from now on (call it at start): how many requests each is
 * answering and since when it is idle, for `closeGracefully`.
 */
export function trackConnections(server: http.Server): Map<net.Socket, Tracked> {
  const connections = new Map<net.Socket, Tracked>();
  server.on('connection', (socket: net.Socket) => {
    connections.set(socket, { busy: 0, idleSince: performance.now() });
    socket.once('close', () => connections.delete(socket));
  });
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const state = connections.get(req.socket);
    if (!state) return;
    state.busy += 1;
    res.once('close', () => {
      state.busy -= 1;
      state.idleSince = performance.now();
    });
  });
  return connections;
}

/**
 * Stops `server` without resetting a request it accepted. The listener closes at once: a client
 * connecting from now on is refused (and one whose connection got `Connection: close` reconnects
 * elsewhere). `net.Server`'s close, not http's: http's also closes at once every connection
 * without a request running, among them those whose next request is on its way, which their
 * client sees reset. Requests in flight are answered (the app adds `Connection: close` meanwhile);
 * a connection idle for STOP_IDLE_MS is ended. Resolves when the last one has closed.
 */
export function closeGracefully(server: http.Server, connections: Map<net.Socket, Tracked>): Promise<void> {
  return new Promise((resolve) => {
    const sweep = setInterval(() => {
      const now = performance.now();
      for (const [socket, state] of connections) if (state.busy === 0 && now - state.idleSince >= STOP_IDLE_MS) socket.end();
    }, 100);
    net.Server.prototype.close.call(server, () => {
      clearInterval(sweep);
      resolve();
    });
  });
}
