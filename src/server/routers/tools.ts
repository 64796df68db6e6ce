import { AuditInput, RoiInput, VisibilityInput } from '../../shared/schemas';
import { runAudit } from '../services/audit';
import { calculateRoi, calculateVisibility } from '../services/tools';
import { rateLimitedProcedure, router } from '../trpc/init';

export const toolsRouter = router({
  audit: rateLimitedProcedure('tools')
    .input(AuditInput)
    .mutation(({ ctx, input }) => runAudit(ctx, input)),
  visibility: rateLimitedProcedure('tools')
    .input(VisibilityInput)
    .mutation(({ ctx, input }) => calculateVisibility(ctx, input)),
  roi: rateLimitedProcedure('tools')
    .input(RoiInput)
    .mutation(({ ctx, input }) => calculateRoi(ctx, input)),
});
