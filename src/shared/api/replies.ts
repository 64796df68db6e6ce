/** Replies several features share (see each feature's `replies.ts` for the rest). */
import { z } from '../zod';

export const SuccessReply = z.strictObject({ success: z.literal(true) });

export const DeletedReply = z.strictObject({ success: z.literal(true), id: z.number().int() });


export const CsvFile = z.strictObject({ filename: z.string(), csv: z.string() });
