/**
 * The native form posts (decision 064, README "Native forms"): each public form posts
 * `application/x-www-form-urlencoded` here when its code has not loaded yet or JavaScript is off.
 * Each route calls the form's own tRPC procedure in-process (`callTRPCProcedure`, as the REST
 * facade): the same rate limits, honeypot, consent, attribution, e-mails and webhooks. Success
 * answers 303 (post/redirect/get); a refusal renders the form again with the French messages and
 * the values typed. Result pages are computed from their query string, `private, no-store`.
 */
import { callTRPCProcedure, type AnyTRPCRouter } from '@trpc/server';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { createElement, type ReactNode } from 'react';
import type { QuizAnswerInput } from '#shared/leads/schemas';
import { countedPagePath } from '#shared/leads/page-path';
import { QUIZ_QUESTIONS } from '#shared/quiz/questions';
import { quizAnswerProblems, quizScore } from '#shared/quiz/score';
import { NATIVE_FORM, quizFieldName, reportEmailPath, reportEmailSentPath, SOURCE_PAGE_FIELD } from '#shared/site/native-forms';
import { AUDIT_REPORT_MESSAGES, AUDIT_TOKEN } from '#shared/audit/report';
import { computeRoi } from '#shared/tools/roi';
import { RoiInput, VisibilityInput } from '#shared/tools/schemas';
import { computeVisibility } from '#shared/tools/visibility';
import { describeHttpError } from '../platform/http/body';
import { describeError } from '../platform/trpc/errors';
import type { Context } from '../platform/trpc/init';
import { AuditFormPage, ContactFormPage, ReportEmailFormPage, RoiFormPage, VisibilityFormPage, type FormState } from './forms';
import { Alert, Card, sendPage } from './page';
import { CONTACT_THANKS, QUIZ_THANKS, QuizResultPage, RoiResultPage, ThanksPage, VisibilityResultPage } from './results';


/** The app's router and context factory: a native post calls the same procedure as the site's client. */
type Procedures = { router: AnyTRPCRouter; createContext: (opts: { req: Request; res: Response }) => Promise<Context> };
type Fields = Record<string, string | string[] | undefined>;

/** Small bodies only: the largest form (contact) is a few kilobytes. */
const formBody = express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 64 });

const one = (value: string | string[] | undefined): string => (typeof value === 'string' ? value : (value?.[0] ?? ''));
const list = (value: string | string[] | undefined): string[] => (typeof value === 'string' ? [value] : (value ?? []));

/** The text fields of a body (first value of each), for the form rendered again. */
function textValues(fields: Fields): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, one(value)]));
}

/** The address of the page the form was posted from (its Referer), when it is this site's. */
function refererUrl(req: Request): URL | null {
  try {
    const url = new URL(req.get('referer') ?? '');
    return url.host === req.get('host') ? url : null;
  } catch {
    return null;
  }
}

/** The path of the page the form was posted from, when it is this site's. */
function refererPath(req: Request): string | null {
  const url = refererUrl(req);
  return url ? countedPagePath(url.pathname) : null;
}

type Failure = { status: number; message: string; errors: Record<string, string> };

/** Runs the tRPC mutation `path` with `input`, as the site's own client would; a refusal as a Failure. */
async function run<T>(procedures: Procedures, req: Request, res: Response, path: string, input: unknown): Promise<{ ok: true; value: T } | ({ ok: false } & Failure)> {
  try {
    const ctx = await procedures.createContext({ req, res });
    const value = (await callTRPCProcedure({ router: procedures.router, path, type: 'mutation', ctx, getRawInput: async () => input, signal: undefined, batchIndex: 0 })) as T;
    return { ok: true, value };
  } catch (err) {
    const { status, body } = describeError(err);
    if (status >= 500) req.log.error({ err, procedure: path }, 'formulaire natif : erreur interne');
    const errors: Record<string, string> = {};
    for (const issue of body.issues ?? []) {
      const field = issue.path.at(-2) === 'data' ? issue.path.at(-1) : issue.path[0];
      if (typeof field === 'string' && !errors[field]) errors[field] = issue.message;
    }
    return { ok: false, status, message: body.error, errors };
  }
}

/** A page with a form (rendered again) under its title and general message. */
function formPage(res: Response, status: number, title: string, message: string | null, form: ReactNode) {
  sendPage(res, status, title, createElement(Card, { title }, message ? createElement(Alert, null, message) : null, form));
}

const searchOf = (values: Record<string, unknown>) => new URLSearchParams(Object.entries(values).map(([k, v]) => [k, String(v)])).toString();

