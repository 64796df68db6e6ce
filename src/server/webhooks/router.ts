import { DeletedReply } from '#shared/api/replies';
import { PageInput, pageReply } from '#shared/api/page';
import { WebhookCreated, WebhookCreateInput, WebhookDeliveryRow, WebhookIdInput, WebhookRow } from '#shared/webhooks/schemas';
import { checked } from '../platform/trpc/meta';
import * as webhooks from './webhooks';
import { adminProcedure, router } from '../platform/trpc/init';
import { recordAudit } from '../auth/audit-log';

const tag = 'Webhooks' as const;
const NOT_FOUND = { 404: 'Webhook introuvable' };

export const webhooksRouter = router({
  create: adminProcedure
    .meta({
      rest: {
        method: 'post', path: '/api/admin/webhooks', scope: 'webhooks:write', tag, status: 201,
        summary: 'Enregistre un webhook : renvoie { id, url, events, secret } ; le secret de signature n’est affiché qu’une fois.',
        description:
          'Événements : `lead.created` (nouveau prospect), `lead.updated` (statut, avec `changes`), `lead.note_added` (note), `lead.deleted` (données d’une personne effacées : `{ kind, id }` seulement), `article.published` ; la charge utile de chacun est décrite dans la section `webhooks` du document. Chaque message est un POST JSON ' +
          '`{ type, timestamp, data }` signé selon Standard Webhooks (en-têtes `webhook-id`, `webhook-timestamp`, `webhook-signature: v1,<base64 HMAC-SHA256>`). ' +
          'L’URL doit être http(s) vers un serveur public. Un code 2xx en moins de 10 s vaut réussite ; sinon le message est renvoyé plus tard avec le même `webhook-id`.',
        errors: { 409: 'Nombre maximal de webhooks atteint' },
      },
    })
    .input(WebhookCreateInput)
    .output(checked(WebhookCreated))
    .mutation(async ({ ctx, input }) => {
      const created = await webhooks.createWebhook(ctx, input);
      await recordAudit(ctx, { action: 'webhook.created', target: `Webhook #${created.id} ${created.url}` });
      return created;
    }),
  list: adminProcedure
    .meta({
      rest: {
        method: 'get', path: '/api/admin/webhooks', scope: 'webhooks:write', tag, paginated: true,
        summary: 'Les webhooks enregistrés, les plus récents en premier, avec leur dernière livraison (sans le secret).',
      },
    })
    .input(PageInput)
    .output(checked(pageReply(WebhookRow)))
    .query(({ ctx, input }) => webhooks.listWebhooks(ctx, input)),
  delete: adminProcedure
    .meta({ rest: { method: 'delete', path: '/api/admin/webhooks/:id', scope: 'webhooks:write', tag, errors: NOT_FOUND, summary: 'Supprime un webhook (ses messages en attente ne sont pas envoyés).' } })
    .input(WebhookIdInput)
    .output(checked(DeletedReply))
    .mutation(async ({ ctx, input }) => {
      const deleted = await webhooks.deleteWebhook(ctx, input.id);
      await recordAudit(ctx, { action: 'webhook.deleted', target: `Webhook #${input.id}` });
      return deleted;
    }),
  deliveries: adminProcedure
    .meta({
      rest: {
        method: 'get', path: '/api/admin/webhooks/:id/deliveries', scope: 'webhooks:write', tag, paginated: true, errors: NOT_FOUND,
        summary: 'Les tentatives de livraison d’un webhook, les plus récentes en premier : code HTTP, erreur, durée, date.',
      },
    })
    .input(WebhookIdInput.extend({ limit: PageInput.unwrap().shape.limit, cursor: PageInput.unwrap().shape.cursor }))
    .output(checked(pageReply(WebhookDeliveryRow)))
    .query(({ ctx, input }) => webhooks.listDeliveries(ctx, input.id, input)),
});
