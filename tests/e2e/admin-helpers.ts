/**
 * What the back-office browser tests share: an app with no account yet (\`emptyApp\`), a second
 * person beside the admin (\`visitor\`), login through the screens, and drafts made through the API.
 */
import type { Page } from '@playwright/test';
import { ADMIN_TOKEN_KEY } from '#shared/site/storage';
import { api, startServer, type TestServer } from '../helpers/server';
import { expect, storeCookieChoice, test as base, toast, waitForHydration } from './fixtures';

/** The account the first-admin tests register through the screens. */
export const DIRECTION = { username: 'direction', email: 'direction@avocat-visible.test', password: 'mot-de-passe-direction' };

export const test = base.extend<{ emptyApp: TestServer; visitor: Page }>({
  /** An app of its own, with no admin yet: self-registration is open until a first account exists. */
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from its first parameter
  emptyApp: async ({}, provide) => {
    const app = await startServer();
    await provide(app);
    await app.close();
  },
  /** A second person (a context of their own, cookies chosen) next to the admin's page. */
  visitor: async ({ browser }, provide) => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await storeCookieChoice(context);
    await provide(await context.newPage());
    await context.close();
  },
});

/** Every admin test opens a session of its own: more logins than the default ten per window. */
export const ADMIN_SERVER_ENV = { RATE_LIMIT_AUTH_MAX: '1000' };

/** Logs in through /admin/auth as a person would: the « Connexion réussie » toast, then the dashboard. */
export async function login(page: Page, appUrl: string, user: { username: string; password: string }) {
  await page.goto(`${appUrl}/admin/auth`);
  await waitForHydration(page);
  const form = page.getByRole('tabpanel', { name: 'Connexion' });
  await form.getByLabel("Nom d'utilisateur").fill(user.username);
  await form.getByLabel('Mot de passe').fill(user.password);
  await form.getByRole('button', { name: 'Se connecter' }).click();
  await expect(toast(page, 'Connexion réussie')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
}

export const adminToken = (page: Page) => page.evaluate((key) => localStorage.getItem(key), ADMIN_TOKEN_KEY);

/** A draft created through the REST API with the session of `page`; returns its id. */
export async function createDraft(page: Page, server: TestServer, title: string, slug: string): Promise<number> {
  const token = (await adminToken(page)) ?? '';
  const res = await api<{ id: number }>(server.url, 'POST', '/api/admin/blog/posts', {
    token,
    body: {
      title,
      slug,
      excerpt: 'Les étapes clés pour apparaître dans le pack local de Google.',
      content: '## Pourquoi le SEO local\n\nUn cabinet visible près de chez ses clients gagne des dossiers.',
      keywords: ['seo local', 'avocat', 'Lyon'],
      practiceType: 'droit-penal',
      firmSize: 'petit-cabinet',
      topic: 'seo-local',
      published: false,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}
