import { createRequestHandler, renderRouterToStream, RouterServer } from '@tanstack/react-router/ssr/server';
import type { AnyRouter, Manifest } from '@tanstack/react-router';
import type { TRPCLink } from '@trpc/client';
import type { AppRouter } from '../server/trpc/root';
import { createAppRouter } from './router';

/** The router's manifest plus stylesheets to inline, by href (TanStack Router's `ServerManifest`). */
export type ServerManifest = Manifest & { inlineCss?: { styles: Record<string, string> } };

export type RenderOptions = {
  request: Request;
  /** In-process tRPC link (loaders call procedures without HTTP). */
  link: TRPCLink<AppRouter>;
  siteUrl: string;
  /** Scripts and stylesheets of the client bundle (dev server or build manifest). */
  manifest: ServerManifest;
  /** CSP nonce put on every script the page emits (TanStack Router's `ssr.nonce`). */
  nonce?: string;
};

/** Renders one page request to a streamed HTML Response (status 404 for unknown paths). */
export async function render({ request, link, siteUrl, manifest, nonce }: RenderOptions): Promise<Response> {
  const handler = createRequestHandler<AnyRouter>({
    request,
    createRouter: () => createAppRouter({ link, siteUrl, nonce }),
    getRouterManifest: () => manifest,
  });
  return handler(({ request, responseHeaders, router }) =>
    renderRouterToStream({ request, responseHeaders, router, children: <RouterServer router={router} /> }),
  );
}
