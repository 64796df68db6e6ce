/** « Redirections »: the rules of old addresses, for admins and editors (API key scopes blog:read / blog:write). */
import { PageInput, pageReply } from '#shared/api/page';
import { RedirectCreateInput, RedirectIdInput, RedirectItem, REDIRECT_MESSAGES } from '#shared/seo/redirects';
import { checked } from '../platform/trpc/meta';
import { router, staffProcedure } from '../platform/trpc/init';
import { recordAudit } from '../auth/audit-log';
import { createRedirect, deleteRedirect, listRedirects } from './redirects';

const tag = 'SEO' as const;
const writers = staffProcedure(['editor']);

export const redirectsRouter = router({
  list: writers
    .meta({
      rest: {
        method: 'get', path: '/api/admin/redirects', tag, paginated: true, scope: 'blog:read',
        summary: 'Les redirections, les plus récentes en premier : { id, from, to, status (301, 302, 308, 410), source (auto, manual), hits, lastHitAt, createdAt }.',
      },
    })
    .input(PageInput)
    .output(checked(pageReply(RedirectItem)))
    .query(({ ctx, input }) => listRedirects(ctx, input)),
  create: writers
    .meta({
      rest: {
        method: 'post', path: '/api/admin/redirects', tag, status: 201, scope: 'blog:write',
        summary: 'Crée une redirection { from, to, status } : from est un chemin de ce site, to un chemin de ce site ou une adresse https:// (absent pour 410).',
        errors: { 409: `${REDIRECT_MESSAGES.livePage('/…')} ; ou une boucle, une chaîne, une règle déjà là.` },
      },
    })
    .input(RedirectCreateInput)
    .output(checked(RedirectItem))
    .mutation(async ({ ctx, input }) => {
      const created = await createRedirect(ctx, input, ctx.livePage);
      await recordAudit(ctx, { action: 'redirect.created', target: `${created.from} → ${created.to ?? '410'}` });
      return created;
    }),
  remove: writers
    .meta({
      rest: {
        method: 'delete', path: '/api/admin/redirects/:id', tag, status: 204, scope: 'blog:write',
        summary: 'Supprime une redirection : son adresse d’origine répond de nouveau comme avant (404 si rien ne s’y trouve).',
        errors: { 404: REDIRECT_MESSAGES.notFound },
      },
    })
    .input(RedirectIdInput)
    .output(checked(RedirectItem))
    .mutation(async ({ ctx, input }) => {
      const deleted = await deleteRedirect(ctx, input.id);
      await recordAudit(ctx, { action: 'redirect.deleted', target: `${deleted.from} → ${deleted.to ?? '410'}` });
      return deleted;
    }),
});
