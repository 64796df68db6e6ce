/**
 * Bundle budget of the public pages (spec "Speed", DESIGN.md "Front end"), read from the Vite
 * manifest of the production build (built by the global setup): first-load JS = the entry chunk,
 * its static imports, and the code-split chunks of the page's routes with their static imports,
 * gzip -9. Every public page stays within its budget (tests/helpers/js-budget.ts: 120 KB gzip for a
 * content page, 150 KB for a page built around a tool), without admin code.
 * See the README decision "Bundle budget" for what keeps it there (tRPC layer and HTTP link
 * loaded on demand, per-route data computed in loaders from lazily imported modules…).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { afterHydration, entryLoad, firstLoad, kb, readManifest, staticClosure } from '../../helpers/bundle';
import { CONTENT_PAGE_JS_KB, jsBudgetKb } from '../../helpers/js-budget';

const ROUTES_DIR = path.resolve(import.meta.dirname, '../../../src/client/routes');

/** Route files matched by each public page (relative to src/client/routes). */
const PAGES: Record<string, string[]> = {
  '/': ['__root.tsx', '_site.tsx', '_site/index.tsx'],
  '/seo-avocat-droit-penal-marseille': ['__root.tsx', '_site.tsx', '_site/$slug.tsx'],
  '/blog': ['__root.tsx', '_site.tsx', '_site/blog/index.tsx'],
  '/blog/{slug}': ['__root.tsx', '_site.tsx', '_site/blog/$slug.tsx'],
  '/quiz': ['__root.tsx', '_site.tsx', '_site/quiz.tsx'],
  '/pages-seo': ['__root.tsx', '_site.tsx', '_site/pages-seo.tsx'],
  '/pricing': ['__root.tsx', '_site.tsx', '_site/pricing.tsx'],
  '/roi-calculator': ['__root.tsx', '_site.tsx', '_site/roi-calculator.tsx'],
};

