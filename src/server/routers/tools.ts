import { AuditInput, AuditReply, RoiInput, RoiReply, VisibilityInput, VisibilityReply } from '../../shared/schemas';
import { checked } from '../rest/meta';
import { runAudit } from '../services/audit';
import { calculateRoi, calculateVisibility } from '../services/tools';
import { rateLimitedProcedure, router } from '../trpc/init';

const tag = 'Outils' as const;

export const toolsRouter = router({
  audit: rateLimitedProcedure('tools')
    .meta({
      rest: {
        method: 'post', path: '/api/audit', tag, summary: "Audit SEO d'un site d'avocat.",
        errors: { 422: 'La page ne peut pas être auditée (injoignable, erreur HTTP, pas du HTML, trop de redirections)' },
      },
    })
    .input(AuditInput)
    .output(checked(AuditReply))
    .mutation(({ ctx, input }) => runAudit(ctx, input)),
  visibility: rateLimitedProcedure('tools')
    .meta({ rest: { method: 'post', path: '/api/visibility', tag, summary: 'Calcul de visibilité locale.' } })
    .input(VisibilityInput)
    .output(checked(VisibilityReply))
    .mutation(({ ctx, input }) => calculateVisibility(ctx, input)),
  roi: rateLimitedProcedure('tools')
    .meta({ rest: { method: 'post', path: '/api/roi-calculator', tag, summary: "Calcul du retour sur investissement d'une stratégie SEO." } })
    .input(RoiInput)
    .output(checked(RoiReply))
    .mutation(({ ctx, input }) => calculateRoi(ctx, input)),
});
