/**
 * What the procedures answer, as zod schemas: each procedure declares its reply with `.output()`
 * (checked in tests and development), and the OpenAPI document of the REST facade is built from
 * them. Objects are strict: a field a service adds without its schema fails the checks instead of
 * vanishing from the documentation. Dates are `Date` here (superjson on tRPC) and ISO 8601
 * strings in the REST facade's JSON.
 */
import { z } from './zod';
import { AuditResult, RoiResult, VisibilityResult } from './tools/schemas';
import { SessionUser } from './auth/schemas';
import { LEAD_KINDS, LEAD_STATUSES } from './leads/lead-desk';
import { OUTBOX_STATUSES } from './email/outbox';

/** `?limit=&cursor=` of the list paths: without `limit`, the whole list. */
const PAGE_LIMIT_MAX = 500;
export const PAGE_MESSAGES = {
  limit: `Le paramètre limit doit être un nombre entier entre 1 et ${PAGE_LIMIT_MAX}.`,
  cursor: 'Le paramètre cursor est invalide : reprenez le lien « next » de la page précédente.',
} as const;

export const PageInput = z
  .object({
    limit: z.coerce
      .number({ error: PAGE_MESSAGES.limit })
      .int(PAGE_MESSAGES.limit)
      .min(1, PAGE_MESSAGES.limit)
      .max(PAGE_LIMIT_MAX, PAGE_MESSAGES.limit)
      .optional()
      .describe(`Nombre d'éléments par page (1 à ${PAGE_LIMIT_MAX}) ; sans limit, la liste entière.`),
    cursor: z
      .string({ error: PAGE_MESSAGES.cursor })
      .max(200, PAGE_MESSAGES.cursor)
      .optional()
      .describe('Curseur opaque de la page suivante (lien rel="next" de l\'en-tête Link).'),
  })
  .optional();
export type PageInput = z.infer<typeof PageInput>;

export const SuccessReply = z.strictObject({ success: z.literal(true) });

export const AuthReply = z.strictObject({ token: z.string(), user: SessionUser });
export const MeReply = z.strictObject({ user: SessionUser });
export const SessionReply = z.strictObject({ user: SessionUser.nullable() });

/** What the lead desk adds to every lead: its status, where its visit began, its first answer. */
const LEAD_DESK_FIELDS = {
  status: z.enum(LEAD_STATUSES),
  sourcePage: z.string().nullable(),
  referrer: z.string().nullable(),
  utmSource: z.string().nullable(),
  utmMedium: z.string().nullable(),
  utmCampaign: z.string().nullable(),
  firstResponseAt: z.date().nullable(),
};

