import { aiRouter } from './ai/router';
import { accountRouter, apiKeysRouter, twoFactorRouter } from './access/router';
import { redirectsRouter } from './seo/router';
import { authRouter } from './auth/router';
import { bookingRouter } from './booking/router';
import { notFoundRouter } from './seo/not-found-router';
import { staffRouter } from './auth/staff-router';
import { adminBlogRouter, adminCategoriesRouter, blogRouter } from './blog/router';
import { emailsRouter } from './leads/email-log-router';
import { leadsRouter } from './leads/router';
import { peopleRouter } from './leads/people-router';
import { siteRouter } from './site/router';
import { toolsRouter } from './tools/router';
import { webhooksRouter } from './webhooks/router';
import { UPLOAD_OPERATION } from './blog/upload-route';
import { GENERATE_STREAM_OPERATION } from './ai/stream-route';
import { describeRestApi } from './platform/rest/routes';
import { router } from './platform/trpc/init';

export const appRouter = router({
  auth: authRouter,
  staff: staffRouter,
  blog: blogRouter,
  adminBlog: adminBlogRouter,
  leads: leadsRouter,
  people: peopleRouter,
  tools: toolsRouter,
  ai: aiRouter,
  site: siteRouter,
  emails: emailsRouter,
  adminCategories: adminCategoriesRouter,
  webhooks: webhooksRouter,
  twoFactor: twoFactorRouter,
  apiKeys: apiKeysRouter,
  account: accountRouter,
  redirects: redirectsRouter,
  booking: bookingRouter,
  notFound: notFoundRouter,
});

export type AppRouter = typeof appRouter;

/** The REST facade's routes (the procedures with a `rest` face) and the routes features serve beside them. */
export const restApi = describeRestApi(appRouter, [UPLOAD_OPERATION, GENERATE_STREAM_OPERATION]);
