import { getSitemap } from '../services/sitemap';
import { publicProcedure, router } from '../trpc/init';

export const siteRouter = router({
  sitemap: publicProcedure.query(({ ctx }) => getSitemap(ctx)),
});
