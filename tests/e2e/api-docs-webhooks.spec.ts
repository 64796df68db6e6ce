/**
 * In a real Chromium: the interactive API docs at /api/docs (Swagger UI from this origin) work
 * under their Content-Security-Policy, « Try it out » included; the « Webhooks » panel of
 * Paramètres adds an endpoint, shows its secret once with a copy button, lists the last delivery
 * and deletes it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, loginAdmin, test } from './fixtures';
import { api, registerAdmin } from '../helpers/server';

/** Webhooks may be delivered to the receiver below, on 127.0.0.1. */
const ENV = { OUTBOUND_ALLOW_PRIVATE_HOSTS: 'true' };

test.describe('API docs and the webhooks panel in a browser', () => {
  test.use({ serverEnv: ENV });
  let receiver: http.Server;
  let receiverUrl = '';
  const received: string[] = [];

  test.beforeAll(async ({ servers }, testInfo) => {
    await registerAdmin((await servers.forFile(testInfo.file, ENV)).url);
    receiver = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        received.push(String(req.headers['webhook-id']));
        res.writeHead(200).end();
      });
    });
    receiver.listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => receiver.once('listening', () => resolve()));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/crm`;
  });
  test.afterAll(async () => {
    receiver?.closeAllConnections();
    await new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve()));
  });

  test('renders Swagger UI at /api/docs under its CSP, and « Try it out » calls this origin', async ({ page, server, problems }) => {
    const csp: string[] = [];
    page.on('console', (msg) => {
      if (/Content[- ]Security[- ]Policy/i.test(msg.text())) csp.push(msg.text());
    });
    const res = await page.goto(`${server.url}/api/docs`);
    expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
    const operation = page.locator('[id="operations-Blog-blog\\\\.list"]');
    await test.step('« Try it out » of blog.list with limit=2 answers 200 with a next link', async () => {
      // Swagger UI resolves and lays out the whole document (350 KB, every operation with its examples)
      // before the first operation shows: more than 10 s under the whole suite's load.
      await expect(operation).toBeVisible({ timeout: 30_000 });
      await operation.locator('.opblock-summary').click();
      await operation.locator('input[placeholder="limit"]').fill('2');
      await operation.getByRole('button', { name: 'Execute' }).click();
      await expect(operation.locator('.live-responses-table tbody .response-col_status').first()).toHaveText('200');
      await expect(operation.locator('.response-col_description .microlight, .response-col_description pre').first()).toBeVisible();
      await expect(operation.locator('.live-responses-table')).toContainText('rel="next"');
    });
    expect(csp).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('adds a webhook, shows its secret once with a copy button, lists the last delivery, deletes it', async ({ page, context, server, problems }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await loginAdmin(page, server.url);
    await page.goto(`${server.url}/admin/dashboard/webhooks`);
    const panel = page.getByRole('region', { name: 'Webhooks' }).or(page.locator('section', { has: page.getByRole('heading', { name: 'Webhooks' }) }));
    const secretBox = panel.getByTestId('webhook-secret');
    let secret = '';

    await test.step('an incomplete address is refused', async () => {
      await panel.getByLabel('URL du webhook').fill('http://');
      await panel.getByRole('button', { name: 'Ajouter le webhook' }).click();
      await expect(panel.getByText("L'adresse du webhook doit être une URL http:// ou https:// complète", { exact: false }).first()).toBeVisible();
    });

    await test.step('the webhook is added; its secret shows once, with a copy button', async () => {
      await panel.getByLabel('URL du webhook').fill(receiverUrl);
      await panel.getByLabel(/article\.published/).check();
      await panel.getByRole('button', { name: 'Ajouter le webhook' }).click();
      await expect(secretBox).toHaveText(/^whsec_[A-Za-z0-9+/]+=*$/);
      secret = (await secretBox.textContent())!;
      await panel.getByRole('button', { name: 'Copier le secret' }).click();
      await expect(panel.getByRole('button', { name: 'Copié' })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
      await panel.getByRole('button', { name: "J'ai enregistré le secret" }).click();
      await expect(secretBox).toHaveCount(0);
    });

    const row = panel.getByRole('table', { name: 'Webhooks enregistrés' }).getByRole('row').filter({ hasText: receiverUrl });
    await test.step('a new contact is delivered, and the list shows the last delivery', async () => {
      await expect(row.getByText('Aucune livraison')).toBeVisible();
      await api(server.url, 'POST', '/api/contacts', { body: { firstName: 'Claire', lastName: 'Dubois', email: 'claire@exemple.fr', consent: true } });
      await expect.poll(() => received.length).toBe(1);
      // The delivery's outcome is stored once the receiver has answered; the list is read when the panel opens.
      await expect
        .poll(() => server.query('SELECT message_id, status_code, success FROM webhook_deliveries'))
        .toEqual([{ message_id: received[0], status_code: 200, success: 1 }]);
      await page.reload();
      await expect(row.getByText('Réussie (200)')).toBeVisible();
      expect(await page.content()).not.toContain(secret.slice(6));
    });

    await test.step('the webhook is deleted', async () => {
      await row.getByRole('button', { name: `Supprimer le webhook ${receiverUrl}` }).click();
      await expect(panel.getByText('Aucun webhook pour le moment.')).toBeVisible();
    });
    expect(problems).toEqual([]);
  });
});
