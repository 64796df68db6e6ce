/** Blog: admin article edit, publication, public lists and the site map (spec §3, §5, §7). */
import { z } from 'zod';
import { ARTICLE_FIRM_SIZES, ARTICLE_PRACTICE_TYPES, ARTICLE_TOPICS } from '../constants/practice';
import { SLUG_PATTERN } from '../rules/slug';
import { splitKeywords } from '../rules/text';
import { optionalText, requiredText } from './fields';
import { VALIDATION } from './messages';

export const TITLE_MAX = 200;
export const SLUG_MAX = 200;
export const EXCERPT_MAX = 500;
export const CONTENT_MAX = 200000;
export const META_DESCRIPTION_MAX = 300;
export const KEYWORDS_MAX = 30;

/** A stored image: a site path ('/uploads/x.png') or an http(s) URL; '' becomes null. */
const imageUrl = z
  .string()
  .trim()
  .max(2000, VALIDATION.tooLong(2000))
  .refine((value) => value === '' || /^(?:\/(?!\/)|https?:\/\/)/i.test(value), VALIDATION.invalidImageUrl)
  .nullish()
  .transform((value) => (value ? value : null));

/**
 * Article edit form, PUT /api/admin/blog/posts/{id} (spec §5, §7): title, slug, content,
 * excerpt, practiceType, firmSize, topic required; the slug must be a valid slug
 * ('mon-article-2026'). practiceType, firmSize and topic accept the edit screen's values and
 * also the generator's, so an AI-generated article can be saved without changing them.
 * keywords is a list (the form splits the comma-separated field with `splitKeywords`).
 */
export const ArticleUpdateInput = z.object({
  title: requiredText(TITLE_MAX, VALIDATION.titleRequired),
  slug: requiredText(SLUG_MAX, VALIDATION.slugRequired).regex(SLUG_PATTERN, VALIDATION.slugFormat),
  content: requiredText(CONTENT_MAX, VALIDATION.contentRequired),
  excerpt: requiredText(EXCERPT_MAX, VALIDATION.excerptRequired),
  practiceType: z.enum(ARTICLE_PRACTICE_TYPES, { error: VALIDATION.invalidChoice }),
  firmSize: z.enum(ARTICLE_FIRM_SIZES, { error: VALIDATION.invalidChoice }),
  topic: z.enum(ARTICLE_TOPICS, { error: VALIDATION.invalidChoice }),
  metaDescription: optionalText(META_DESCRIPTION_MAX),
  keywords: z
    .array(z.string().trim().max(100, VALIDATION.tooLong(100)))
    .max(KEYWORDS_MAX)
    .default([])
    .transform((list) => list.filter((k) => k.length > 0)),
  imageUrl,
  published: z.boolean(),
});
export type ArticleUpdateInput = z.infer<typeof ArticleUpdateInput>;

/** New article, POST /api/admin/blog/posts: the same fields as the edit form (authorId is the admin). */
export const ArticleCreateInput = ArticleUpdateInput;
export type ArticleCreateInput = z.infer<typeof ArticleCreateInput>;

/**
 * The article form of the edit and new screens: the same rules as `ArticleUpdateInput`, except
 * that keywords are typed as one comma-separated text, split with `splitKeywords` (spec §5).
 * Its output is an `ArticleUpdateInput`, sent as is to the procedure.
 */
export const ArticleFormInput = ArticleUpdateInput.extend({
  keywords: z
    .string()
    .max(3000, VALIDATION.tooLong(3000))
    .default('')
    .transform(splitKeywords)
    .pipe(z.array(z.string().max(100, VALIDATION.tooLong(100))).max(KEYWORDS_MAX, `${KEYWORDS_MAX} mots-clés au maximum.`)),
});
export type ArticleFormValues = z.input<typeof ArticleFormInput>;

/** PATCH /api/admin/blog/posts/{id}/publish. */
export const PublishInput = z.object({ published: z.boolean() });
export type PublishInput = z.infer<typeof PublishInput>;

/** An article id from a path segment ('12' is accepted). */
export const PostIdInput = z.object({ id: z.coerce.number().int().positive() });
export type PostIdInput = z.infer<typeof PostIdInput>;

/** GET /api/blog/posts/{slug}: a missing slug raises 'Slug manquant' (spec §2). */
export const SlugInput = z.object({
  slug: z.string({ error: VALIDATION.missingSlug }).trim().min(1, VALIDATION.missingSlug).max(SLUG_MAX),
});
export type SlugInput = z.infer<typeof SlugInput>;

/**
 * Public blog list item (spec §3), kept light: what a card shows. `readingTime` (minutes)
 * replaces the full `content`, which only the article reply carries. `createdAt` is a Date
 * (tRPC carries it with superjson; the REST facade's JSON turns it into an ISO string).
 */
export type PublicPostListItem = {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  readingTime: number;
  imageUrl: string | null;
  topic: string;
  practiceType: string;
  createdAt: Date;
};

/** Site map response (spec §3); `date` is an ISO date-time. */
export type SitemapResponse = {
  pages: { title: string; description: string; url: string }[];
  articles: { title: string; description: string; url: string; date: string }[];
};
