import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { createAppRouter } from './router';
import type { Api } from './trpc/deferred-api';
import type { DehydratedQueries } from './trpc/query-client';
import { PAGE_TIME, pageRequestedAt } from './lib/page-time';
import { recordArrival, sendPageView, startFieldData } from './lib/visit';
import './styles.css';

declare global {
  interface Window {
    __AV_CONFIG__?: { siteUrl: string };
  }
}

const api: Api = {};
const router = createAppRouter({
  api,
  siteUrl: window.__AV_CONFIG__?.siteUrl ?? window.location.origin,
  // Same nonce as the server render (its `csp-nonce` meta), so the head hydrates unchanged.
  nonce: document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.content || undefined,
});

// The queries the server rendered the page with are kept, not hydrated: TanStack Query loads with
// the tRPC layer, when a screen or a loader first needs it (./trpc).
const hydrateRouter = router.options.hydrate;
router.options.hydrate = async (dehydrated: { query?: DehydratedQueries }) => {
  await hydrateRouter?.(dehydrated);
  // The server writes no render time in the page (entry-server): its routes' data is as of the
  // page's request, read before the router hydrates its matches.
  const at = pageRequestedAt();
  for (const match of window.$_TSR?.router?.matches ?? []) if (match.u === PAGE_TIME) match.u = at;
  api.dehydratedQueries = dehydrated.query;
};

// Hydration as a transition: React hydrates in slices of a few milliseconds and yields to the
// browser in between (a visitor's tap or scroll is never stuck behind one long task).
startTransition(() => {
  hydrateRoot(document, <RouterClient router={router} />);
});

// Where the visit came from (kept for the visit, no cookie), one page-view beacon per page, and
// the field data (web vitals, dead clicks) loaded after load, in its own chunk.
recordArrival();
sendPageView(location.pathname);
startFieldData();
router.subscribe('onResolved', ({ fromLocation, toLocation }) => {
  if (fromLocation && fromLocation.pathname !== toLocation.pathname) sendPageView(toLocation.pathname);
});
