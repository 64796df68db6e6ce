/**
 * Playwright Test fixtures of the browser tests.
 *
 * - `servers` (worker): one real app (production bundles, its own SQLite file) per test file,
 *   started by the file's first test or `beforeAll` (`servers.forFile(testInfo.file, env)`) and
 *   closed when the worker moves to another file or ends.
 * - `server`: the running file's app; `serverEnv` (option) sets its environment.
 * - `context` / `page`: a visitor who already chose cookies (necessary only), unless
 *   `test.use({ cookieChoice: false })`.
 * - `problems`: console errors, hydration warnings and uncaught errors of `page`.
 * - `throttle` (option, set by the `phone` project): slow 4G and a 4× slower CPU on `page`.
 * - `adminPage`: `page`, logged in as the file's first admin (registered if needed) with a
 *   session of its own: each admin test starts from a fresh browser context.
 */
import { test as base, expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { api, FIRST_ADMIN, registerAdmin, startServer, type TestServer } from '../helpers/server';
import { ADMIN_TOKEN_KEY, COOKIE_CONSENT_KEY } from '#shared/site/storage';
import { applyThrottle, type ThrottleOptions } from './throttle';

type Env = Record<string, string>;

/** One app per test file, in this worker. */
class FileServers {
  private current: { file: string; server: Promise<TestServer> } | undefined;

  /** The app of `file`, started with `env` on first call (later calls get the same app). */
  async forFile(file: string, env: Env = {}): Promise<TestServer> {
    if (this.current?.file !== file) {
      await this.close();
      this.current = { file, server: startServer(env) };
    }
    return this.current.server;
  }

  async close(): Promise<void> {
    const running = this.current;
    this.current = undefined;
    if (running) await (await running.server).close();
  }
}

type WorkerFixtures = { servers: FileServers };
type TestFixtures = ThrottleOptions & {
  serverEnv: Env;
  cookieChoice: boolean;
  server: TestServer;
  problems: string[];
  adminPage: Page;
};

/** Stores a cookie choice (necessary only) before any page script runs: the banner stays away. */
export async function storeCookieChoice(context: BrowserContext): Promise<void> {
  await context.addInitScript(
    (key) => localStorage.setItem(key, JSON.stringify({ necessary: true, analytics: false, marketing: false, timestamp: new Date().toISOString() })),
    COOKIE_CONSENT_KEY,
  );
}

/** Collects the console errors, React hydration warnings and uncaught errors of a page. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || /hydrat/i.test(msg.text())) problems.push(msg.location().url ? `${msg.text()} (${msg.location().url})` : msg.text());
  });
  page.on('pageerror', (err) => problems.push(err.message));
  return problems;
}

/** Waits until React has hydrated the document. */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/**
 * Waits until a form answers (its submit handler is attached). The home sections below the
 * services bring in their code when the visitor scrolls (or when one shows on screen): one-pixel
 * wheel turns stand for it until the page listens.
 */
export async function formReady(page: Page, selector: string): Promise<void> {
  await waitForHydration(page);
  const ready = page.locator(`${selector}[data-hydrated="true"]`);
  await expect
    .poll(async () => (await ready.count()) > 0 || (await page.mouse.wheel(0, 1), false), { message: `${selector} answers`, timeout: 15_000 })
    .toBe(true);
}

/** Logs an existing admin in through /admin/auth, as a person would, and waits for the dashboard. */
export async function loginAdmin(page: Page, base: string, user: { username: string; password: string } = FIRST_ADMIN): Promise<void> {
  await page.goto(`${base}/admin/auth`);
  const form = page.getByRole('tabpanel', { name: 'Connexion' });
  await form.getByLabel("Nom d'utilisateur").fill(user.username);
  await form.getByLabel('Mot de passe').fill(user.password);
  await form.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL(/\/admin\/dashboard/);
}

/** A session token of the first admin of `server`, registering it on first use. */
async function firstAdminToken(server: TestServer): Promise<string> {
  const login = await api<{ token?: string }>(server.url, 'POST', '/api/admin/login', {
    body: { username: FIRST_ADMIN.username, password: FIRST_ADMIN.password },
  });
  if (login.status === 200 && login.body.token) return login.body.token;
  return registerAdmin(server.url);
}

/**
 * One tap (phone projects) or one mouse click (desktop) at the middle of `control`, as soon as it is drawn:
 * no wait for hydration, for the control's code or for it to be enabled — what a visitor does. Scrolls it
 * into view first when it is below the fold (the visitor's scroll).
 */
export async function tapOnce(page: Page, control: Locator): Promise<void> {
  await control.scrollIntoViewIfNeeded();
  const box = await control.boundingBox();
  if (!box) throw new Error('the control is not drawn');
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  if (test.info().project.use.hasTouch) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

/** A toast's text (Radix also copies it into a live region for screen readers: take the first). */
export const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: typeof text === 'string' }).first();

/** A full-page screenshot into SCREENSHOTS_DIR when it is set (to look at the pages). */
export async function shot(page: Page, name: string): Promise<void> {
  if (process.env.SCREENSHOTS_DIR) await page.screenshot({ path: `${process.env.SCREENSHOTS_DIR}/${name}.png`, fullPage: true });
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  servers: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from its first parameter
    async ({}, use) => {
      const servers = new FileServers();
      await use(servers);
      await servers.close();
    },
    { scope: 'worker' },
  ],
  serverEnv: [{}, { option: true }],
  cookieChoice: [true, { option: true }],
  throttle: [null, { option: true }],
  page: async ({ page, throttle }, use) => {
    if (throttle) await applyThrottle(page, throttle);
    await use(page);
  },
  server: async ({ servers, serverEnv }, use, testInfo) => {
    await use(await servers.forFile(testInfo.file, serverEnv));
  },
  context: async ({ context, cookieChoice }, use) => {
    if (cookieChoice) await storeCookieChoice(context);
    await use(context);
  },
  problems: async ({ page }, use) => {
    await use(watchConsole(page));
  },
  adminPage: async ({ page, context, server }, use) => {
    const token = await firstAdminToken(server);
    const { hostname } = new URL(server.url);
    await context.addCookies([{ name: 'av_session', value: token, domain: hostname, path: '/', httpOnly: true, sameSite: 'Lax' }]);
    // The token in the browser's storage, as the login screen leaves it: written from a blank
    // page of the app's origin that never reaches the app (and asks for no favicon).
    const blank = `${server.url}/__e2e-blank`;
    await page.route(blank, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><link rel="icon" href="data:,">' }));
    await page.goto(blank);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [ADMIN_TOKEN_KEY, token] as const);
    await page.unroute(blank);
    await use(page);
  },
});

export { expect };