export const ContactRow = z.strictObject({
  id: z.number().int(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  firmName: z.string().nullable(),
  specialization: z.string().nullable(),
  objectives: z.string().nullable(),
  consent: z.boolean(),
  ...LEAD_DESK_FIELDS,
  createdAt: z.date(),
});

export const QuizLeadRow = z.strictObject({
  id: z.number().int(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  firmName: z.string().nullable(),
  practiceArea: z.string().nullable(),
  quizAnswers: z.array(z.strictObject({ questionId: z.number().int(), answer: z.union([z.string(), z.array(z.string())]) })),
  quizScore: z.number().int(),
  leadSource: z.string(),
  consent: z.boolean(),
  ...LEAD_DESK_FIELDS,
  createdAt: z.date(),
});

/** One lead of the lead desk's list (a contact request or a quiz lead). */
export const LeadRow = z.strictObject({
  kind: z.enum(LEAD_KINDS),
  id: z.number().int(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  firm: z.string().nullable(),
  ...LEAD_DESK_FIELDS,
  createdAt: z.date(),
});

/** One lead with everything: its fields, notes, status history and the e-mails sent for it. */
export const LeadDetail = LeadRow.extend({
  consent: z.boolean(),
  specialization: z.string().nullable(),
  objectives: z.string().nullable(),
  practiceArea: z.string().nullable(),
  quizAnswers: z.array(z.strictObject({ questionId: z.number().int(), answer: z.union([z.string(), z.array(z.string())]) })).nullable(),
  quizScore: z.number().int().nullable(),
  leadSource: z.string().nullable(),
  /** Audit leads: the audit whose report was asked for (null once the audit is purged). */
  audit: z.strictObject({ websiteUrl: z.string(), reportUrl: z.string(), overallScore: z.number().int() }).nullable(),
  notes: z.array(z.strictObject({ id: z.number().int(), text: z.string(), author: z.string().nullable(), createdAt: z.date() })),
  history: z.array(
    z.strictObject({ fromStatus: z.enum(LEAD_STATUSES), toStatus: z.enum(LEAD_STATUSES), user: z.string().nullable(), createdAt: z.date() }),
  ),
  emails: z.array(
    z.strictObject({
      id: z.number().int(),
      to: z.string(),
      subject: z.string().nullable(),
      kind: z.string(),
      status: z.enum(OUTBOX_STATUSES),
      createdAt: z.date(),
      sentAt: z.date().nullable(),
    }),
  ),
});
export type LeadDetail = z.infer<typeof LeadDetail>;

/** The dashboard's answer to « are we keeping the 2-hour promise? ». */
export const LeadSummaryReply = z.strictObject({
  toHandle: z.number().int().describe('Prospects encore au statut « Nouveau ».'),
  windowDays: z.number().int().describe('Période couverte par les délais (jours).'),
  leads: z.number().int().describe('Prospects reçus sur la période.'),
  responded: z.number().int().describe('Prospects de la période ayant reçu une première réponse (statut changé ou note).'),
  medianFirstResponseMinutes: z.number().nullable().describe('Délai médian de première réponse, en minutes (null sans réponse).'),
  withinPromise: z.number().int().describe('Prospects de la période traités dans le délai promis.'),
  promiseMinutes: z.number().int().describe('Délai promis (120 minutes).'),
});
export type LeadSummaryReply = z.infer<typeof LeadSummaryReply>;

export const LeadNoteReply = z.strictObject({ id: z.number().int(), text: z.string(), author: z.string().nullable(), createdAt: z.date() });

export const CsvFile = z.strictObject({ filename: z.string(), csv: z.string() });

/** An article as the back office sees it. */
export const BlogPostRow = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  content: z.string(),
  excerpt: z.string(),
  practiceType: z.string(),
  firmSize: z.string(),
  topic: z.string(),
  metaDescription: z.string().nullable(),
  keywords: z.array(z.string()).nullable(),
  published: z.boolean(),
  authorId: z.number().int().nullable(),
  generatedWithAI: z.boolean(),
  generationPrompt: z.string().nullable(),
  imageUrl: z.string().nullable(),
  createdAt: z.date(),
  updatedAt: z.date(),
  /** The editor's « Mot-clé principal » (SEO analysis). */
  focusKeyword: z.string().nullable(),
  /** Scheduled publication: public once published and this time has come (null: at once). */
  publishAt: z.date().nullable(),
  categoryIds: z.array(z.number().int()),
});

const CategoryChipRow = z.strictObject({ name: z.string(), slug: z.string() });

/** Public blog list item: what a card shows (`readingTime` in minutes instead of the content). */
export const PublicPostListItemRow = z.strictObject({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  readingTime: z.number().int(),
  imageUrl: z.string().nullable(),
  topic: z.string(),
  practiceType: z.string(),
  /** Its public date (`publishAt` when the article was scheduled). */
  createdAt: z.date(),
  categories: z.array(CategoryChipRow),
});

/** A published article: Markdown and its sanitised HTML, without the author, the AI prompt or the focus keyword. */
export const PublicArticleRow = BlogPostRow.omit({ authorId: true, generationPrompt: true, focusKeyword: true, categoryIds: true }).extend({
  contentHtml: z.string(),
  categories: z.array(CategoryChipRow),
});

export const DeletedReply = z.strictObject({ success: z.literal(true), id: z.number().int() });

export const AuditReply = AuditResult;
export const VisibilityReply = VisibilityResult;
export const RoiReply = z.strictObject({
  id: z.number().int(),
  firmType: z.string(),
  currentRevenue: z.number(),
  currentLeads: z.number(),
  conversionRate: z.number(),
  averageCase: z.number(),
  results: RoiResult,
  createdAt: z.date(),
});

export const SitemapReply = z.strictObject({
  pages: z.array(z.strictObject({ title: z.string(), description: z.string(), url: z.string() })),
  articles: z.array(z.strictObject({ title: z.string(), description: z.string(), url: z.string(), date: z.string() })),
});

export const PageViewReply = z.strictObject({ counted: z.boolean() });

/** The site's own conversion figures: visits and leads per day, and per page of arrival. */
export const StatsReply = z.strictObject({
  days: z.array(z.strictObject({ date: z.string(), visits: z.number().int(), leads: z.number().int() })),
  pages: z.array(z.strictObject({ path: z.string(), visits: z.number().int(), leads: z.number().int(), conversionRate: z.number() })),
});
export type StatsReply = z.infer<typeof StatsReply>;
