import { PageViewReply, SitemapReply, StatsReply } from '#shared/site/replies';
import { PageViewInput, StatsInput } from '#shared/leads/lead-desk-schemas';
import { checked } from '../platform/trpc/meta';
import { audienceStats, countPageView } from '../leads/audience';
import { fieldDataFigures, recordFieldData } from './field-data';
import { VitalsBeaconInput, VitalsBeaconReply, VitalsInput, VitalsReply } from '#shared/vitals/schemas';
import { getSitemap } from '../blog/sitemap';
import { adminProcedure, rateLimitedProcedure, staffProcedure, readLimitedProcedure, router } from '../platform/trpc/init';

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
  stats: staffProcedure(['sales'])
    .meta({
      rest: {
        method: 'get', path: '/api/admin/stats', scope: 'stats:read', tag: 'Prospects',
        summary: 'Visites et prospects par jour sur les N derniers jours (days, 30 par défaut), et par page d’arrivée : visites, prospects, taux de conversion (prospects ÷ visites).',
      },
    })
    .input(StatsInput)
    .output(checked(StatsReply))
    .query(({ ctx, input }) => audienceStats(ctx, input?.days ?? 30)),
  /** One page view's field data (web vitals, dead clicks), sent by the site's pages when hidden. */
  vitals: rateLimitedProcedure('vitals')
    .meta({
      rest: {
        method: 'post', path: '/api/vitals', tag: 'Site',
        summary: 'Mesures de terrain d’une vue de page (LCP, INP, CLS, TTFB et clics sans effet), sans cookie ni identifiant : ni adresse IP ni navigateur enregistrés ; un chemin qui n’est pas une page publique du site n’est pas enregistré.',
      },
    })
    .input(VitalsBeaconInput)
    .output(checked(VitalsBeaconReply))
    .mutation(({ ctx, input }) => recordFieldData(ctx, input)),
  /** The visitors' real experience per page: p75 of each web vital and dead clicks (the dashboard). */
  vitalsFigures: adminProcedure
    .meta({
      rest: {
        method: 'get', path: '/api/admin/vitals', scope: 'stats:read', tag: 'Site',
        summary: 'Expérience réelle des visiteurs sur les N derniers jours (days, 28 par défaut), par page : p75 de LCP, INP et TTFB (ms) et de CLS, vues mesurées, clics sans effet et les commandes concernées.',
      },
    })
    .input(VitalsInput)
    .output(checked(VitalsReply))
    .query(({ ctx, input }) => fieldDataFigures(ctx, input?.days ?? 28)),
});
