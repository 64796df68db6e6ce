/** Blog: admin article edit, publication, public lists and the site map (spec §3, §5, §7). */
import { z } from '../zod';
import type { BlogPost } from '#db/schema';
import { ARTICLE_FIRM_SIZES, ARTICLE_PRACTICE_TYPES, ARTICLE_TOPICS, LENGTHS } from '../practice/areas';
import { SLUG_PATTERN } from '../format/slug';
import { splitKeywords } from '../format/text';
import { optionalText, requiredText } from '../zod-fields';
import { VALIDATION } from '../messages';
import { PublicPostListItemRow } from './replies';

export const TITLE_MAX = 200;
const SLUG_MAX = 200;
export const EXCERPT_MAX = 500;
export const CONTENT_MAX = 200000;
const META_DESCRIPTION_MAX = 300;
const KEYWORDS_MAX = 30;

const FOCUS_KEYWORD_MAX = 100;
const CATEGORY_NAME_MAX = 80;
const CATEGORIES_PER_ARTICLE_MAX = 10;

/** An ISO 8601 date-time with its offset, as a Date; null clears it, absent leaves it. */
const PublishAt = z
  .iso.datetime({ offset: true, error: 'Date de publication invalide (date et heure ISO 8601 attendues, ex. 2026-12-01T09:00:00Z).' })
  .transform((value) => new Date(value))
  .nullish();

const CategoryIds = z
  .array(z.coerce.number().int().positive(), { error: 'Catégories invalides (liste d’identifiants attendue).' })
  .max(CATEGORIES_PER_ARTICLE_MAX, `${CATEGORIES_PER_ARTICLE_MAX} catégories au maximum.`)
  .transform((ids) => [...new Set(ids)])
  .optional();

/** A stored image: a site path ('/uploads/x.png') or an http(s) URL; '' becomes null. */
const imageUrl = z
  .string()
  .trim()
  .max(2000, VALIDATION.tooLong(2000))
  // A pattern, not a refinement: the OpenAPI document shows it (JSON Schema has no flags, hence [hH]…).
  .regex(/^(?:$|\/(?!\/)|[hH][tT][tT][pP][sS]?:\/\/)/, VALIDATION.invalidImageUrl)
  .describe('Chemin du site (/uploads/…) ou URL http(s)://… ; vide ou null : pas d’image.')
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
  /** « Mot-clé principal » of the SEO analysis; '' becomes null. */
  focusKeyword: optionalText(FOCUS_KEYWORD_MAX),
  /**
   * Scheduled publication, an ISO date-time with its offset ('2026-12-01T09:00:00Z'): the
   * article is public once `published` and this moment has come. null: at once; absent on
   * update: unchanged.
   */
  publishAt: PublishAt,
  /** The article's categories (ids of `/api/admin/blog/categories`); absent on update: unchanged. */
  categoryIds: CategoryIds,
});
export type ArticleUpdateInput = z.infer<typeof ArticleUpdateInput>;
/** What a client sends to save an article (`publishAt` as an ISO string). */
export type ArticleSaveInput = z.input<typeof ArticleUpdateInput>;

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
  /** The form's `datetime-local` value (the browser's time zone), sent as an ISO date-time. */
  publishAt: z
    .string()
    .default('')
    .transform((local, ctx) => {
      if (!local.trim()) return null;
      const date = new Date(local);
      if (Number.isNaN(date.getTime())) {
        ctx.addIssue({ code: 'custom', message: 'Date de publication invalide.' });
        return z.NEVER;
      }
      return date.toISOString();
    }),
  categoryIds: z.array(z.number().int().positive()).max(CATEGORIES_PER_ARTICLE_MAX).default([]),
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
  /** Its categories (chips linking to `/blog/categorie/{slug}`). */
  categories: CategoryChip[];
};

/** Site map response (spec §3); `date` is an ISO date-time. */
export type SitemapResponse = {
  pages: { title: string; description: string; url: string }[];
  articles: { title: string; description: string; url: string; date: string }[];
};

/** A stored article as the back office sees it: its row plus its categories' ids. */
export type AdminArticle = BlogPost & { categoryIds: number[] };

/** A category chip of a card or an article: its name and its page `/blog/categorie/{slug}`. */
export type CategoryChip = { name: string; slug: string };

// ---------------------------------------------------------------------------------------------
// Categories: GET/POST /api/admin/blog/categories, PUT/DELETE /api/admin/blog/categories/{id}

/** { name } → the category; its slug is made from the name (unique). */
export const CategoryInput = z.object({
  name: requiredText(CATEGORY_NAME_MAX, 'Veuillez saisir le nom de la catégorie.'),
  description: optionalText(500),
});
export type CategoryInput = z.infer<typeof CategoryInput>;

export const CategoryIdInput = z.object({ id: z.coerce.number().int().positive() });

export const CategoryOutput = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
});
export type CategoryOutput = z.infer<typeof CategoryOutput>;

export const CategoryListOutput = z.array(CategoryOutput.extend({ articles: z.number().int() }));
export const CategoryDeleteOutput = z.object({ success: z.literal(true), id: z.number().int() });

export const CategoryPageInput = z.object({
  slug: z.string().trim().min(1, VALIDATION.missingSlug).max(SLUG_MAX),
  page: z.coerce.number().int().min(1).max(10000).default(1),
});
export type CategoryPageInput = z.input<typeof CategoryPageInput>;

export const CategoryPageOutput = z.object({
  category: CategoryOutput,
  posts: z.array(PublicPostListItemRow),
  page: z.number().int(),
  pages: z.number().int(),
  total: z.number().int(),
});

// ---------------------------------------------------------------------------------------------
// SEO analysis: POST /api/admin/blog/seo-analysis (rules in src/shared/blog/seo-analysis.ts)

export const SeoAnalysisInput = z.object({
  title: z.string().max(TITLE_MAX, VALIDATION.tooLong(TITLE_MAX)),
  slug: z.string().max(SLUG_MAX, VALIDATION.tooLong(SLUG_MAX)).default(''),
  metaDescription: z.string().max(META_DESCRIPTION_MAX, VALIDATION.tooLong(META_DESCRIPTION_MAX)).nullish(),
  content: z.string().max(CONTENT_MAX, VALIDATION.tooLong(CONTENT_MAX)),
  focusKeyword: z.string().max(FOCUS_KEYWORD_MAX, VALIDATION.tooLong(FOCUS_KEYWORD_MAX)).nullish(),
  /** The generator's length setting ('court' | 'moyen' | 'long'), optional. */
  length: z.enum(LENGTHS, { error: VALIDATION.invalidChoice }).nullish(),
});
export type SeoAnalysisInput = z.input<typeof SeoAnalysisInput>;

export const SeoAnalysisOutput = z.object({
  score: z.number().int().min(0).max(100),
  checks: z.array(z.object({ id: z.string(), status: z.enum(['good', 'improve', 'bad']), message: z.string() })),
});

/** Largest accepted upload (bytes); above → 413. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** Stored uploads are at most this wide (px). */
export const UPLOAD_MAX_WIDTH = 1600;
/**
 * Stored uploads are at most this high (px): a tall image is scaled down to fit, under WebP's own
 * limit of 16,383 px a side (past it the encoder fails).
 */
export const UPLOAD_MAX_HEIGHT = 16_000;
/** An upload whose header announces more pixels is refused before decoding (400). */
export const UPLOAD_MAX_PIXELS = 50_000_000;
