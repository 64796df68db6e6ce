import { AuditEmailInput, AuditEmailReply, AuditReport, AuditTokenInput } from '#shared/audit/report';
import { AuditReply, RoiReply, VisibilityReply } from '#shared/tools/replies';
import { AuditInput, RoiInput, VisibilityInput } from '#shared/tools/schemas';
import { checked } from '../platform/trpc/meta';
import { runAudit } from '../audit/index';
import { requestAuditReport } from '../audit/lead';
import { getAuditReport } from '../audit/report';
import { calculateRoi, calculateVisibility } from './calculations';
import { rateLimitedProcedure, readLimitedProcedure, router } from '../platform/trpc/init';

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
  auditReport: readLimitedProcedure
    .meta({
      rest: {
        method: 'get', path: '/api/audit/:token', tag, errors: { 404: 'Rapport introuvable (lien erroné, ou audit de plus de 2 ans)' },
        summary: "Le rapport complet d'un audit : scores, chaque constat avec les pages concernées, pourquoi il compte et comment le corriger, les pages analysées.",
      },
    })
    .input(AuditTokenInput)
    .output(checked(AuditReport))
    .query(({ ctx, input }) => getAuditReport(ctx, input.token)),
  auditEmail: rateLimitedProcedure('forms')
    .meta({
      rest: {
        method: 'post', path: '/api/audit/:token/email', tag, status: 201, errors: { 404: 'Rapport introuvable' },
        summary:
          "« Recevoir le rapport complet par e-mail » : prénom, e-mail et consentement ; le lien du rapport et son PDF partent par e-mail, le demandeur devient un prospect de type audit (webhook lead.created).",
      },
    })
    .input(AuditEmailInput)
    .output(checked(AuditEmailReply))
    .mutation(({ ctx, input }) => requestAuditReport(ctx, input)),
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
