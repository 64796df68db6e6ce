import { PageViewReply, SitemapReply, StatsReply } from '../../shared/api-replies';
import { PageViewInput, StatsInput } from '../../shared/leads/lead-desk-schemas';
import { checked } from '../rest/meta';
import { audienceStats, countPageView } from '../services/audience';
import { getSitemap } from '../services/sitemap';
import { adminProcedure, rateLimitedProcedure, readLimitedProcedure, router } from '../trpc/init';

export const siteRouter = router({
  sitemap: readLimitedProcedure
    .meta({ rest: { method: 'get', path: '/api/sitemap', tag: 'Site', summary: 'Pages principales et articles publiés.' } })
    .output(checked(SitemapReply))
    .query(({ ctx }) => getSitemap(ctx)),
  /** One page view, counted without cookies (the site's own pages send it as a beacon). */
  pageView: rateLimitedProcedure('beacon')
    .meta({
      rest: {
        method: 'post', path: '/api/beacon', tag: 'Site',
        summary: 'Compte une vue de page (sans cookie ni identifiant : ni adresse IP ni navigateur enregistrés) ; les robots déclarés ne sont pas comptés.',
      },
    })
    .input(PageViewInput)
    .output(checked(PageViewReply))
    .mutation(({ ctx, input }) => countPageView(ctx, input.path)),
  /** Visits and leads per day and per page of arrival (the lead desk's dashboard). */
  stats: adminProcedure
    .meta({
      rest: {
        method: 'get', path: '/api/admin/stats', tag: 'Prospects',
        summary: 'Visites et prospects par jour sur les N derniers jours (days, 30 par défaut), et par page d’arrivée : visites, prospects, taux de conversion (prospects ÷ visites).',
      },
    })
    .input(StatsInput)
    .output(checked(StatsReply))
    .query(({ ctx, input }) => audienceStats(ctx, input?.days ?? 30)),
});
