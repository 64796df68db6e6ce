/**
 * Idempotent demo content: three published articles, the three plans of spec §9 and the blog
 * categories, once per database: an `app_meta` marker records it, so articles an admin deleted
 * do not come back at the next start. Rows are also matched by their unique slug/name.
 * No admin account is seeded.
 */
import { eq, inArray } from 'drizzle-orm';
import type { DB } from '#server/platform/db';
import { PLANS } from '#shared/pricing/plans';
import { appMeta, blogCategories, blogPostCategories, blogPosts, subscriptionPlans } from './schema';
import { SEED_ARTICLES, SEED_CATEGORIES } from './seed-content';

const DAY_MS = 86_400_000;

const SEEDED_KEY = 'seeded_at';

export async function seed(db: DB, now: Date = new Date()) {
  const [marker] = await db.select().from(appMeta).where(eq(appMeta.key, SEEDED_KEY));
  if (marker) return { articlesAdded: 0 };
  await db
    .insert(blogCategories)
    .values(SEED_CATEGORIES.map((c) => ({ ...c })))
    .onConflictDoNothing({ target: blogCategories.slug });

  await db
    .insert(subscriptionPlans)
    .values(
      PLANS.map((p) => ({
        name: p.name,
        description: p.description,
        price: p.monthlyPrice,
        currency: 'eur',
        features: [...p.features],
        maxAudits: p.maxAudits,
        maxCalculations: p.maxCalculations,
        priority: p.priority,
        active: true,
      })),
    )
    .onConflictDoNothing({ target: subscriptionPlans.name });

  const inserted = await db
    .insert(blogPosts)
    .values(
      SEED_ARTICLES.map(({ daysAgo, ...a }) => {
        const date = new Date(now.getTime() - daysAgo * DAY_MS);
        return { ...a, published: true, createdAt: date, updatedAt: date };
      }),
    )
    .onConflictDoNothing({ target: blogPosts.slug })
    .returning({ id: blogPosts.id, topic: blogPosts.topic });

  if (inserted.length > 0) {
    const categories = await db
      .select({ id: blogCategories.id, slug: blogCategories.slug })
      .from(blogCategories)
      .where(inArray(blogCategories.slug, inserted.map((p) => p.topic)));
    const bySlug = new Map(categories.map((c) => [c.slug, c.id]));
    const links = inserted.flatMap((p) => {
      const categoryId = bySlug.get(p.topic);
      return categoryId ? [{ postId: p.id, categoryId }] : [];
    });
    if (links.length) await db.insert(blogPostCategories).values(links).onConflictDoNothing();
  }
  await db.insert(appMeta).values({ key: SEEDED_KEY, value: now.toISOString() }).onConflictDoNothing();
  return { articlesAdded: inserted.length };
}
