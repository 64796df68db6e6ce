import {
  ArticleCreateInput,
  ArticleUpdateInput,
  CategoryDeleteOutput,
  CategoryIdInput,
  CategoryInput,
  CategoryListOutput,
  CategoryOutput,
  CategoryPageInput,
  CategoryPageOutput,
  PostIdInput,
  PublishInput,
  SeoAnalysisInput,
  SeoAnalysisOutput,
  SlugInput,
} from '../../shared/schemas';
import { analyzeArticle } from '../../shared/rules/seo-analysis';
import * as blog from '../services/blog';
import * as categories from '../services/categories';
import { adminProcedure, publicProcedure, router } from '../trpc/init';

export const blogRouter = router({
  list: publicProcedure.query(({ ctx }) => blog.listPublished(ctx)),
  bySlug: publicProcedure.input(SlugInput).query(({ ctx, input }) => blog.getPublishedBySlug(ctx, input.slug)),
  /** `/blog/categorie/{slug}?page=N`: one page of a category's public articles (404 if unknown). */
  category: publicProcedure.input(CategoryPageInput).output(CategoryPageOutput).query(({ ctx, input }) => categories.categoryPage(ctx, input.slug, input.page)),
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
  /** The SEO analysis of an article on its focus keyword (the rules the editor runs as one types). */
  seoAnalysis: adminProcedure
    .input(SeoAnalysisInput)
    .output(SeoAnalysisOutput)
    .mutation(({ ctx, input }) => analyzeArticle(input, { siteHost: new URL(ctx.config.SITE_URL).host })),
});

/** Blog categories of the back office (`/api/admin/blog/categories[/{id}]`). */
export const adminCategoriesRouter = router({
  list: adminProcedure.output(CategoryListOutput).query(({ ctx }) => categories.listCategories(ctx)),
  create: adminProcedure.input(CategoryInput).output(CategoryOutput).mutation(({ ctx, input }) => categories.createCategory(ctx, input)),
  update: adminProcedure
    .input(CategoryIdInput.extend({ data: CategoryInput }))
    .output(CategoryOutput)
    .mutation(({ ctx, input }) => categories.updateCategory(ctx, input.id, input.data)),
  delete: adminProcedure.input(CategoryIdInput).output(CategoryDeleteOutput).mutation(({ ctx, input }) => categories.deleteCategory(ctx, input.id)),
});
