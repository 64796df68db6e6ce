/** Debian Chromium driven by playwright-core, kept off the network (DESIGN.md "Testing"). */
import { afterAll, beforeAll } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

/**
 * One Chromium for the enclosing `describe`: launched before its tests, closed after them
 * (the browser twin of `useTestServer`).
 */
export function useBrowser(): Browser {
  let current: Browser | undefined;
  beforeAll(async () => {
    current = await launchBrowser();
  });
  afterAll(async () => {
    await current?.close();
  });
  return new Proxy({} as Browser, {
    get: (_target, key) => {
      if (!current) throw new Error('useBrowser: the browser is not launched yet (use it inside a test)');
      const value = current[key as keyof Browser];
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(current) : value;
    },
  });
}

/** Collects the console errors, React hydration warnings and uncaught errors of a page. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || /hydrat/i.test(msg.text())) problems.push(msg.location().url ? `${msg.text()} (${msg.location().url})` : msg.text());
  });
  page.on('pageerror', (err) => problems.push(err.message));
  return problems;
}

/** Stores a cookie choice (necessary only) before any page script runs: the banner stays away. */
export async function storeCookieChoice(context: BrowserContext): Promise<void> {
  await context.addInitScript(() =>
    localStorage.setItem(
      'cookie-consent',
      JSON.stringify({ necessary: true, analytics: false, marketing: false, timestamp: new Date().toISOString() }),
    ),
  );
}

/** A visitor who already chose cookies: a new context and page, with the page's problems collected. */
export async function openVisitor(
  browser: Browser,
  viewport = { width: 1440, height: 900 },
): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await browser.newContext({ viewport });
  await storeCookieChoice(context);
  const page = await context.newPage();
  return { context, page, problems: watchConsole(page) };
}

/** Waits until React has hydrated the document. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/** Logs an existing admin in through /admin/auth and waits for the dashboard. */
export async function loginAdmin(page: Page, base: string, user: { username: string; password: string }): Promise<void> {
  await page.goto(`${base}/admin/auth`);
  const form = page.getByRole('tabpanel', { name: 'Connexion' });
  await form.getByLabel("Nom d'utilisateur").fill(user.username);
  await form.getByLabel('Mot de passe').fill(user.password);
  await form.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL(/\/admin\/dashboard/);
}
