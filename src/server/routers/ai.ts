import { GenerateArticleInput, GenerateIdeasInput, GenerateImageInput } from '../../shared/schemas';
import { generateArticle, generateIdeas, generateImage } from '../services/ai';
import { rateLimitedAdminProcedure, router } from '../trpc/init';

/** AI generation: admin only, limited per admin account (RATE_LIMIT_AI_MAX per window). */
const aiProcedure = rateLimitedAdminProcedure('ai');

export const aiRouter = router({
  ideas: aiProcedure.input(GenerateIdeasInput).mutation(({ ctx, input }) => generateIdeas(ctx, input)),
  generate: aiProcedure.input(GenerateArticleInput).mutation(({ ctx, input }) => generateArticle(ctx, ctx.user.id, input)),
  image: aiProcedure.input(GenerateImageInput).mutation(({ ctx, input }) => generateImage(ctx, input)),
});
