/**
 * Bundle budget of the public pages (DESIGN.md "Front end"), read from the Vite manifest of the
 * production build (built by the global setup): first-load JS = the entry chunk, its static
 * imports, and the code-split chunks of the page's routes with their static imports, gzip -9.
 *
 * The spec's target is 120 KB gzip. With the fixed stack the libraries alone weigh about 123 KB
 * (react-dom 65.7, TanStack Router 30.8, TanStack Query 10.1, tRPC client + react-query 9.6,
 * superjson 3.8, react 3.3): see the README decision "Bundle budget". The limits below hold the
 * line where the pages are today so that nothing heavy slips back into the entry chunk.
 */
import { describe, expect, it } from 'vitest';
import { afterHydration, entryLoad, firstLoad, kb, readManifest } from '../helpers/bundle';

/** Spec target (not reachable with the current stack, see above). */
const SPEC_BUDGET_KB = 120;
/** Enforced today. */
const ENTRY_BUDGET_KB = 136;
const FIRST_LOAD_BUDGET_KB = 145;

/** Route files matched by each public page (relative to src/client/routes). */
const PAGES: Record<string, string[]> = {
  '/': ['__root.tsx', '_site.tsx', '_site/index.tsx'],
  '/seo-avocat-droit-penal-marseille': ['__root.tsx', '_site.tsx', '_site/$slug.tsx'],
  '/blog': ['__root.tsx', '_site.tsx', '_site/blog/index.tsx'],
  '/quiz': ['__root.tsx', '_site.tsx', '_site/quiz.tsx'],
  '/pages-seo': ['__root.tsx', '_site.tsx', '_site/pages-seo.tsx'],
};

describe('the JavaScript a visitor downloads on a first visit', () => {
  const manifest = readManifest();

  it(`keeps the entry chunk and its static imports under ${ENTRY_BUDGET_KB} KB gzip`, () => {
    const entry = entryLoad(manifest);
    console.info(`entry chunk + static imports: ${kb(entry.gzipBytes)} KB gzip`);
    expect(kb(entry.gzipBytes)).toBeLessThanOrEqual(ENTRY_BUDGET_KB);
  });

  it.each(Object.entries(PAGES))(`keeps %s under ${FIRST_LOAD_BUDGET_KB} KB gzip, with no admin code`, (page, routes) => {
    const load = firstLoad(manifest, routes);
    const later = afterHydration(manifest, load.keys);
    console.info(
      `${page}: ${kb(load.gzipBytes)} KB gzip first load (+ ${kb(later.gzipBytes)} KB after hydration; spec target ${SPEC_BUDGET_KB} KB)`,
    );
    expect(kb(load.gzipBytes)).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_KB);
    expect([...load.keys].filter((key) => /admin/i.test(key))).toEqual([]);
    for (const file of load.files) expect(file).not.toMatch(/admin|dashboard/i);
  });

  it('loads the cookie banner (dialog, consent schema) and the toast region after hydration, not up front', () => {
    const entry = entryLoad(manifest);
    for (const lazy of ['src/client/components/layout/CookieBanner.tsx', 'src/client/ui/toast-region.tsx']) {
      expect(manifest[lazy], lazy).toBeDefined();
      expect(entry.keys.has(lazy), lazy).toBe(false);
    }
    // tailwind-merge lives in the `cn` chunk, shared by the lazy pieces and the forms.
    expect([...entry.keys].filter((key) => /^_cn-/.test(key))).toEqual([]);
  });

  it('keeps the admin screens in their own chunks', () => {
    const adminChunks = Object.keys(manifest).filter((key) => key.startsWith('src/client/routes/admin'));
    expect(adminChunks.length).toBeGreaterThan(0);
    const entry = entryLoad(manifest);
    for (const key of adminChunks) expect(entry.keys.has(key), key).toBe(false);
  });
});
