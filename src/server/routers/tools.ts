import { AuditInput, RoiInput, VisibilityInput } from '../../shared/schemas';
import { rateLimitedProcedure, router } from '../trpc/init';
import { notImplemented } from './not-implemented';

export const toolsRouter = router({
  audit: rateLimitedProcedure('forms').input(AuditInput).mutation(() => notImplemented('Audit SEO')),
  visibility: rateLimitedProcedure('forms')
    .input(VisibilityInput)
    .mutation(() => notImplemented('Calculateur de visibilité')),
  roi: rateLimitedProcedure('forms').input(RoiInput).mutation(() => notImplemented('Calculateur ROI')),
});
