import { ArticleCreateInput, ArticleUpdateInput, PostIdInput, PublishInput, SlugInput } from '../../shared/schemas';
import * as blog from '../services/blog';
import { adminProcedure, publicProcedure, router } from '../trpc/init';

export const blogRouter = router({
  list: publicProcedure.query(({ ctx }) => blog.listPublished(ctx)),
  bySlug: publicProcedure.input(SlugInput).query(({ ctx, input }) => blog.getPublishedBySlug(ctx, input.slug)),
});

export const adminBlogRouter = router({
  list: adminProcedure.query(({ ctx }) => blog.listAll(ctx)),
  create: adminProcedure
    .input(ArticleCreateInput)
    .mutation(({ ctx, input }) => blog.create(ctx, ctx.user.id, input)),
  byId: adminProcedure.input(PostIdInput).query(({ ctx, input }) => blog.getById(ctx, input.id)),
  update: adminProcedure
    .input(PostIdInput.extend({ data: ArticleUpdateInput }))
    .mutation(({ ctx, input }) => blog.update(ctx, input.id, input.data)),
  publish: adminProcedure
    .input(PostIdInput.extend({ data: PublishInput }))
    .mutation(({ ctx, input }) => blog.setPublished(ctx, input.id, input.data.published)),
  delete: adminProcedure.input(PostIdInput).mutation(({ ctx, input }) => blog.remove(ctx, input.id)),
});
