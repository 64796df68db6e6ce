import { preloadable } from '#client/lib/preloadable';

/**
 * Home sections after the services carousel: preloaded by the route loader (rendered inline by
 * the server). On a first visit their code is fetched when the visitor heads for them (see
 * HomePage), not during the page's start-up.
 */
export const homeBelowServices = preloadable(() => import('./BelowServices').then((m) => m.BelowServices));
