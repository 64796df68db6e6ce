import { GenerateArticleInput, GenerateIdeasInput, GenerateImageInput } from '../../shared/schemas';
import { adminProcedure, router } from '../trpc/init';
import { notImplemented } from './not-implemented';

export const aiRouter = router({
  ideas: adminProcedure.input(GenerateIdeasInput).mutation(() => notImplemented("Idées d'articles")),
  generate: adminProcedure.input(GenerateArticleInput).mutation(() => notImplemented("Génération d'article")),
  image: adminProcedure.input(GenerateImageInput).mutation(() => notImplemented("Génération d'image")),
});
