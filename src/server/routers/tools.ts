import { AuditInput, RoiInput, VisibilityInput } from '../../shared/schemas';
import { runAudit } from '../services/audit';
import { calculateRoi, calculateVisibility } from '../services/tools';
import { rateLimitedProcedure, router } from '../trpc/init';

export const toolsRouter = router({
  audit: rateLimitedProcedure('forms')
    .input(AuditInput)
    .mutation(({ ctx, input }) => runAudit(ctx, input)),
  visibility: rateLimitedProcedure('forms')
    .input(VisibilityInput)
    .mutation(({ ctx, input }) => calculateVisibility(ctx, input)),
  roi: rateLimitedProcedure('forms')
    .input(RoiInput)
    .mutation(({ ctx, input }) => calculateRoi(ctx, input)),
});
