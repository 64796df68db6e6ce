/** AI article generator, topic ideas and image generation (spec §2, §3, §5, §9). */
import { z } from '../zod';
import {
  DEFAULT_LENGTH,
  DEFAULT_TONE,
  FIRM_SIZES,
  GENERATOR_PRACTICE_TYPES,
  GENERATOR_TOPICS,
  LENGTHS,
  TONES,
} from '../practice/areas';
import { AI_IDEAS, AI_KEYWORDS, AI_META_DESCRIPTION_MAX } from './limits';
import { DEFAULT_IMAGE_FILENAME, imageFilename } from '../format/slug';
import { truncateAtWord } from '../format/text';
import { ArticleUpdateInput, CONTENT_MAX, EXCERPT_MAX, TITLE_MAX } from '../blog/schemas';
import { optionalText } from '../zod-fields';
import { MESSAGES, VALIDATION } from '../messages';

/** Toast title when the generator form is incomplete (spec §5). */
export const GENERATE_MISSING_TITLE = MESSAGES.generator.missingFields.title;
/** Toast description when the generator form is incomplete (spec §5). */
export const GENERATE_MISSING_MESSAGE = MESSAGES.generator.missingFields.description;

/** Topic ideas for a practice type (POST /api/admin/blog/generate-ideas). */
export const GenerateIdeasInput = z.object({
  practiceType: z.enum(GENERATOR_PRACTICE_TYPES, { error: GENERATE_MISSING_MESSAGE }),
});
export type GenerateIdeasInput = z.infer<typeof GenerateIdeasInput>;

/**
 * Article generation (spec §5, §9): practiceType and firmSize required and at least one of
 * topic or customTopic, else 'Veuillez remplir tous les champs obligatoires' (toast title
 * 'Champs manquants'). topic '' and blank customTopic count as absent (null). tone defaults to
 * 'professionnel', length to 'moyen'.
 */
export const GenerateArticleInput = z
  .object({
    practiceType: z.enum(GENERATOR_PRACTICE_TYPES, { error: GENERATE_MISSING_MESSAGE }),
    firmSize: z.enum(FIRM_SIZES, { error: GENERATE_MISSING_MESSAGE }),
    topic: z
      .union([z.enum(GENERATOR_TOPICS, { error: VALIDATION.invalidChoice }), z.literal(''), z.null()])
      .optional()
      .transform((value) => (value ? value : null)),
    customTopic: optionalText(300),
    tone: z.enum(TONES, { error: VALIDATION.invalidChoice }).default(DEFAULT_TONE),
    length: z.enum(LENGTHS, { error: VALIDATION.invalidChoice }).default(DEFAULT_LENGTH),
    /** A site path ('/uploads/x.png') or an http(s) URL, as on the edit screen. */
    imageUrl: ArticleUpdateInput.shape.imageUrl,
    /** « Mot-clé principal » of the draft; absent: derived from the practice, topic and city. */
    focusKeyword: optionalText(100),
    /** A city the article targets (« Lyon »): in the derived keyword and the landing pages offered as links. */
    city: optionalText(80),
  })
  .refine((input) => input.topic !== null || input.customTopic !== null, {
    error: GENERATE_MISSING_MESSAGE,
    path: ['topic'],
  });
export type GenerateArticleInput = z.infer<typeof GenerateArticleInput>;

/**
 * Image generation (spec §5, §7): the prompt must not be blank ('Veuillez saisir une
 * description pour l'image'). `filename` is made safe with `imageFilename` (a '.png' ending is
 * dropped first); absent or unusable gives 'article-image'.
 */
export const GenerateImageInput = z.object({
  prompt: z
    .string({ error: VALIDATION.imagePromptRequired })
    .trim()
    .min(1, { error: VALIDATION.imagePromptRequired, abort: true })
    .max(1000, VALIDATION.tooLong(1000)),
  filename: z
    .string()
    .max(200, VALIDATION.tooLong(200))
    .optional()
    .transform((value) => (value ? imageFilename(value.replace(/\.png$/i, '')) : DEFAULT_IMAGE_FILENAME)),
});
export type GenerateImageInput = z.infer<typeof GenerateImageInput>;

/** Reply of generate-ideas. */
export const IdeasResponse = z.object({ ideas: z.array(z.string()) });
export type IdeasResponse = z.infer<typeof IdeasResponse>;

/** Reply of generate-image; a reply without `success` or `imagePath` counts as a failure (spec §5). */
export const ImageResponse = z.object({ success: z.boolean(), imagePath: z.string().min(1) });
export type ImageResponse = z.infer<typeof ImageResponse>;

/** Trimmed, non-empty, without case-insensitive duplicates, in their first order. */
function distinct(list: string[]): string[] {
  const seen = new Set<string>();
  return list
    .map((item) => item.replace(/\s+/g, ' ').trim())
    .filter((item) => {
      const key = item.toLowerCase();
      if (!item || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** Markdown with at least one H2 heading ('## …' at the start of a line). */
function hasH2Heading(markdown: string): boolean {
  return /^## \S/m.test(markdown);
}

/**
 * An article written by a provider, checked before anything is stored: title, excerpt and
 * Markdown content with H2 headings; the meta description is cut at a word to 160
 * characters; keywords are de-duplicated, at most 8 kept, at least 3 required.
 */
export const GeneratedArticle = z.object({
  title: z.string().trim().min(1).max(TITLE_MAX),
  excerpt: z.string().trim().min(1).max(EXCERPT_MAX),
  content: z
    .string()
    .trim()
    .min(1)
    .max(CONTENT_MAX)
    .refine(hasH2Heading, 'Le contenu doit comporter des intertitres de niveau 2 (## …).'),
  metaDescription: z
    .string()
    .trim()
    .min(1)
    .transform((text) => truncateAtWord(text, AI_META_DESCRIPTION_MAX)),
  keywords: z
    .array(z.string().max(100))
    .transform((list) => distinct(list).slice(0, AI_KEYWORDS.max))
    .refine((list) => list.length >= AI_KEYWORDS.min, `Au moins ${AI_KEYWORDS.min} mots-clés sont attendus.`),
});
export type GeneratedArticle = z.output<typeof GeneratedArticle>;

/** Topic ideas written by a provider: de-duplicated, at most 8 kept, at least 5 required. */
export const GeneratedIdeas = z
  .array(z.string().max(300))
  .transform((list) => distinct(list).slice(0, AI_IDEAS.max))
  .refine((list) => list.length >= AI_IDEAS.min, `Au moins ${AI_IDEAS.min} idées sont attendues.`);
