/**
 * What the procedures answer, as zod schemas: each procedure declares its reply with `.output()`
 * (checked in tests and development), and the OpenAPI document of the REST facade is built from
 * them. Objects are strict: a field a service adds without its schema fails the checks instead of
 * vanishing from the documentation. Dates are `Date` here (superjson on tRPC) and ISO 8601
 * strings in the REST facade's JSON.
 */
import { z } from '../zod';
import { SessionUser } from './schemas';

export const AuthReply = z.strictObject({ token: z.string(), user: SessionUser });
export const MeReply = z.strictObject({ user: SessionUser });
export const SessionReply = z.strictObject({ user: SessionUser.nullable() });
