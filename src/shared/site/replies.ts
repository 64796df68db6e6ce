/**
 * What the procedures answer, as zod schemas: each procedure declares its reply with `.output()`
 * (checked in tests and development), and the OpenAPI document of the REST facade is built from
 * them. Objects are strict: a field a service adds without its schema fails the checks instead of
 * vanishing from the documentation. Dates are `Date` here (superjson on tRPC) and ISO 8601
 * strings in the REST facade's JSON.
 */
import { z } from '../zod';

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
