import { PageInput, pageReply } from '#shared/api/page';
import { EmailIdInput, EmailRow } from '#shared/email/schemas';
import { checked } from '../platform/trpc/meta';
import * as emails from './email-log';
import { staffProcedure, router } from '../platform/trpc/init';

/** The lead e-mails: sales people (and admins). */
const salesProcedure = staffProcedure(['sales']);

export const emailsRouter = router({
  list: salesProcedure
    .meta({
      rest: {
        method: 'get', path: '/api/admin/emails', scope: 'leads:read', tag: 'Prospects', paginated: true,
        summary:
          "Les e-mails de la boîte d'envoi (notifications, accusés de réception, analyses du quiz), les plus récents en premier : destinataire, objet, statut (pending, sent, failed, skipped), tentatives, dernière erreur, prospect concerné.",
      },
    })
    .input(PageInput)
    .output(checked(pageReply(EmailRow)))
    .query(({ ctx, input }) => emails.listEmails(ctx, input)),
  retry: salesProcedure
    .meta({
      rest: {
        method: 'post', path: '/api/admin/emails/:id/retry', scope: 'leads:write', tag: 'Prospects',
        summary: 'Renvoie un e-mail en échec (failed) ou non envoyé (skipped) : il repasse en attente (pending).',
        errors: { 404: 'E-mail introuvable', 409: 'Seul un e-mail en échec ou non envoyé peut être renvoyé.' },
      },
    })
    .input(EmailIdInput)
    .output(checked(EmailRow))
    .mutation(({ ctx, input }) => emails.retryEmail(ctx, input.id)),
});