/** The quiz's answers from `q1` … `q6` fields: known questions only, in their order. */
function quizAnswers(fields: Fields): QuizAnswerInput[] {
  return QUIZ_QUESTIONS.flatMap((q) => {
    const values = list(fields[quizFieldName(q.id)]).filter(Boolean);
    if (values.length === 0) return [];
    return [{ questionId: q.id, answer: q.type === 'multiple' ? values : values[0]! }];
  });
}

/**
 * utm_source, utm_medium and utm_campaign: the form's own fields, else the address of the page it
 * was posted from (the page cache serves one page to every campaign, so the page cannot carry them).
 */
function utmOf(fields: Fields, req?: Request): Record<string, string> {
  const from = req ? refererUrl(req)?.searchParams : undefined;
  return Object.fromEntries(
    (['utm_source', 'utm_medium', 'utm_campaign'] as const).flatMap((k) => {
      const value = one(fields[k]) || from?.get(k) || '';
      return value ? [[k, value.slice(0, 200)]] : [];
    }),
  );
}

const quizSearch = (answers: QuizAnswerInput[], utm: Record<string, string>) => {
  const search = new URLSearchParams();
  for (const { questionId, answer } of answers) for (const value of Array.isArray(answer) ? answer : [answer]) search.append(quizFieldName(questionId), value);
  for (const [k, v] of Object.entries(utm)) search.append(k, v);
  return search.toString();
};

/** The quiz's result page, or a French 400 page for answers the quiz does not have. */
function quizResult(res: Response, fields: Fields, state: FormState, status = 200) {
  const answers = quizAnswers(fields);
  const problem = quizAnswerProblems(answers)[0];
  if (problem) return formPage(res, 400, 'Réponses du quiz invalides', problem.message, null);
  sendPage(res, status, 'Votre score de visibilité', createElement(QuizResultPage, { score: quizScore(answers), answers, utm: utmOf(fields), state }));
}

const EMPTY: FormState = { values: {}, errors: {} };

