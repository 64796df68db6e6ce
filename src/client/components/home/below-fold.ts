import { preloadable } from '../../lib/preloadable';

/** Home sections after the services carousel: preloaded by the route loader, hydrated late. */
export const homeBelowFold = preloadable(() => import('./BelowTheFold').then((m) => m.BelowTheFold));
