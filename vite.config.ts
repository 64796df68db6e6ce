import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type BuildEnvironmentOptions } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

const root = path.dirname(fileURLToPath(import.meta.url));

/** Client bundle: hashed assets under /assets, with a manifest the server reads. */
const clientBuild: BuildEnvironmentOptions = {
  outDir: 'dist/client',
  manifest: true,
  emptyOutDir: true,
  copyPublicDir: false,
  modulePreload: false,
  // One stylesheet, which the server inlines in every page (src/server/platform/ssr/render.ts). Split
  // per chunk, the entry's stylesheet became a dependency of every dynamic import reaching a module
  // of the entry chunk, and Vite's import helper added a <link> for it and waited for its download
  // (about 0.7 s on a slow phone) before running the import: the first tap on a blog card waited
  // for a stylesheet the page already had (decision 079).
  cssCodeSplit: false,
  rolldownOptions: {
    input: path.resolve(root, 'src/client/entry-client.tsx'),
    output: {
      codeSplitting: {
        groups: [
          // React, TanStack Router and the small modules every page loads (dynamic-import helper,
          // site constants and storage keys, the home page's JSON-LD) in one chunk, rather than spread over
          // several small shared chunks (each compressed on its own).
          {
            name: 'framework',
            test: (id: string) =>
              /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/](react-router|router-core|history|store|react-store))[\\/]/.test(id) ||
              /vite[\\/]preload-helper|src[\\/]shared[\\/]site[\\/](brand|storage)\.ts$|src[\\/]client[\\/]lib[\\/]structured-data\.ts$/.test(id),
          },
          // The browser's tRPC client without the query cache: @trpc/client, the deferred and the HTTP
          // links, superjson and the stored-token reader, in one chunk. Split by module, they came as
          // two levels of imports (each found only once the one above had run), a round trip more
          // before a client-side navigation could ask for its data (decision 079).
          {
            name: 'api-client',
            test: (id: string) =>
              /node_modules[\\/](@trpc[\\/](client|server)|superjson|copy-anything|is-what)[\\/]/.test(id) ||
              /src[\\/]client[\\/](trpc[\\/](trpc-client|deferred-link|trpc-http-link)|lib[\\/]admin-token)\.ts$/.test(id),
          },
        ],
      },
    },
  },
};

/** Server bundle: the Express app, the SSR entry and the audit's worker, dependencies left in node_modules. */
const serverBuild: BuildEnvironmentOptions = {
  ssr: true,
  outDir: 'dist/server',
  emptyOutDir: true,
  copyPublicDir: false,
  target: 'node20',
  rolldownOptions: {
    input: {
      index: path.resolve(root, 'src/server/index.ts'),
      'entry-server': path.resolve(root, 'src/client/entry-server.tsx'),
      // The SEO audit's analysis worker thread, started by src/server/audit/analysis-pool.ts.
      'audit-worker': path.resolve(root, 'src/server/audit/analysis-worker.ts'),
    },
    output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // One lazy chunk per route for its component and its pending / error / not-found states, so
      // that helpers they share (skeletons, messages) are not left in the entry chunk.
      codeSplittingOptions: {
        defaultBehavior: [['component', 'pendingComponent', 'errorComponent', 'notFoundComponent']],
      },
      routesDirectory: './src/client/routes',
      generatedRouteTree: './src/client/routeTree.gen.ts',
      quoteStyle: 'single',
    }),
    // The server inlines the stylesheet in the page (src/server/platform/ssr/render.ts): the client keeps
    // the <style> it finds when it hydrates. (After the router plugin, whose defaults set `false`.)
    {
      name: 'inline-css-hydration',
      config: () => ({
        define: {
          'process.env.TSS_INLINE_CSS_ENABLED': JSON.stringify('true'),
          'import.meta.env.TSS_INLINE_CSS_ENABLED': JSON.stringify('true'),
        },
      }),
    },
    react(),
    tailwindcss(),
  ],
  resolve: {
    // The path aliases #server/*, #shared/*, #client/* and #db/* of tsconfig.json (also read by tsc, tsx and Playwright).
    tsconfigPaths: true,
    alias: [
      // React 19 has useSyncExternalStore: TanStack Store's selector hook does not need the shim
      // for older Reacts (its fallback code would ship in the entry chunk).
      { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector.js' },
    ],
  },
  publicDir: 'public',
  build: isSsrBuild ? serverBuild : clientBuild,
  ssr: { noExternal: [] },
  server: { hmr: { port: Number(process.env.HMR_PORT ?? 24678) } },
}));