describe('the JavaScript a visitor downloads on a first visit', () => {
  const manifest = readManifest();

  it(`keeps the entry chunk and its static imports under ${CONTENT_PAGE_JS_KB} KB gzip`, () => {
    const entry = entryLoad(manifest);
    console.info(`entry chunk + static imports: ${kb(entry.gzipBytes)} KB gzip`);
    expect(kb(entry.gzipBytes)).toBeLessThanOrEqual(CONTENT_PAGE_JS_KB);
  });

  it.each(Object.entries(PAGES))('keeps %s within its budget, with no admin code', (page, routes) => {
    for (const route of routes) expect(fs.existsSync(path.join(ROUTES_DIR, route)), route).toBe(true);
    const load = firstLoad(manifest, routes);
    const later = afterHydration(manifest, load.keys);
    console.info(`${page}: ${kb(load.gzipBytes)} KB gzip first load (+ ${kb(later.gzipBytes)} KB after hydration), budget ${jsBudgetKb(page)} KB`);
    expect(kb(load.gzipBytes)).toBeLessThanOrEqual(jsBudgetKb(page));
    expect([...load.keys].filter((key) => /admin/i.test(key))).toEqual([]);
    for (const file of load.files) expect(file).not.toMatch(/admin|dashboard/i);
  });

  it('loads the tRPC React layer, its HTTP link and superjson on demand, with no public page', () => {
    // `_trpc-react-…` is src/client/trpc/trpc-react.tsx (hooks, client, utils); `_api-client-…` is the plain client with
    // @trpc/client, the HTTP link and superjson (one chunk: vite.config.ts).
    const lazy = Object.keys(manifest).filter((key) => /^_(trpc-react|api-client)-/.test(key));
    expect(lazy).toHaveLength(2);
    for (const [page, routes] of Object.entries(PAGES)) {
      const load = firstLoad(manifest, routes);
      for (const key of lazy) expect(load.keys.has(key), `${page}: ${key}`).toBe(false);
    }
  });

  it('never makes a dynamic import wait for a stylesheet: one stylesheet, inlined by the server, is no chunk\'s dependency', () => {
    // Split per chunk, the entry's stylesheet was listed as a dependency of the dynamic imports reaching
    // the entry chunk, and Vite's import helper fetched it (the page had it inline) before running them.
    expect(manifest['style.css']?.file).toMatch(/^assets\/style-[\w-]+\.css$/);
    expect(Object.entries(manifest).filter(([, chunk]) => chunk.css?.length).map(([key]) => key)).toEqual([]);
    const clientDir = path.resolve(import.meta.dirname, '../../../dist/client');
    for (const chunk of Object.values(manifest)) {
      if (!chunk.file.endsWith('.js')) continue;
      expect(fs.readFileSync(path.join(clientDir, chunk.file), 'utf8'), chunk.file).not.toMatch(/__vite__mapDeps|\.css"/);
    }
  });

  it("opens an article from /blog with one level of code: the route chunk and the API client need nothing /blog has not loaded", () => {
    const blog = firstLoad(manifest, PAGES['/blog']!);
    const apiClient = Object.keys(manifest).find((key) => /^_api-client-/.test(key));
    expect(apiClient).toBeDefined();
    const article = Object.keys(manifest).filter((key) => key.startsWith('src/client/routes/_site/blog/$slug.tsx?tsr-split='));
    expect(article).toHaveLength(1);
    for (const key of [apiClient!, ...article]) {
      const missing = (manifest[key]!.imports ?? []).filter((imported) => !blog.keys.has(imported));
      expect(missing, key).toEqual([]);
    }
  });

  it('loads the cookie banner after hydration (its dialog when asked for) and the toast region with the first toast, not up front', () => {
    const entry = entryLoad(manifest);
    for (const lazy of ['src/client/components/layout/CookieBanner.tsx', 'src/client/ui/toast-region.tsx']) {
      expect(manifest[lazy], lazy).toBeDefined();
      expect(entry.keys.has(lazy), lazy).toBe(false);
    }
    // tailwind-merge lives in the `cn` chunk, shared by the lazy pieces and the forms.
    expect([...entry.keys].filter((key) => /^_cn-/.test(key))).toEqual([]);
    // A first visit's banner is drawn without waiting for its settings dialog (Radix Dialog, switches)
    // and tailwind-merge: those are fetched once the banner shows, in a chunk of their own.
    const settings = 'src/client/components/layout/CookieSettings.tsx';
    expect(manifest[settings], settings).toBeDefined();
    const banner = staticClosure(manifest, ['src/client/components/layout/CookieBanner.tsx']);
    expect(banner.has(settings)).toBe(false);
    expect([...banner].filter((key) => /^_(cn|dialog)-/.test(key))).toEqual([]);
  });

  it('keeps the field-data measures (web-vitals, dead clicks) in their own chunk of a few KB, out of every first load', () => {
    const chunk = 'src/client/lib/field-data.ts';
    expect(manifest[chunk]?.file, chunk).toMatch(/field-data-[\w-]+\.js$/);
    // web-vitals is inside it (about 10 KB before gzip), not a chunk of its own.
    expect([...staticClosure(manifest, [chunk])].filter((key) => /web-vitals/.test(key))).toEqual([]);
    const size = fs.statSync(path.resolve(import.meta.dirname, '../../../dist/client', manifest[chunk]!.file)).size;
    expect(size).toBeGreaterThan(5_000);
    expect(entryLoad(manifest).keys.has(chunk)).toBe(false);
    for (const [page, routes] of Object.entries(PAGES)) expect(firstLoad(manifest, routes).keys.has(chunk), page).toBe(false);
  });

  it('keeps the admin screens in their own chunks', () => {
    const adminChunks = Object.keys(manifest).filter((key) => key.startsWith('src/client/routes/admin'));
    expect(adminChunks.length).toBeGreaterThan(0);
    const entry = entryLoad(manifest);
    for (const key of adminChunks) expect(entry.keys.has(key), key).toBe(false);
  });
});
