/**
 * What the procedures answer, as zod schemas: each procedure declares its reply with `.output()`
 * (checked in tests and development), and the OpenAPI document of the REST facade is built from
 * them. Objects are strict: a field a service adds without its schema fails the checks instead of
 * vanishing from the documentation. Dates are `Date` here (superjson on tRPC) and ISO 8601
 * strings in the REST facade's JSON.
 */
import { z } from '../zod';
import { AuditResult, RoiResult, VisibilityResult } from './schemas';

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
