import { SitemapReply } from '../../shared/schemas';
import { checked } from '../rest/meta';
import { getSitemap } from '../services/sitemap';
import { publicProcedure, router } from '../trpc/init';

export const siteRouter = router({
  sitemap: publicProcedure
    .meta({ rest: { method: 'get', path: '/api/sitemap', tag: 'Site', summary: 'Pages principales et articles publiés.' } })
    .output(checked(SitemapReply))
    .query(({ ctx }) => getSitemap(ctx)),
});
