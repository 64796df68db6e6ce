/**
 * `POST /api/admin/uploads`: multipart, so not a row of the JSON table (routes.ts). An Express
 * route beside the facade, behind the same cross-site guard and session check, that reads the
 * one field `file` with busboy (size limit enforced while streaming: beyond 5 MB the bytes are
 * discarded, not buffered) and hands the bytes to a plain service function.
 * 201 { imagePath }; 401 without a session; 413 above 5 MB; 400 for anything else.
 */
import busboy from 'busboy';
import type { Request, RequestHandler, Response } from 'express';
import { TRPCError } from '@trpc/server';
import { UPLOAD_MAX_BYTES } from '#shared/blog/schemas';
import { storeUploadedImage } from './uploads';
import { describeError } from '#server/platform/trpc/errors';
import { authorizeStaff, type Context } from '#server/platform/trpc/init';
import { errorResponse } from '#server/platform/rest/openapi-parts';
import type { ExtraOperation } from '#server/platform/rest/routes';


type CreateContext = (opts: { req: Request; res: Response }) => Promise<Context>;

export const UPLOAD_PATH = '/api/admin/uploads';
/** Editors (and admins) upload the blog's images. */
const UPLOAD_ROLES = ['editor'] as const;

const UPLOAD_SUMMARY =
  'Téléverse une image (champ multipart « file ») : PNG, JPEG ou WebP reconnus par leur contenu, ré-encodés en WebP (1600 px de large au plus, métadonnées retirées) ; renvoie { imagePath } ; 413 au-delà de 5 Mo.';
/** The upload in the API docs and the OpenAPI document (multipart, so described by hand). */
export const UPLOAD_OPERATION: ExtraOperation = {
  method: 'post',
  path: UPLOAD_PATH,
  summary: UPLOAD_SUMMARY,
  tag: 'Administration du blog',
  auth: true,
  operation: {
    operationId: 'uploads.image',
    'x-roles': ['admin', ...UPLOAD_ROLES],
    summary: UPLOAD_SUMMARY,
    tags: ['Administration du blog'],
    requestBody: {
      required: true,
      content: { 'multipart/form-data': { schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } } },
    },
    security: [{ bearerAuth: [] }, { sessionCookie: [] }],
    responses: {
      '201': {
        description: 'Image enregistrée',
        content: { 'application/json': { schema: { type: 'object', required: ['imagePath'], properties: { imagePath: { type: 'string' } } }, example: { imagePath: '/uploads/cabinet-m3x9a1b2c3d4.webp' } } },
      },
      '400': errorResponse('Pas une image PNG, JPEG ou WebP lisible, ou pas de champ « file »', 400),
      '401': errorResponse('Authentification requise', 401),
      '403': errorResponse('Rôle insuffisant : réservé aux rôles admin, editor ; double authentification obligatoire pas encore activée sur ce compte ; ou envoi par cookie venu d’un autre site', 403),
      '413': errorResponse('Image de plus de 5 Mo', 413),
    },
  },
};

const UPLOAD_TOO_LARGE = 'Image trop volumineuse : 5 Mo au maximum.';
const UPLOAD_NO_FILE = 'Aucun fichier reçu : envoyez l’image dans le champ « file » (multipart/form-data).';

function reply(res: Response, status: number, body: unknown) {
  if (res.headersSent) return;
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}

const fail = (res: Response, err: unknown) => {
  const { status, body } = describeError(err);
  if (status >= 500) res.req.log.error({ err }, 'téléversement impossible');
  reply(res, status, body);
};

/** The upload endpoint; `guard` is the cross-site check of cookie-authenticated mutations. */
export function createUploadRoute(createContext: CreateContext, uploadsDir: string): RequestHandler {
  return async (req, res) => {
    let ctx: Context;
    try {
      ctx = await createContext({ req, res });
    } catch (err) {
      return fail(res, err);
    }
    // A person's session only (an API key has no upload scope), with the staff procedures' checks:
    // the role, and « 2FA obligatoire » while this account has not set it up.
    if (!ctx.user || !ctx.sessionId) {
      req.resume();
      return fail(res, new TRPCError({ code: 'UNAUTHORIZED', message: 'Authentification requise' }));
    }
    try {
      await authorizeStaff(ctx, { roles: UPLOAD_ROLES });
    } catch (err) {
      req.resume();
      return fail(res, err);
    }
    const declared = Number(req.headers['content-length'] ?? 0);
    if (!/^multipart\/form-data\b/i.test(req.headers['content-type'] ?? '')) {
      req.resume();
      return reply(res, 400, { error: UPLOAD_NO_FILE, code: 'BAD_REQUEST' });
    }
    // Clearly too large before reading anything: answer at once and close the connection.
    if (declared > UPLOAD_MAX_BYTES + 1024 * 1024) {
      res.setHeader('Connection', 'close');
      reply(res, 413, { error: UPLOAD_TOO_LARGE, code: 'PAYLOAD_TOO_LARGE' });
      req.resume();
      return;
    }

    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { files: 1, fileSize: UPLOAD_MAX_BYTES, fields: 20, parts: 30, fieldSize: 64 * 1024 } });
    } catch {
      req.resume();
      return reply(res, 400, { error: UPLOAD_NO_FILE, code: 'BAD_REQUEST' });
    }
    const chunks: Buffer[] = [];
    let received = false;
    let tooLarge = false;
    let name = 'image';
    parser.on('file', (field, stream, info) => {
      if (field !== 'file' || received) {
        stream.resume();
        return;
      }
      received = true;
      name = info.filename || 'image';
      stream.on('data', (chunk: Buffer) => {
        if (!tooLarge) chunks.push(chunk);
      });
      stream.on('limit', () => {
        tooLarge = true;
        chunks.length = 0;
      });
    });
    parser.on('error', () => {
      req.unpipe(parser);
      req.resume();
      reply(res, 400, { error: 'Envoi multipart illisible.', code: 'BAD_REQUEST' });
    });
    parser.on('close', () => {
      if (tooLarge) return reply(res, 413, { error: UPLOAD_TOO_LARGE, code: 'PAYLOAD_TOO_LARGE' });
      if (!received) return reply(res, 400, { error: UPLOAD_NO_FILE, code: 'BAD_REQUEST' });
      storeUploadedImage(uploadsDir, name, Buffer.concat(chunks)).then(
        (stored) => reply(res, 201, stored),
        (err: unknown) => fail(res, err),
      );
    });
    req.pipe(parser);
  };
}