/** The Express router of the native posts and their pages; `sameOrigin` is the site's cross-site guard. */
export function createNativeForms(procedures: Procedures, sameOrigin: RequestHandler): express.Router {
  const r = express.Router();
  const post = (path: string, handle: (req: Request, res: Response, fields: Fields) => Promise<void>) =>
    r.post(path, sameOrigin, formBody, (req, res, next) => handle(req, res, (req.body ?? {}) as Fields).catch(next));

  post(NATIVE_FORM.contact, async (req, res, fields) => {
    const values = textValues(fields);
    const sourcePage = values[SOURCE_PAGE_FIELD] ? countedPagePath(values[SOURCE_PAGE_FIELD].slice(0, 200)) : refererPath(req);
    const utm = utmOf(fields, req);
    const input = {
      ...values,
      consent: Boolean(values.consent),
      sourcePage,
      referrer: null,
      utmSource: utm.utm_source ?? null,
      utmMedium: utm.utm_medium ?? null,
      utmCampaign: utm.utm_campaign ?? null,
    };
    const result = await run(procedures, req, res, 'leads.createContact', input);
    if (result.ok) return void res.redirect(303, NATIVE_FORM.contactThanks);
    formPage(res, result.status, 'Votre demande de contact', result.message, createElement(ContactFormPage, { state: { values, errors: result.errors } }));
  });
  r.get(NATIVE_FORM.contactThanks, (_req, res) => sendPage(res, 200, CONTACT_THANKS.title, createElement(ThanksPage, { ...CONTACT_THANKS, booking: true })));

  post(NATIVE_FORM.roi, async (req, res, fields) => {
    const values = textValues(fields);
    const result = await run<RoiInput>(procedures, req, res, 'tools.roi', values);
    if (result.ok) {
      const { firmType, currentRevenue, currentLeads, conversionRate, averageCase } = result.value;
      return void res.redirect(303, `${NATIVE_FORM.roiResult}?${searchOf({ firmType, currentRevenue, currentLeads, conversionRate, averageCase })}`);
    }
    formPage(res, result.status, 'Calculateur ROI', result.message, createElement(RoiFormPage, { state: { values, errors: result.errors } }));
  });
  r.get(NATIVE_FORM.roiResult, (req, res) => {
    const parsed = RoiInput.safeParse(req.query);
    if (parsed.success) return sendPage(res, 200, 'Votre retour sur investissement', createElement(RoiResultPage, { r: computeRoi(parsed.data) }));
    const errors = Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
    formPage(res, 400, 'Calculateur ROI', parsed.error.issues[0]?.message ?? null, createElement(RoiFormPage, { state: { values: textValues(req.query as Fields), errors } }));
  });

  post(NATIVE_FORM.visibility, async (req, res, fields) => {
    const values = textValues(fields);
    const result = await run(procedures, req, res, 'tools.visibility', values);
    const parsed = VisibilityInput.safeParse(values);
    if (result.ok && parsed.success) return void res.redirect(303, `${NATIVE_FORM.visibilityResult}?${searchOf(parsed.data)}`);
    const failure = result.ok ? { status: 400, message: '', errors: {} } : result;
    formPage(res, failure.status, 'Calculateur de visibilité locale', failure.message, createElement(VisibilityFormPage, { state: { values, errors: failure.errors } }));
  });
  r.get(NATIVE_FORM.visibilityResult, (req, res) => {
    const parsed = VisibilityInput.safeParse(req.query);
    if (parsed.success) return sendPage(res, 200, 'Votre visibilité locale', createElement(VisibilityResultPage, { r: computeVisibility(parsed.data), city: parsed.data.city }));
    const errors = Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
    formPage(res, 400, 'Calculateur de visibilité locale', parsed.error.issues[0]?.message ?? null, createElement(VisibilityFormPage, { state: { values: textValues(req.query as Fields), errors } }));
  });

  post(NATIVE_FORM.audit, async (req, res, fields) => {
    const values = textValues(fields);
    const result = await run<{ reportUrl: string }>(procedures, req, res, 'tools.audit', values);
    if (result.ok) return void res.redirect(303, new URL(result.value.reportUrl, 'http://site.invalid').pathname);
    formPage(res, result.status, 'Audit SEO gratuit', result.message, createElement(AuditFormPage, { state: { values, errors: result.errors } }));
  });

  post(NATIVE_FORM.quizResult, async (req, res, fields) => {
    const answers = quizAnswers(fields);
    res.redirect(303, `${NATIVE_FORM.quizResult}?${quizSearch(answers, utmOf(fields, req))}`);
  });
  r.get(NATIVE_FORM.quizResult, (req, res) => quizResult(res, req.query as Fields, EMPTY));
  post(NATIVE_FORM.quizLead, async (req, res, fields) => {
    const values = textValues(fields);
    const utm = utmOf(fields);
    const input = {
      ...values,
      consent: Boolean(values.consent),
      quizAnswers: quizAnswers(fields),
      utmSource: utm.utm_source ?? null,
      utmCampaign: utm.utm_campaign ?? null,
      sourcePage: '/quiz',
    };
    const result = await run(procedures, req, res, 'leads.createQuizLead', input);
    if (result.ok) return void res.redirect(303, NATIVE_FORM.quizThanks);
    if (result.status === 429) return formPage(res, 429, 'Votre score de visibilité', result.message, null);
    quizResult(res, fields, { values, errors: result.errors }, result.status);
  });
  r.get(NATIVE_FORM.quizThanks, (_req, res) => sendPage(res, 200, QUIZ_THANKS.title, createElement(ThanksPage, { ...QUIZ_THANKS, booking: true })));

  // The audit report's « Recevoir le rapport complet par e-mail ».
  post(reportEmailPath(':token'), async (req, res, fields) => {
    const token = String(req.params.token);
    const values = textValues(fields);
    const data = { firstName: values.firstName, email: values.email, consent: Boolean(values.consent), website: values.website, sourcePage: '/audit' };
    const result = await run(procedures, req, res, 'tools.auditEmail', { token, data });
    if (result.ok) return void res.redirect(303, reportEmailSentPath(token));
    formPage(res, result.status, 'Recevoir le rapport complet par e-mail', result.message, AUDIT_TOKEN.test(token) ? createElement(ReportEmailFormPage, { token, state: { values, errors: result.errors } }) : null);
  });
  r.get(reportEmailSentPath(':token'), (req, res) =>
    sendPage(res, 200, 'Rapport envoyé', createElement(ThanksPage, { title: 'Rapport envoyé', description: AUDIT_REPORT_MESSAGES.emailSent, href: `/audit/${encodeURIComponent(String(req.params.token))}`, link: 'Revenir au rapport' })),
  );

  // A body too large, malformed or in an unknown charset: a French page, never a 500.
  r.use((err: unknown, _req: Request, res: Response, next: NextFunction) => {
    const known = describeHttpError(err);
    if (!known || res.headersSent) return next(err);
    formPage(res, known.status, 'Envoi refusé', known.body.error, null);
  });
  return r;
}
