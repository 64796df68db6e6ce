/**
 * What the AI costs: the usage report's input and reply (GET /api/admin/ai/usage) and the rough
 * euro prices per model. Tokens are counted per provider call (src/server/ai/usage.ts).
 */
import { z } from '../zod';

/** Why a provider call was made. */
export type AiPurpose = 'ideas' | 'article' | 'revision' | 'image';

/** The model name recorded for the offline composers (no tokens). */
export const OFFLINE_MODEL = 'hors-ligne';

/**
 * Rough prices in euros per million tokens (input, output), per model; a model not listed costs
 * nothing in the report. Indicative only: the provider's invoice is the reference.
 */
const AI_PRICES_EUR: Readonly<Record<string, { input: number; output: number }>> = {
  'gpt-4o-mini': { input: 0.14, output: 0.55 },
  'gpt-4o': { input: 2.3, output: 9.2 },
  'gpt-4.1-mini': { input: 0.37, output: 1.47 },
  'gpt-4.1': { input: 1.84, output: 7.36 },
};

/** Rough cost in euros of some tokens of a model (0 for an unknown model), rounded to the cent. */
export function costEuros(model: string, promptTokens: number, completionTokens: number): number {
  const price = AI_PRICES_EUR[model];
  if (!price) return 0;
  return (promptTokens * price.input + completionTokens * price.output) / 1_000_000;
}

export const AiUsageInput = z.object({
  days: z.coerce.number({ error: 'Nombre de jours invalide.' }).int('Nombre de jours invalide.').min(1, 'Au moins 1 jour.').max(366, 'Au plus 366 jours.').default(30),
});
export type AiUsageInput = z.infer<typeof AiUsageInput>;

const Counts = {
  /** Text generations (ideas, articles, revisions). */
  generations: z.number().int(),
  promptTokens: z.number().int(),
  completionTokens: z.number().int(),
  /** Images generated. */
  images: z.number().int(),
  /** Rough cost in euros (AI_PRICES_EUR). */
  costEuros: z.number(),
};

export const AiUsageReply = z.strictObject({
  days: z.number().int(),
  totals: z.strictObject(Counts),
  /** One row per UTC day with calls, oldest first ('2026-11-28'). */
  byDay: z.array(z.strictObject({ day: z.string(), ...Counts })),
  /** One row per user with calls, most tokens first (userId null: a deleted account). */
  byUser: z.array(z.strictObject({ userId: z.number().int().nullable(), username: z.string().nullable(), ...Counts })),
  /** The calendar month (UTC) against OPENAI_MONTHLY_TOKEN_BUDGET (null: no cap). */
  month: z.strictObject({ tokens: z.number().int(), budget: z.number().int().nullable(), resetsAt: z.date() }),
});
export type AiUsageReply = z.infer<typeof AiUsageReply>;
