/**
 * The booking pages without JavaScript (README "Booking a call"): GET /rendez-vous (the week's
 * slots, indexable and in the site map; `?du=YYYY-MM-DD` for another week, noindex), POST /rendez-vous (books, 303 to the manage page),
 * GET /rendez-vous/{token} (noindex), POST …/deplacer and …/annuler. Each post calls the booking's
 * own tRPC procedure in-process, as the native forms do: same validation, honeypot, rate limit,
 * consent, e-mails and webhook.
 */
import { callTRPCProcedure, type AnyTRPCRouter } from '@trpc/server';
import express, { type Request, type RequestHandler, type Response } from 'express';
import { createElement } from 'react';
import { BOOKING_PATH } from '#shared/booking/format';
import { BOOKING_DAY } from '#shared/booking/settings';
import { BOOKING_MESSAGES, BOOKING_PAGE_DAYS, BOOKING_TOKEN } from '#shared/booking/schemas';
import type { BookingCreatedReply, BookingView, SlotsReply } from '#shared/booking/replies';
import { SOURCE_PAGE_FIELD } from '#shared/site/native-forms';
import { MAIN_PAGES } from '#shared/site/brand';
import { OG_IMAGE } from '#client/lib/structured-data';
import { addDays } from '#shared/booking/slots';
import { describeError } from '../platform/trpc/errors';
import type { Context } from '../platform/trpc/init';
import { Alert, ButtonLink, Card, sendPage, type IndexableHead } from '../native-forms/page';
import { BookingFormPage, ManagePage } from './pages';

type Procedures = { router: AnyTRPCRouter; createContext: (opts: { req: Request; res: Response }) => Promise<Context> };
type Outcome<T> = { ok: true; value: T } | { ok: false; status: number; message: string; errors: Record<string, string> };

const formBody = express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 64 });

async function run<T>(procedures: Procedures, req: Request, res: Response, path: string, type: 'query' | 'mutation', input: unknown): Promise<Outcome<T>> {
  try {
    const ctx = await procedures.createContext({ req, res });
    return { ok: true, value: (await callTRPCProcedure({ router: procedures.router, path, type, ctx, getRawInput: async () => input, signal: undefined, batchIndex: 0 })) as T };
  } catch (err) {
    const { status, body } = describeError(err);
    if (status >= 500) req.log.error({ err, procedure: path }, 'rendez-vous : erreur interne');
    const errors: Record<string, string> = {};
    for (const issue of body.issues ?? []) {
      const field = issue.path.at(-2) === 'data' ? issue.path.at(-1) : issue.path[0];
      if (typeof field === 'string' && !errors[field]) errors[field] = issue.message;
    }
    return { ok: false, status, message: body.error, errors };
  }
}

const text = (fields: Record<string, unknown>) => Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, typeof v === 'string' ? v : Array.isArray(v) ? String(v[0] ?? '') : '']));
const today = () => new Date().toISOString().slice(0, 10);

/** The week shown: `?du=` when it is a day not in the past, else today. */
function weekOf(req: Request): { from: string; to: string; previous: string | null; next: string } {
  const asked = typeof req.query.du === 'string' && BOOKING_DAY.test(req.query.du) ? req.query.du : null;
  const from = asked && asked > today() ? asked : today();
  const previous = from > today() ? addDays(from, -BOOKING_PAGE_DAYS) : null;
  return { from, to: addDays(from, BOOKING_PAGE_DAYS - 1), previous: previous && previous < today() ? today() : previous, next: addDays(from, BOOKING_PAGE_DAYS) };
}

const TITLE = 'Prendre rendez-vous';

/** `/rendez-vous` itself is indexable (in the site map); its other weeks (`?du=`) and the answers to a post are not. */
function bookingHead(siteUrl: string): IndexableHead {
  const page = MAIN_PAGES.find((p) => p.url === BOOKING_PATH);
  return { description: page?.description ?? TITLE, url: siteUrl + BOOKING_PATH, image: siteUrl + OG_IMAGE.path };
}

