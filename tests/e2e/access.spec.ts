/**
 * Issue 29 items 5 and 6 in a real Chromium: two-factor login set up in Paramètres (the secret read
 * from the screen, the codes computed here), then a logout and a login with the code; an API key
 * created in « Accès API », shown once, and used with fetch on a REST path of its scope.
 */
import { expect, loginAdmin, test, toast } from './fixtures';
import { api, registerAdmin, FIRST_ADMIN } from '../helpers/server';
import { totp } from '../helpers/totp';
import { SqliteFile as Database } from '../helpers/sqlite';
import { STEP_UP_MESSAGES } from '#shared/auth/step-up';

const ENV = { RATE_LIMIT_AUTH_MAX: '1000' };
/** A colleague without 2FA, for the API keys test (the first admin's login needs a code after the first test). */
const CLES = { username: 'cles', email: 'cles@avocat-visible.test', password: 'mot-de-passe-cles' };
/** The first admin's recovery codes, read from the screen by the first test (the tests of a file run in order). */
let recoveryCodes: string[] = [];

test.describe('two-factor login and API keys in the back office', () => {
  test.use({ serverEnv: ENV });
  test.beforeAll(async ({ servers }, testInfo) => {
    const { url } = await servers.forFile(testInfo.file, ENV);
    const token = await registerAdmin(url);
    expect((await api(url, 'POST', '/api/admin/register', { token, body: CLES })).status).toBe(201);
  });

  test('turns 2FA on in Paramètres, logs out, and logs in again with the code', async ({ page, server, problems }) => {
    await loginAdmin(page, server.url);
    await page.goto(`${server.url}/admin/dashboard/settings`);
    const panel = page.locator('section', { has: page.getByRole('heading', { name: 'Double authentification' }) });
    let secret = '';

    await test.step('the QR code and the secret show; a code from the secret turns 2FA on', async () => {
      await panel.getByRole('button', { name: 'Configurer la double authentification' }).click();
      await expect(panel.getByRole('img', { name: /QR code/ })).toBeVisible();
      secret = (await panel.getByTestId('totp-secret').textContent())!.trim();
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      await panel.getByLabel(/Code à 6 chiffres/).fill('000000' === totp(secret) ? '111111' : '000000');
      await panel.getByRole('button', { name: 'Activer' }).click();
      await expect(panel.getByText(/^Code incorrect/)).toBeVisible();
      await panel.getByLabel(/Code à 6 chiffres/).fill(totp(secret));
      await panel.getByRole('button', { name: 'Activer' }).click();
      await expect(panel.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
      recoveryCodes = await panel.getByTestId('recovery-codes').getByRole('listitem').allTextContents();
      await panel.getByRole('button', { name: "J'ai enregistré les codes" }).click();
      await expect(panel.getByTestId('two-factor-state')).toHaveText('activée');
    });

    await test.step('after logging out, the password alone opens no session: the code does', async () => {
      await page.getByRole('button', { name: 'Déconnexion' }).first().click();
      await expect(page).toHaveURL(/\/admin\/auth/);
      const form = page.getByRole('tabpanel', { name: 'Connexion' });
      await form.getByLabel("Nom d'utilisateur").fill(FIRST_ADMIN.username);
      await form.getByLabel('Mot de passe').fill(FIRST_ADMIN.password);
      await form.getByRole('button', { name: 'Se connecter' }).click();
      const code = form.getByLabel('Code de vérification');
      await expect(code).toBeFocused();
      await expect(code).toHaveAttribute('inputmode', 'numeric');
      await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
      expect(await page.evaluate(() => localStorage.getItem('admin_jwt'))).toBeNull();
      // The step after the one used to turn 2FA on (a step is accepted once), typed then Enter.
      await code.fill(totp(secret, 1));
      await code.press('Enter');
      await expect(toast(page, 'Connexion réussie')).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/dashboard/);
      expect(await page.evaluate(() => localStorage.getItem('admin_jwt'))).toEqual(expect.any(String));
    });
    // The wrong code typed on purpose is logged by the browser as a 400; nothing else may be.
    expect(problems.filter((p) => !/status of 400 .*\/trpc\/twoFactor\.enable/.test(p))).toEqual([]);
  });

  test('creates an API key in « Accès API », shows it once, and the key works with fetch within its scope', async ({ page, context, server, problems }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await loginAdmin(page, server.url, CLES);
    // The login is 11 minutes old, as a session stolen later would be: the password is asked for.
    const db = new Database(server.dbFile);
    db.prepare('UPDATE sessions SET authenticated_at = ?').run(Date.now() - 11 * 60_000);
    db.close();
    await page.goto(`${server.url}/admin/dashboard/settings`);
    const panel = page.locator('section', { has: page.getByRole('heading', { name: 'Accès API' }) });
    await panel.getByLabel('Nom de la clé').fill('CRM du cabinet');
    await panel.getByLabel(/leads:read/).check();
    await panel.getByRole('button', { name: 'Créer la clé' }).click();
    const password = panel.getByLabel('Mot de passe actuel');
    await expect(password).toBeFocused();
    await expect(panel.getByText(STEP_UP_MESSAGES.required)).toBeVisible();
    await password.fill(CLES.password);
    await panel.getByRole('button', { name: 'Créer la clé' }).click();
    const box = panel.getByTestId('api-key');
    await expect(box).toHaveText(/^av_[A-Za-z0-9_-]{32,}$/);
    const key = (await box.textContent())!;
    await panel.getByRole('button', { name: 'Copier la clé' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    await panel.getByRole('button', { name: "J'ai enregistré la clé" }).click();
    await expect(box).toHaveCount(0);
    const row = panel.getByRole('table', { name: "Clés d'API" }).getByRole('row').filter({ hasText: 'CRM du cabinet' });
    await expect(row).toContainText(key.slice(0, 11));
    expect(await page.content()).not.toContain(key);

    // A third party's call: no cookie, only the key.
    const statuses = await page.evaluate(async (apiKey) => {
      const call = (path: string) => fetch(path, { headers: { authorization: `Bearer ${apiKey}` }, credentials: 'omit' }).then((r) => r.status);
      return { contacts: await call('/api/contacts'), posts: await call('/api/admin/blog/posts') };
    }, key);
    expect(statuses).toEqual({ contacts: 200, posts: 403 });

    await row.getByRole('button', { name: 'Révoquer la clé CRM du cabinet' }).click();
    await expect(panel.getByText("Aucune clé d'API pour le moment.")).toBeVisible();
    const after = await page.evaluate(
      (apiKey) => fetch('/api/contacts', { headers: { authorization: `Bearer ${apiKey}` }, credentials: 'omit' }).then((r) => r.status),
      key,
    );
    expect(after).toBe(401);
    // The refusals asked for above are logged by the browser; nothing else may be.
    expect(problems.filter((p) => !/status of 40[13] .*\/api\/(contacts|admin\/blog\/posts)\)$|status of 403 .*\/trpc\/apiKeys\.create/.test(p))).toEqual([]);
  });

  test('while 2FA is required for everyone, a colleague without it sees only the set-up screen, then the back office', async ({ page, server, problems }) => {
    // The first admin (2FA on since the first test) logs in over the API with a recovery code and requires it.
    const first = await api<{ ticket: string }>(server.url, 'POST', '/api/admin/login', {
      body: { username: FIRST_ADMIN.username, password: FIRST_ADMIN.password },
    });
    const second = await api<{ token: string }>(server.url, 'POST', '/api/admin/login/2fa', { body: { ticket: first.body.ticket, code: recoveryCodes[0] } });
    expect(second.status).toBe(200);
    expect((await api(server.url, 'PUT', '/api/admin/2fa/required', { token: second.body.token, body: { required: true } })).status).toBe(200);

    await loginAdmin(page, server.url, CLES);
    await expect(page.getByRole('heading', { level: 1, name: 'Double authentification obligatoire' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Administration' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Configurer la double authentification' }).click();
    const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
    await page.getByLabel(/Code à 6 chiffres/).fill(totp(secret));
    await page.getByRole('button', { name: 'Activer' }).click();
    await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
    await page.getByRole('button', { name: "J'ai enregistré les codes" }).click();
    await page.getByRole('button', { name: 'Continuer vers le back-office' }).click();
    await expect(page.getByRole('navigation', { name: 'Administration' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
    await expect(page.getByText('Total des articles')).toBeVisible();
    // The dashboard's loader, started with the page, was refused (403) while 2FA was missing: nothing else.
    expect(problems.filter((p) => !/status of 403|^TRPCClientError: La double authentification est obligatoire/.test(p))).toEqual([]);
  });
});
