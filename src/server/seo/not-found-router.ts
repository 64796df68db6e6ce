import { NotFoundInput, NotFoundReply } from '#shared/seo/not-found';
import { NOT_FOUND_DAYS_DEFAULT } from '#shared/seo/not-found-search';
import { checked } from '../platform/trpc/meta';
import { router, staffProcedure } from '../platform/trpc/init';
import { listNotFound } from './not-found';

export const notFoundRouter = router({
  /** « Pages introuvables »: the addresses that answered 404, to redirect the ones still asked for. */
  list: staffProcedure(['editor'])
    .meta({
      rest: {
        method: 'get', path: '/api/admin/not-found', scope: 'blog:read', tag: 'SEO',
        summary:
          'Pages introuvables (404) sur les N derniers jours (days, 30 par défaut, 1 à 365) : par chemin, visites, visites de robots déclarés, dernière visite et provenances (origine et chemin du Referer) ; les plus demandées d’abord, 200 au plus ; un chemin couvert par une redirection n’y figure plus. Ni adresse IP, ni navigateur, ni cookie enregistrés.',
      },
    })
    .input(NotFoundInput)
    .output(checked(NotFoundReply))
    .query(({ ctx, input }) => listNotFound(ctx, input?.days ?? NOT_FOUND_DAYS_DEFAULT)),
});