export function createBookingPages(procedures: Procedures, sameOrigin: RequestHandler, siteUrl: string): express.Router {
  const r = express.Router();
  const head = bookingHead(siteUrl);
  const slotsOf = async (req: Request, res: Response, week: { from: string; to: string }) => {
    const result = await run<SlotsReply>(procedures, req, res, 'booking.slots', 'query', { from: week.from, to: week.to });
    return result.ok ? result.value : { timezone: 'Europe/Paris', slots: [] };
  };
  const formPage = async (req: Request, res: Response, status: number, message: string | null, values: Record<string, string>, errors: Record<string, string>) => {
    const week = weekOf(req);
    const reply = await slotsOf(req, res, week);
    // « Semaine suivante » only while the next week has slots: the horizon ends the walk (a crawler's too).
    const following = await slotsOf(req, res, { from: week.next, to: addDays(week.next, BOOKING_PAGE_DAYS - 1) });
    const next = following.slots.length > 0 ? week.next : null;
    const indexable = req.method === 'GET' && Object.keys(req.query).length === 0;
    sendPage(res, status, TITLE, createElement(Card, { title: TITLE }, message ? createElement(Alert, null, message) : null, createElement(BookingFormPage, { reply, state: { values, errors }, previous: week.previous, next })), indexable ? head : undefined);
  };

  r.get(BOOKING_PATH, (req, res, next) => void formPage(req, res, 200, null, {}, {}).catch(next));
  r.post(BOOKING_PATH, sameOrigin, formBody, (req, res, next) =>
    void (async () => {
      const values = text((req.body ?? {}) as Record<string, unknown>);
      const input = { ...values, consent: Boolean(values.consent), sourcePage: values[SOURCE_PAGE_FIELD] ? BOOKING_PATH : null };
      const result = await run<BookingCreatedReply>(procedures, req, res, 'booking.create', 'mutation', input);
      if (result.ok) return void res.redirect(303, result.value.manageUrl);
      const message = result.errors.start && !values.start ? 'Choisissez un créneau.' : result.message;
      await formPage(req, res, result.status, message, values, result.errors);
    })().catch(next),
  );

  const manage = async (req: Request, res: Response, status = 200, message: string | null = null, errors: Record<string, string> = {}) => {
    const token = String(req.params.token);
    const view = BOOKING_TOKEN.test(token) ? await run<BookingView>(procedures, req, res, 'booking.view', 'query', { token }) : null;
    if (!view?.ok) return sendPage(res, 404, 'Rendez-vous introuvable', createElement(Card, { title: 'Rendez-vous introuvable' }, createElement(Alert, null, BOOKING_MESSAGES.notFound), createElement(ButtonLink, { href: BOOKING_PATH, children: 'Choisir un créneau' })));
    const week = weekOf(req);
    const reply = await slotsOf(req, res, week);
    sendPage(res, status, 'Votre rendez-vous', createElement(Card, { title: 'Votre rendez-vous' }, message ? createElement(Alert, null, message) : null, createElement(ManagePage, { token, start: view.value.start, timezone: view.value.timezone, reply, state: { values: {}, errors } })));
  };
  r.get(`${BOOKING_PATH}/annule`, (_req, res) =>
    sendPage(res, 200, 'Rendez-vous annulé', createElement(Card, { title: 'Rendez-vous annulé' }, createElement(Alert, null, BOOKING_MESSAGES.cancelled), createElement(ButtonLink, { href: BOOKING_PATH, children: 'Choisir un autre créneau' }))),
  );
  r.get(`${BOOKING_PATH}/:token`, (req, res, next) => void manage(req, res).catch(next));
  r.post(`${BOOKING_PATH}/:token/annuler`, sameOrigin, formBody, (req, res, next) =>
    void (async () => {
      const result = await run(procedures, req, res, 'booking.cancel', 'mutation', { token: String(req.params.token) });
      if (result.ok) return void res.redirect(303, `${BOOKING_PATH}/annule`);
      await manage(req, res, result.status, result.message);
    })().catch(next),
  );
  r.post(`${BOOKING_PATH}/:token/deplacer`, sameOrigin, formBody, (req, res, next) =>
    void (async () => {
      const token = String(req.params.token);
      const values = text((req.body ?? {}) as Record<string, unknown>);
      const result = await run<BookingCreatedReply>(procedures, req, res, 'booking.move', 'mutation', { token, data: { start: values.start ?? '' } });
      if (result.ok) return void res.redirect(303, result.value.manageUrl);
      await manage(req, res, result.status, result.message, result.errors);
    })().catch(next),
  );
  return r;
}
