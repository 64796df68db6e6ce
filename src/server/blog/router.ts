import { BlogPostRow, CategoryRow, PublicArticleRow, PublicPostListItemRow } from '#shared/blog/replies';
import { DeletedReply } from '#shared/api/replies';
import { PageInput, pageReply } from '#shared/api/page';
import { ArticleUpdateInput, CategoryDeleteOutput, CategoryIdInput, CategoryInput, CategoryListOutput, CategoryOutput, CategoryPageInput, CategoryPageOutput, PostIdInput, PublishInput, SeoAnalysisInput, SeoAnalysisOutput, SlugInput } from '#shared/blog/schemas';
import { analyzeArticle } from '#shared/blog/seo-analysis';
import { BacklinksOutput, LinkCheckInput, LinkCheckOutput } from '#shared/blog/link-check';
import { checked } from '../platform/trpc/meta';
import * as blog from './articles';
import * as categories from './categories';
import * as links from './links';
import { recordAudit } from '../auth/audit-log';
import { staffProcedure, publicProcedure, router } from '../platform/trpc/init';

const ARTICLE_NOT_FOUND = { 404: 'Article non trouvé' };

const articleTarget = (post: { id: number; title: string }) => `Article « ${post.title} » (#${post.id})`;

/** The audit log's line when an article goes public or back to draft. */
async function auditPublication(ctx: Parameters<typeof recordAudit>[0], before: boolean, after: { id: number; title: string; published: boolean }) {
  if (before === after.published) return;
  await recordAudit(ctx, { action: after.published ? 'article.published' : 'article.unpublished', target: articleTarget(after) });
}
const SLUG_TAKEN = { 409: 'Slug déjà utilisé par un autre article' };

export const blogRouter = router({
  list: publicProcedure
    .meta({
      rest: {
        method: 'get', path: '/api/blog/posts', tag: 'Blog', paginated: true,
        summary: 'Articles publiés, les plus récents en premier.',
      },
    })
    .input(PageInput)
    .output(checked(pageReply(PublicPostListItemRow)))
    .query(({ ctx, input }) => blog.listPublished(ctx, input)),
  bySlug: publicProcedure
    .meta({
      rest: {
        method: 'get', path: '/api/blog/posts/:slug', tag: 'Blog', errors: ARTICLE_NOT_FOUND,
        summary: 'Un article publié (contenu Markdown et HTML assaini) ; 404 si absent.',
      },
    })
    .input(SlugInput)
    .output(checked(PublicArticleRow))
    .query(({ ctx, input }) => blog.getPublishedBySlug(ctx, input.slug)),
  /** `/blog/categorie/{slug}?page=N`: one page of a category's public articles (404 if unknown); the page route's loader. */
  category: publicProcedure
    .input(CategoryPageInput)
    .output(checked(CategoryPageOutput))
    .query(({ ctx, input }) => categories.categoryPage(ctx, input.slug, input.page)),
});

const tag = 'Administration du blog' as const;
/** The blog's back office: editors (and admins). */
const editorProcedure = staffProcedure(['editor']);

