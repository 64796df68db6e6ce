/**
 * What the AI costs: one `ai_usage` row per provider call (tokens, duration, user, purpose), the
 * month's budget (OPENAI_MONTHLY_TOKEN_BUDGET: 429 once reached, until the 1st of next month,
 * UTC) and the usage report of GET /api/admin/ai/usage.
 */
import { gte, sql } from 'drizzle-orm';
import { aiUsage, users } from '#db/schema';
import { costEuros, type AiPurpose, type AiUsageReply } from '#shared/ai/usage';
import type { Deps } from '../platform/deps';
import { DomainError, isDomainError } from '../platform/errors';

export type UsageRecord = {
  userId: number;
  model: string;
  purpose: AiPurpose;
  promptTokens: number;
  completionTokens: number;
  durationMs: number;
};

export async function recordUsage(deps: Pick<Deps, 'db'>, record: UsageRecord): Promise<void> {
  await deps.db.insert(aiUsage).values(record);
}

/** The first instant of `now`'s calendar month and of the next one (UTC). */
function monthBounds(now: Date): { start: Date; next: Date } {
  return {
    start: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
    next: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)),
  };
}

/** Tokens (prompt + completion) used since the start of the month. */
async function monthTokens(deps: Pick<Deps, 'db'>, now: Date): Promise<number> {
  const [row] = await deps.db
    .select({ tokens: sql<number>`coalesce(sum(${aiUsage.promptTokens} + ${aiUsage.completionTokens}), 0)` })
    .from(aiUsage)
    .where(gte(aiUsage.createdAt, monthBounds(now).start));
  return Number(row?.tokens ?? 0);
}

const DAY_FR = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Throws the French 429 once the month's tokens reach OPENAI_MONTHLY_TOKEN_BUDGET (unset: never). */
/** True while the month's tokens are under `OPENAI_MONTHLY_TOKEN_BUDGET` (always without one). */
export async function withinBudget(deps: Pick<Deps, 'db' | 'config'>, now = new Date()): Promise<boolean> {
  try {
    await assertWithinBudget(deps, now);
    return true;
  } catch (err) {
    if (isDomainError(err, 'rate-limited')) return false;
    throw err;
  }
}

export async function assertWithinBudget(deps: Pick<Deps, 'db' | 'config'>, now = new Date()): Promise<void> {
  const budget = deps.config.OPENAI_MONTHLY_TOKEN_BUDGET;
  if (budget === undefined) return;
  const used = await monthTokens(deps, now);
  if (used < budget) return;
  const { next } = monthBounds(now);
  const day = DAY_FR.format(next).replace(/^1 /, '1er ');
  throw new DomainError(
    'rate-limited',
    `Le budget mensuel de l’IA est atteint (${used} jetons utilisés sur ${budget}) : la génération reprendra le ${day}. Rien n’a été enregistré.`,
    Math.max(1, Math.ceil((next.getTime() - now.getTime()) / 1000)),
  );
}

type Counts = AiUsageReply['totals'];
const empty = (): Counts => ({ generations: 0, promptTokens: 0, completionTokens: 0, images: 0, costEuros: 0 });
const cents = (n: number) => Math.round(n * 100) / 100;

/** GET /api/admin/ai/usage?days=N: the last N days (today included, UTC), by day and by user. */
export async function usageReport(deps: Pick<Deps, 'db' | 'config'>, days: number, now = new Date()): Promise<AiUsageReply> {
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - (days - 1)));
  const rows = await deps.db
    .select({
      userId: aiUsage.userId,
      username: users.username,
      model: aiUsage.model,
      purpose: aiUsage.purpose,
      promptTokens: aiUsage.promptTokens,
      completionTokens: aiUsage.completionTokens,
      createdAt: aiUsage.createdAt,
    })
    .from(aiUsage)
    .leftJoin(users, sql`${users.id} = ${aiUsage.userId}`)
    .where(gte(aiUsage.createdAt, since))
    .orderBy(aiUsage.createdAt);
  const totals = empty();
  const byDay = new Map<string, Counts>();
  const byUser = new Map<number | null, Counts & { username: string | null }>();
  for (const row of rows) {
    const day = row.createdAt.toISOString().slice(0, 10);
    const dayCounts = byDay.get(day) ?? byDay.set(day, empty()).get(day)!;
    const userCounts = byUser.get(row.userId) ?? byUser.set(row.userId, { ...empty(), username: row.username }).get(row.userId)!;
    for (const counts of [totals, dayCounts, userCounts]) {
      if (row.purpose === 'image') counts.images += 1;
      else counts.generations += 1;
      counts.promptTokens += row.promptTokens;
      counts.completionTokens += row.completionTokens;
      counts.costEuros += costEuros(row.model, row.promptTokens, row.completionTokens);
    }
  }
  const rounded = <T extends Counts>(c: T): T => ({ ...c, costEuros: cents(c.costEuros) });
  return {
    days,
    totals: rounded(totals),
    byDay: [...byDay].map(([day, c]) => ({ day, ...rounded(c) })),
    byUser: [...byUser]
      .map(([userId, c]) => ({ userId, ...rounded(c) }))
      .sort((a, b) => b.promptTokens + b.completionTokens - (a.promptTokens + a.completionTokens)),
    month: {
      tokens: await monthTokens(deps, now),
      budget: deps.config.OPENAI_MONTHLY_TOKEN_BUDGET ?? null,
      resetsAt: monthBounds(now).next,
    },
  };
}
