import { z } from 'zod';
import {
  ArticleCreateInput,
  ArticleUpdateInput,
  BlogPostRow,
  DeletedReply,
  PageInput,
  PostIdInput,
  PublicArticleRow,
  PublicPostListItemRow,
  PublishInput,
  SlugInput,
} from '../../shared/schemas';
import { checked } from '../rest/meta';
import * as blog from '../services/blog';
import { adminProcedure, publicProcedure, router } from '../trpc/init';

const ARTICLE_NOT_FOUND = { 404: 'Article non trouvé' };
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
    .output(checked(z.array(PublicPostListItemRow)))
    .query(({ ctx, input }) => blog.listPublished(ctx, input, ctx)),
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
});

const tag = 'Administration du blog' as const;

export const adminBlogRouter = router({
  list: adminProcedure
    .meta({ rest: { method: 'get', path: '/api/admin/blog/posts', tag, paginated: true, summary: 'Tous les articles (publiés et brouillons).' } })
    .input(PageInput)
    .output(checked(z.array(BlogPostRow)))
    .query(({ ctx, input }) => blog.listAll(ctx, input, ctx)),
  create: adminProcedure
    .meta({
      rest: {
        method: 'post', path: '/api/admin/blog/posts', tag, status: 201, errors: SLUG_TAKEN,
        summary: "Crée un article (auteur : l'administrateur connecté) ; 409 si le slug est déjà pris.",
      },
    })
    .input(ArticleCreateInput)
    .output(checked(BlogPostRow))
    .mutation(({ ctx, input }) => blog.create(ctx, ctx.user.id, input)),
  byId: adminProcedure
    .meta({ rest: { method: 'get', path: '/api/admin/blog/posts/:id', tag, errors: ARTICLE_NOT_FOUND, summary: "Un article par identifiant ; 404 'Article non trouvé'." } })
    .input(PostIdInput)
    .output(checked(BlogPostRow))
    .query(({ ctx, input }) => blog.getById(ctx, input.id)),
  update: adminProcedure
    .meta({
      rest: {
        method: 'put', path: '/api/admin/blog/posts/:id', tag, errors: { ...ARTICLE_NOT_FOUND, ...SLUG_TAKEN },
        summary: 'Met à jour un article ; 409 si le slug est déjà pris par un autre article.',
      },
    })
    .input(PostIdInput.extend({ data: ArticleUpdateInput }))
    .output(checked(BlogPostRow))
    .mutation(({ ctx, input }) => blog.update(ctx, input.id, input.data)),
  publish: adminProcedure
    .meta({
      rest: {
        method: 'patch', path: '/api/admin/blog/posts/:id/publish', tag, errors: ARTICLE_NOT_FOUND,
        summary: 'Publie ou dépublie un article (une publication déclenche le webhook article.published).',
      },
    })
    .input(PostIdInput.extend({ data: PublishInput }))
    .output(checked(BlogPostRow))
    .mutation(({ ctx, input }) => blog.setPublished(ctx, input.id, input.data.published)),
  delete: adminProcedure
    .meta({ rest: { method: 'delete', path: '/api/admin/blog/posts/:id', tag, errors: ARTICLE_NOT_FOUND, summary: 'Supprime un article.' } })
    .input(PostIdInput)
    .output(checked(DeletedReply))
    .mutation(({ ctx, input }) => blog.remove(ctx, input.id)),
});
