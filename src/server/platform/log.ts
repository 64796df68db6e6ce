/**
 * The server's logs: pino, JSON lines on stdout in production (pretty lines in development),
 * at `LOG_LEVEL`. A request's lines carry its `requestId` (`req.log`, and `ctx.log` in
 * procedures and the services they call). Nothing a visitor typed is logged: request lines hold
 * the route pattern (never the URL, whose path may hold a report's token and whose query a
 * search), and the redaction below masks any field by those names that would slip in.
 */
import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import type { AppConfig } from './env';

export type { Logger };

/** Field names never written, at any depth pino can reach (top level and one below). */
const SECRET_FIELDS = [
  'email', 'phone', 'firstName', 'lastName', 'name', 'message', 'objectives', 'password', 'currentPassword',
  'newPassword', 'token', 'secret', 'cookie', 'authorization', 'ip', 'to', 'recipient',
];
/** Below the top level `message` and `name` stay: an error's (`err.message`, `err.name`) are needed. */
const NESTED_SECRETS = SECRET_FIELDS.filter((field) => field !== 'message' && field !== 'name');
const REDACTED_PATHS = [
  ...SECRET_FIELDS,
  ...NESTED_SECRETS.map((field) => `*.${field}`),
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
];

function options(config: Pick<AppConfig, 'LOG_LEVEL'>): LoggerOptions {
  return {
    level: config.LOG_LEVEL,
    base: { service: 'avocat-visible' },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: { paths: REDACTED_PATHS, censor: '[masqué]' },
  };
}

/** The app's root logger; `destination` (tests) receives the JSON lines instead of stdout. */
export function createLogger(config: Pick<AppConfig, 'LOG_LEVEL' | 'NODE_ENV'>, destination?: DestinationStream): Logger {
  if (destination) return pino(options(config), destination);
  if (config.NODE_ENV === 'development') {
    return pino({ ...options(config), transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,service' } } });
  }
  return pino(options(config));
}

/**
 * The logger of the code that runs outside any request and holds no `deps` (timers, pools, the
 * rate limiter's failures): the last app's root logger (`setProcessLogger`), JSON on stdout before.
 */
let processLogger: Logger = pino(options({ LOG_LEVEL: 'info' }));

export function setProcessLogger(logger: Logger): void {
  processLogger = logger;
}

export const processLog = (component: string): Logger => processLogger.child({ component });
