import { aiRouter } from '../routers/ai';
import { authRouter } from '../routers/auth';
import { adminBlogRouter, adminCategoriesRouter, blogRouter } from '../routers/blog';
import { emailsRouter } from '../routers/emails';
import { leadsRouter } from '../routers/leads';
import { siteRouter } from '../routers/site';
import { toolsRouter } from '../routers/tools';
import { webhooksRouter } from '../routers/webhooks';
import { router } from './init';

export const appRouter = router({
  auth: authRouter,
  blog: blogRouter,
  adminBlog: adminBlogRouter,
  leads: leadsRouter,
  tools: toolsRouter,
  ai: aiRouter,
  site: siteRouter,
  emails: emailsRouter,
  adminCategories: adminCategoriesRouter,
  webhooks: webhooksRouter,
});

export type AppRouter = typeof appRouter;
