/**
 * Request bodies of /api and /trpc: one JSON parser (UTF-8 only, 1 MB) and one mapping of every
 * body-parser or framework failure to its 4xx status with a French `{ error, code }` body, so
 * malformed input never becomes a 500.
 */
import { isUtf8 } from 'node:buffer';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { ErrorBody } from '../trpc/errors';

const BODY_LIMIT = '1mb';

/** Deepest nesting of arrays/objects a JSON body may have (no form goes beyond 4). */
const MAX_JSON_DEPTH = 32;

class BodyRejected extends Error {
  readonly status: number;
  constructor(readonly type: 'encoding.invalid' | 'entity.too.deep' | 'charset.unsupported') {
    super(type);
    this.status = type === 'charset.unsupported' ? 415 : 400;
  }
}

/** Nesting depth of a JSON text, counted on the raw bytes (brackets inside strings ignored). */
function jsonDepth(buf: Uint8Array): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < buf.length; i++) {
    const c = buf[i];
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) max = Math.max(max, ++depth);
    else if (c === 0x5d || c === 0x7d) depth--;
  }
  return max;
}

/**
 * JSON bodies, decompressed (gzip, deflate, br) and checked before parsing: a body with invalid
 * UTF-8 is refused rather than stored with replacement characters, and one nested deeper than
 * MAX_JSON_DEPTH is refused before any recursive code (superjson, zod) walks it.
 */
export const jsonBody = express.json({
  limit: BODY_LIMIT,
  verify: (_req, _res, buf, encoding) => {
    // body-parser would decode utf-16/utf-7 too; the API speaks UTF-8 only.
    if (!/^utf-?8$/i.test(encoding)) throw new BodyRejected('charset.unsupported');
    // Checked in place (no decoded copy of the body): body-parser decodes it once, after this.
    if (!isUtf8(buf)) throw new BodyRejected('encoding.invalid');
    if (jsonDepth(buf) > MAX_JSON_DEPTH) throw new BodyRejected('entity.too.deep');
  },
});

type HttpError = { status?: number; statusCode?: number; type?: string; expose?: boolean };

/** body-parser error types → French message and code. */
const BODY_ERRORS: Record<string, Pick<ErrorBody, 'error' | 'code'>> = {
  'entity.parse.failed': { error: 'Corps de requête JSON invalide', code: 'PARSE_ERROR' },
  'entity.too.large': { error: 'Requête trop volumineuse', code: 'PAYLOAD_TOO_LARGE' },
  'charset.unsupported': {
    error: 'Jeu de caractères non pris en charge : envoyez le corps en UTF-8.',
    code: 'UNSUPPORTED_MEDIA_TYPE',
  },
  'encoding.unsupported': {
    error: 'Encodage du contenu (Content-Encoding) non pris en charge : gzip, deflate, br ou aucun.',
    code: 'UNSUPPORTED_MEDIA_TYPE',
  },
  'encoding.invalid': { error: 'Le corps de la requête doit être encodé en UTF-8.', code: 'BAD_REQUEST' },
  'entity.too.deep': { error: 'Corps de requête JSON trop imbriqué', code: 'BAD_REQUEST' },
};

const BY_STATUS: Record<number, Pick<ErrorBody, 'error' | 'code'>> = {
  400: { error: 'Requête invalide', code: 'BAD_REQUEST' },
  404: { error: 'Ressource introuvable', code: 'NOT_FOUND' },
  405: { error: 'Méthode non autorisée', code: 'METHOD_NOT_SUPPORTED' },
  413: BODY_ERRORS['entity.too.large']!,
  415: { error: 'Type de contenu non pris en charge : envoyez du JSON (application/json).', code: 'UNSUPPORTED_MEDIA_TYPE' },
};

/**
 * The 4xx status and French body of an error raised by a body parser or the framework before any
 * route ran (malformed JSON, too large, unsupported charset or Content-Encoding, aborted
 * request…). `null` when the error is not a client error (a real failure: 500).
 */
export function describeHttpError(err: unknown): { status: number; body: ErrorBody } | null {
  if (!err || typeof err !== 'object') return null;
  const e = err as HttpError;
  const status = e.status ?? e.statusCode;
  if (typeof status !== 'number' || status < 400 || status >= 500) return null;
  const known = (e.type && BODY_ERRORS[e.type]) || BY_STATUS[status] || { error: 'Requête invalide', code: 'BAD_REQUEST' };
  return { status, body: { error: known.error, code: known.code } };
}

/** Error middleware for /api and /trpc: client errors keep their 4xx; others go on. */
export function bodyErrorHandler(err: unknown, _req: Request, res: Response, next: NextFunction) {
  const described = describeHttpError(err);
  if (!described) return next(err);
  if (res.headersSent) return res.end();
  res.status(described.status).json(described.body);
}
