/**
 * « 2FA obligatoire pour tous » at the door: while the setting is on, a session whose account has
 * not turned two-factor login on may only call the procedures that set it up (`twoFactorSetup`
 * in their meta); every other admin procedure answers 403 with `TWO_FACTOR_SETUP_REQUIRED`.
 */
import { sql } from 'drizzle-orm';
import { accessSettings, twoFactorSecrets } from '#db/schema';
import type { DB } from '../db';

/** True when 2FA is required for everyone and this account has not turned it on (one query). */
export async function twoFactorSetupMissing(db: DB, userId: number): Promise<boolean> {
  const [row] = await db
    .select({
      required: sql<number | null>`(SELECT ${accessSettings.twoFactorRequired} FROM ${accessSettings} WHERE ${accessSettings.id} = 1)`,
      enabled: sql<number | null>`(SELECT ${twoFactorSecrets.enabled} FROM ${twoFactorSecrets} WHERE ${twoFactorSecrets.userId} = ${userId})`,
    })
    .from(sql`(SELECT 1)`);
  return Boolean(row?.required) && !row?.enabled;
}
