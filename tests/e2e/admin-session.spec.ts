/**
 * The back office's sessions in a real browser: protected routes, the first admin's registration,
 * logout and login through the screens (on an app of their own with no account yet), a stale
 * token, a session closed elsewhere, a colleague's account, the phone menu.
 */
import { ADMIN_TOKEN_KEY } from '#shared/site/storage';
import { api, FIRST_ADMIN, registerAdmin } from '../helpers/server';
import { expect, shot, toast, waitForHydration } from './fixtures';
import { ADMIN_SERVER_ENV, adminToken, DIRECTION, login, test } from './admin-helpers';

test.use({ serverEnv: ADMIN_SERVER_ENV });

test.describe('the back office sessions in a real browser', () => {
  test('sends a visitor without a session from every protected route to /admin/auth', async ({ page, server }) => {
    const views = ['/admin/dashboard/leads?status=nouveau', '/admin/dashboard/leads/quiz/1', '/admin/dashboard/settings', '/admin/dashboard?view=contacts'];
    for (const path of ['/admin/dashboard', ...views, '/admin/blog/new', '/admin/blog/edit/1', '/admin/blog/generate', '/admin']) {
      await test.step(path, async () => {
        await page.goto(server.url + path);
        await expect(page).toHaveURL(`${server.url}/admin/auth`);
        await expect(page.getByRole('tab', { name: 'Inscription' })).toBeVisible();
      });
    }
  });

  test('registers the first admin, who lands on the dashboard', async ({ emptyApp, page }) => {
    await page.goto(`${emptyApp.url}/admin/auth`);
    await waitForHydration(page);
    await page.getByRole('tab', { name: 'Inscription' }).click();
    const form = page.getByRole('tabpanel', { name: 'Inscription' });
    await test.step('an empty form is refused on the page, the fields say why', async () => {
      await form.getByRole('button', { name: 'Créer le compte' }).click();
      await expect(form.getByLabel("Nom d'utilisateur")).toHaveAttribute('aria-invalid', 'true');
    });
    await test.step('the filled form creates the account and opens the dashboard', async () => {
      await form.getByLabel("Nom d'utilisateur").fill(DIRECTION.username);
      await form.getByLabel('E-mail').fill(DIRECTION.email);
      await form.getByLabel('Mot de passe').fill(DIRECTION.password);
      await form.getByRole('button', { name: 'Créer le compte' }).click();
      await expect(toast(page, 'Compte créé')).toBeVisible();
      await expect(toast(page, 'Bienvenue direction')).toBeVisible();
      await expect(page).toHaveURL(`${emptyApp.url}/admin/dashboard`);
    });
    await test.step('the dashboard counts the three seeded articles, all published', async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
      const cards = page.getByText('Total des articles').locator('..').locator('..');
      await expect(cards.getByText('3', { exact: true })).toBeVisible();
      await expect(page.getByText('3 publiés')).toBeVisible();
      await expect(page.getByText('100 %')).toBeVisible();
      await expect.poll(() => adminToken(page)).toMatch(/^\w{20,}$/);
    });
    await shot(page, 'dashboard-1440');
  });

  test('logs out: back to /admin/auth, token gone, dashboard no longer reachable; then logs in again', async ({ emptyApp, page }) => {
    await registerAdmin(emptyApp.url, DIRECTION);
    await test.step('the first admin logs in', async () => {
      await login(page, emptyApp.url, DIRECTION);
      await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
    });
    await test.step('« Déconnexion » ends the session', async () => {
      await page.getByRole('button', { name: 'Déconnexion' }).click();
      await expect(page).toHaveURL(`${emptyApp.url}/admin/auth`);
      await expect(toast(page, 'Déconnexion')).toBeVisible();
      await expect.poll(() => adminToken(page)).toBeNull();
      await page.goto(`${emptyApp.url}/admin/dashboard`);
      await expect(page).toHaveURL(`${emptyApp.url}/admin/auth`);
    });
    await test.step('a second self-registration is refused by the default policy, with the reason in the toast', async () => {
      await waitForHydration(page);
      await page.getByRole('tab', { name: 'Inscription' }).click();
      const form = page.getByRole('tabpanel', { name: 'Inscription' });
      await form.getByLabel("Nom d'utilisateur").fill('intrus');
      await form.getByLabel('E-mail').fill('intrus@example.test');
      await form.getByLabel('Mot de passe').fill('mot-de-passe-intrus');
      await form.getByRole('button', { name: 'Créer le compte' }).click();
      await expect(toast(page, 'Erreur lors de la création du compte')).toBeVisible();
      await expect(toast(page, /Les inscriptions sont réservées/)).toBeVisible();
    });
    await test.step('the admin logs in again', async () => {
      await login(page, emptyApp.url, DIRECTION);
      await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
    });
  });

  test('a stale token is cleared by the 401 of the user check', async ({ page, server }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'jeton-perime-jeton-perime-jeton-perime'), ADMIN_TOKEN_KEY);
    await page.goto(`${server.url}/admin/dashboard`);
    await expect(page).toHaveURL(`${server.url}/admin/auth`);
    await expect(page.getByRole('tab', { name: 'Connexion' })).toBeVisible();
    // The init script writes it again on each load: read it after the check ran.
    await expect.poll(() => adminToken(page)).toBeNull();
  });


  test('creates a colleague from the settings view, who can then log in', async ({ adminPage: page, server, visitor: colleague }) => {
    await test.step('the settings view creates the account', async () => {
      await page.goto(`${server.url}/admin/dashboard`);
      await page.getByRole('link', { name: 'Paramètres' }).click();
      // The profile, then the team (« Équipe ») list the address.
      await expect(page.getByText(FIRST_ADMIN.email).first()).toBeVisible();
      await page.getByLabel("Nom d'utilisateur du nouveau compte").fill('collaboratrice');
      await page.getByLabel('E-mail du nouveau compte').fill('collaboratrice@avocat-visible.test');
      await page.getByLabel('Mot de passe du nouveau compte').fill('mot-de-passe-collab');
      await page.getByRole('button', { name: 'Créer le compte' }).click();
      await expect(toast(page, 'Compte créé')).toBeVisible();
      await expect(toast(page, 'Le compte « collaboratrice » a été créé.')).toBeVisible();
    });
    await test.step('the colleague logs in and sees her own profile', async () => {
      await login(colleague, server.url, { username: 'collaboratrice', password: 'mot-de-passe-collab' });
      await colleague.getByRole('link', { name: 'Paramètres' }).click();
      await expect(colleague.getByText('collaboratrice@avocat-visible.test').first()).toBeVisible();
    });
  });


  test('a session closed elsewhere sends the admin back to the login screen', async ({ adminPage: page, server }) => {
    // The articles view, once its one query has answered: nothing is in flight when the session ends.
    await page.goto(`${server.url}/admin/dashboard/articles`);
    await expect(page.getByRole('list', { name: 'Articles' }).getByRole('listitem').first()).toBeVisible();
    const res = await api(server.url, 'POST', '/api/admin/logout', { token: (await adminToken(page)) ?? '' });
    expect(res.status).toBe(200);
    // Paramètres loads its categories, never loaded since the page was loaded: fetched afresh, it answers 401.
    await page.getByRole('link', { name: 'Paramètres' }).click();
    await expect(page).toHaveURL(`${server.url}/admin/auth`);
    await expect(page.getByRole('tab', { name: 'Connexion' })).toBeVisible();
    await expect.poll(() => adminToken(page)).toBeNull();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('collapses the sidebar into a menu on mobile', async ({ adminPage: page, server }) => {
      await page.goto(`${server.url}/admin/dashboard`);
      await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Articles de blog' })).toHaveCount(0);
      await test.step('nothing but the scrolled tables is wider than the screen', async () => {
        // Measured once the articles table (36rem wide, scrolled inside its panel) is on screen; what overflows is named.
        await expect(page.getByRole('table', { name: 'Les 5 premiers articles' })).toBeVisible();
        const wide = await page.evaluate(() =>
          [...document.querySelectorAll('body *')]
            .filter((el) => el.getBoundingClientRect().right > 391 && !el.closest('.overflow-x-auto'))
            .slice(0, 5)
            .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} → ${Math.round(el.getBoundingClientRect().right)}`),
        );
        expect(await page.evaluate(() => document.documentElement.scrollWidth), wide.join(' | ')).toBeLessThanOrEqual(390);
        await shot(page, 'dashboard-390');
      });
      await test.step('the menu opens, and closes once a view is chosen', async () => {
        await page.getByRole('button', { name: 'Menu' }).click();
        await page.getByRole('link', { name: 'Articles de blog' }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'Articles de blog' })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
        await shot(page, 'articles-390');
      });
    });
  });
});
