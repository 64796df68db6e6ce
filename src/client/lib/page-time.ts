/**
 * What a server render writes for every time in its dehydrated state (when a route's loader ran,
 * when a query was fetched or dehydrated): no render time in the page, so every node and every
 * render give the same bytes (entry-server). The browser reads it as the time it requested the
 * page (`pageRequestedAt`): the page's data was current then (a cached page is kept only at the
 * content version it was rendered at). Its own module: the entry chunk needs these two only.
 */
export const PAGE_TIME = 0;

/** When the browser requested this page (navigation start), in ms since the epoch. */
export const pageRequestedAt = () => Math.floor(performance.timeOrigin);
