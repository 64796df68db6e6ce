/**
 * What the AI features write: the draft article (one insert, only once everything is valid)
 * and the image files under UPLOADS_DIR.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { AdminArticle } from '#shared/blog/schemas';
import { storedImageFilename } from '#shared/format/slug';
import type { GeneratedArticle } from '#shared/ai/schemas';
import type { Deps } from '../platform/deps';
import { aiDrafts } from '#db/schema';
import { freeSlug, insertArticle, isSlugTaken } from '../blog/articles';
import type { ArticleBrief } from './provider';

export type DraftInput = {
  authorId: number;
  brief: ArticleBrief;
  article: GeneratedArticle;
  generationPrompt: string;
  imageUrl: string | null;
  /** « Mot-clé principal » of the draft (its SEO analysis runs on it). */
  focusKeyword?: string | null;
  /** The draft's SEO analysis score and the revisions it took (table ai_drafts). */
  seo?: { score: number; revisions: number };
};


/** Stores the generated article as a draft (published false, generatedWithAI true). */
export async function insertGeneratedDraft(deps: Pick<Deps, 'db'>, input: DraftInput): Promise<AdminArticle> {
  const post = await insertDraftRow(deps, input);
  if (input.seo) await deps.db.insert(aiDrafts).values({ postId: post.id, seoScore: input.seo.score, revisions: input.seo.revisions });
  return post;
}

async function insertDraftRow(deps: Pick<Deps, 'db'>, input: DraftInput): Promise<AdminArticle> {
  const { article, brief } = input;
  for (let attempt = 0; ; attempt += 1) {
    const slug = await freeSlug(deps, article.title);
    try {
      return await insertArticle(deps, {
        title: article.title,
        slug,
        content: article.content,
        excerpt: article.excerpt,
        practiceType: brief.practiceType,
        firmSize: brief.firmSize,
        topic: brief.topic,
        metaDescription: article.metaDescription,
        keywords: article.keywords,
        published: false,
        authorId: input.authorId,
        generatedWithAI: true,
        generationPrompt: input.generationPrompt,
        imageUrl: input.imageUrl,
        focusKeyword: input.focusKeyword ?? null,
      });
    } catch (err) {
      // Another article took the slug between the check and the insert: try the next one.
      if (attempt < 2 && isSlugTaken(err)) continue;
      throw err;
    }
  }
}

/**
 * Writes a PNG under the uploads folder with a safe, unique name (never overwrites: 'wx') and
 * returns its public path '/uploads/<name>.png'.
 */
export async function saveUploadedImage(uploadsDir: string, name: string, png: Buffer): Promise<string> {
  const suffix = `${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;
  const filename = storedImageFilename(name, suffix);
  const dir = path.resolve(uploadsDir);
  const file = path.resolve(dir, filename);
  if (path.dirname(file) !== dir) throw new Error(`Nom de fichier refusé : ${filename}`);
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(file, png, { flag: 'wx' });
  return `/uploads/${filename}`;
}
