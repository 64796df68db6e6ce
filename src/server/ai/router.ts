import { GenerateArticleInput, GenerateIdeasInput, GenerateImageInput, IdeasResponse, ImageResponse } from '#shared/ai/schemas';
import { BlogPostRow } from '#shared/blog/replies';
import { checked } from '../platform/trpc/meta';
import { AiUsageInput, AiUsageReply } from '#shared/ai/usage';
import { generateArticle, generateIdeas, generateImage } from './index';
import { adminProcedure, rateLimitedStaffProcedure, router } from '../platform/trpc/init';
import { usageReport } from './usage';
import { streamArticle } from './writer';

/** AI generation: editors (and admins), limited per account (RATE_LIMIT_AI_MAX per window). */
const aiProcedure = rateLimitedStaffProcedure('ai', ['editor']);

const tag = 'IA' as const;
const AI_ERRORS = {
  502: 'Le service d’IA a échoué ou a renvoyé une réponse invalide (rien n’est enregistré)',
  504: 'Le service d’IA n’a pas répondu à temps (rien n’est enregistré)',
};

export const aiRouter = router({
  ideas: aiProcedure
    .meta({ rest: { method: 'post', path: '/api/admin/blog/generate-ideas', tag, errors: AI_ERRORS, summary: "Idées d'articles pour un domaine de pratique ({ ideas })." } })
    .input(GenerateIdeasInput)
    .output(checked(IdeasResponse))
    .mutation(({ ctx, input }) => generateIdeas(ctx, ctx.user.id, input)),
  generate: aiProcedure
    .meta({ rest: { method: 'post', path: '/api/admin/blog/generate', tag, status: 201, errors: AI_ERRORS, summary: 'Génère un article (enregistré en brouillon).' } })
    .input(GenerateArticleInput)
    .output(checked(BlogPostRow))
    .mutation(({ ctx, input }) => generateArticle(ctx, ctx.user.id, input)),
  image: aiProcedure
    .meta({ rest: { method: 'post', path: '/api/admin/blog/generate-image', tag, errors: AI_ERRORS, summary: "Génère une image d'illustration ({ success, imagePath })." } })
    .input(GenerateImageInput)
    .output(checked(ImageResponse))
    .mutation(({ ctx, input }) => generateImage(ctx, ctx.user.id, input)),
  /**
   * The streamed generation's events (served as text/event-stream at
   * POST /api/admin/blog/generate/stream by `stream-route.ts`).
   */
  generateStream: aiProcedure.input(GenerateArticleInput).subscription(({ ctx, input, signal }) =>
    streamArticle(ctx, ctx.user.id, input, signal ?? new AbortController().signal),
  ),
  usage: adminProcedure
    .meta({
      rest: {
        method: 'get',
        path: '/api/admin/ai/usage',
        tag,
        summary:
          'Consommation de l’IA sur les N derniers jours (days, 30 par défaut) : totaux, par jour et par utilisateur (jetons, images, coût indicatif en euros), et le mois en cours face au budget.',
      },
    })
    .input(AiUsageInput)
    .output(checked(AiUsageReply))
    .query(({ ctx, input }) => usageReport(ctx, input.days)),
});