export const adminBlogRouter = router({
  list: editorProcedure
    .meta({ rest: { method: 'get', path: '/api/admin/blog/posts', scope: 'blog:read', tag, paginated: true, summary: 'Tous les articles (publiés et brouillons).' } })
    .input(PageInput)
    .output(checked(pageReply(BlogPostRow)))
    .query(({ ctx, input }) => blog.listAll(ctx, input)),
  create: editorProcedure
    .meta({
      rest: {
        method: 'post', path: '/api/admin/blog/posts', scope: 'blog:write', tag, status: 201, errors: SLUG_TAKEN,
        summary: "Crée un article (auteur : l'administrateur connecté) ; 409 si le slug est déjà pris.",
      },
    })
    .input(ArticleUpdateInput) // a new article takes the same fields as the edit form (authorId is the admin)
    .output(checked(BlogPostRow))
    .mutation(async ({ ctx, input }) => {
      const created = await blog.create(ctx, ctx.user.id, input);
      await auditPublication(ctx, false, created);
      return created;
    }),
  byId: editorProcedure
    .meta({ rest: { method: 'get', path: '/api/admin/blog/posts/:id', scope: 'blog:read', tag, errors: ARTICLE_NOT_FOUND, summary: "Un article par identifiant ; 404 'Article non trouvé'." } })
    .input(PostIdInput)
    .output(checked(BlogPostRow))
    .query(({ ctx, input }) => blog.getById(ctx, input.id)),
  update: editorProcedure
    .meta({
      rest: {
        method: 'put', path: '/api/admin/blog/posts/:id', scope: 'blog:write', tag, ifMatch: 'adminBlog.byId', errors: { ...ARTICLE_NOT_FOUND, ...SLUG_TAKEN },
        summary: 'Met à jour un article ; 409 si le slug est déjà pris par un autre article.',
      },
    })
    .input(PostIdInput.extend({ data: ArticleUpdateInput }))
    .output(checked(BlogPostRow))
    .mutation(async ({ ctx, input }) => {
      const before = await blog.getById(ctx, input.id);
      const updated = await blog.update(ctx, input.id, input.data);
      await auditPublication(ctx, before.published, updated);
      return updated;
    }),
  publish: editorProcedure
    .meta({
      rest: {
        method: 'patch', path: '/api/admin/blog/posts/:id/publish', scope: 'blog:write', tag, ifMatch: 'adminBlog.byId', errors: ARTICLE_NOT_FOUND,
        summary: 'Publie ou dépublie un article (une publication déclenche le webhook article.published).',
      },
    })
    .input(PostIdInput.extend({ data: PublishInput }))
    .output(checked(BlogPostRow))
    .mutation(async ({ ctx, input }) => {
      const before = await blog.getById(ctx, input.id);
      const updated = await blog.setPublished(ctx, input.id, input.data.published);
      await auditPublication(ctx, before.published, updated);
      return updated;
    }),
  delete: editorProcedure
    .meta({ rest: { method: 'delete', path: '/api/admin/blog/posts/:id', scope: 'blog:write', tag, ifMatch: 'adminBlog.byId', errors: ARTICLE_NOT_FOUND, summary: 'Supprime un article.' } })
    .input(PostIdInput)
    .output(checked(DeletedReply))
    .mutation(async ({ ctx, input }) => {
      const before = await blog.getById(ctx, input.id);
      const removed = await blog.remove(ctx, input.id);
      await recordAudit(ctx, { action: 'article.deleted', target: articleTarget(before) });
      return removed;
    }),
  /** The SEO analysis of an article on its focus keyword (the rules the editor runs as one types). */
  seoAnalysis: editorProcedure
    .meta({
      rest: {
        method: 'post', path: '/api/admin/blog/seo-analysis', scope: 'blog:read', tag,
        summary: "Analyse SEO d'un article sur son mot-clé principal : { score (0–100), checks: [{ id, status: 'good' | 'improve' | 'bad', message }] } (mêmes règles que l'éditeur).",
      },
    })
    .input(SeoAnalysisInput)
    .output(checked(SeoAnalysisOutput))
    .mutation(({ ctx, input }) => analyzeArticle(input, { siteHost: new URL(ctx.config.SITE_URL).host })),
  /** What the internal links of an article answer, before they break (the editor checks as one types). */
  checkLinks: editorProcedure
    .meta({
      rest: {
        method: 'post', path: '/api/admin/blog/links/check', scope: 'blog:read', tag,
        summary:
          "Vérifie des liens internes ({ paths } : 100 au plus, ou { content } : le Markdown d'un article) sans les suivre : [{ path, status: 'ok' | 'broken' | 'redirected', httpStatus, to? }] (règles de redirection, articles publiés, catégories, pages du site).",
      },
    })
    .input(LinkCheckInput)
    .output(checked(LinkCheckOutput))
    .mutation(({ ctx, input }) => links.checkLinks(ctx, input)),
  backlinks: editorProcedure
    .meta({
      rest: {
        method: 'get', path: '/api/admin/blog/posts/:id/backlinks', scope: 'blog:read', tag, errors: ARTICLE_NOT_FOUND,
        summary: "Les articles publiés dont le contenu renvoie vers cet article : [{ id, title, slug }] ; 404 'Article non trouvé'.",
      },
    })
    .input(PostIdInput)
    .output(checked(BacklinksOutput))
    .query(({ ctx, input }) => links.backlinks(ctx, input.id)),
});

const CATEGORY_NOT_FOUND = { 404: 'Catégorie non trouvée' };
const CATEGORY_TAKEN = { 409: 'Une catégorie porte déjà ce nom' };

/** Blog categories of the back office (`/api/admin/blog/categories[/{id}]`). */
export const adminCategoriesRouter = router({
  list: editorProcedure
    .meta({ rest: { method: 'get', path: '/api/admin/blog/categories', scope: 'blog:read', tag, summary: "Catégories du blog, par nom, avec leur nombre d'articles." } })
    .output(checked(CategoryListOutput))
    .query(({ ctx }) => categories.listCategories(ctx)),
  byId: editorProcedure
    .meta({
      rest: {
        method: 'get', path: '/api/admin/blog/categories/:id', scope: 'blog:read', tag, errors: CATEGORY_NOT_FOUND,
        summary: "Une catégorie par identifiant ({ id, name, slug, description }) ; 404 'Catégorie non trouvée'.",
      },
    })
    .input(CategoryIdInput)
    .output(checked(CategoryRow))
    .query(({ ctx, input }) => categories.getCategory(ctx, input.id)),
  create: editorProcedure
    .meta({
      rest: {
        method: 'post', path: '/api/admin/blog/categories', scope: 'blog:write', tag, status: 201, errors: CATEGORY_TAKEN,
        summary: 'Crée une catégorie ({ name } → { id, name, slug }) ; 409 si le nom est déjà pris.',
      },
    })
    .input(CategoryInput)
    .output(checked(CategoryOutput))
    .mutation(({ ctx, input }) => categories.createCategory(ctx, input)),
  update: editorProcedure
    .meta({
      rest: {
        method: 'put', path: '/api/admin/blog/categories/:id', scope: 'blog:write', tag, ifMatch: 'adminCategories.byId', errors: { ...CATEGORY_NOT_FOUND, ...CATEGORY_TAKEN },
        summary: 'Renomme une catégorie (son slug suit le nom).',
      },
    })
    .input(CategoryIdInput.extend({ data: CategoryInput }))
    .output(checked(CategoryOutput))
    .mutation(({ ctx, input }) => categories.updateCategory(ctx, input.id, input.data)),
  delete: editorProcedure
    .meta({ rest: { method: 'delete', path: '/api/admin/blog/categories/:id', scope: 'blog:write', tag, ifMatch: 'adminCategories.byId', errors: CATEGORY_NOT_FOUND, summary: 'Supprime une catégorie (ses articles restent).' } })
    .input(CategoryIdInput)
    .output(checked(CategoryDeleteOutput))
    .mutation(({ ctx, input }) => categories.deleteCategory(ctx, input.id)),
});
