/**
 * JavaScript budgets of the public pages, KB gzip (README "Speed"): checked on the Vite manifest
 * (tests/integration/bundle-budget.test.ts) and on what Chromium really fetches by network idle
 * (tests/e2e/network-js.spec.ts). A content page is read; a page built around a tool is used.
 */

/** Articles, landing pages, /blog and every other page read rather than used. */
export const CONTENT_PAGE_JS_KB = 120;

/** Pages built around a tool: the home page (audit, visibility, contact), the quiz, the ROI calculator, the pricing. */
const TOOL_PAGE_JS_KB = 150;

const TOOL_PAGES: ReadonlySet<string> = new Set(['/', '/quiz', '/roi-calculator', '/pricing']);

/** The budget of the page at `path`. */
export const jsBudgetKb = (path: string): number => (TOOL_PAGES.has(path) ? TOOL_PAGE_JS_KB : CONTENT_PAGE_JS_KB);
