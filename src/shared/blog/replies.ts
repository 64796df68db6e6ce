/**
 * What the procedures answer, as zod schemas: each procedure declares its reply with `.output()`
 * (checked in tests and development), and the OpenAPI document of the REST facade is built from
 * them. Objects are strict: a field a service adds without its schema fails the checks instead of
 * vanishing from the documentation. Dates are `Date` here (superjson on tRPC) and ISO 8601
 * strings in the REST facade's JSON.
 */
import { z } from '../zod';

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

/** A category as the back office reads it (`GET /api/admin/blog/categories/{id}`). */
export const CategoryRow = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
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
