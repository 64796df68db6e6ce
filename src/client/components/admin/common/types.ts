import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '#server/router';

type Outputs = inferRouterOutputs<AppRouter>;
/** An article as the admin screens receive it (dates are Date objects, carried by superjson). */
export type AdminPost = Outputs['adminBlog']['byId'];
