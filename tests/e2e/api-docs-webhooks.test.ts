/**
 * In a real Chromium: the interactive API docs at /api/docs (Swagger UI from this origin) work
 * under their Content-Security-Policy, « Try it out » included; the « Webhooks » panel of
 * Paramètres adds an endpoint, shows its secret once with a copy button, lists the last delivery
 * and deletes it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { api, FIRST_ADMIN, registerAdmin, startServer, type TestServer } from '../helpers/server';
import { loginAdmin, storeCookieChoice, useBrowser, watchConsole } from '../helpers/browser';
import { until } from '../helpers/until';

describe('API docs and the webhooks panel in a browser', () => {
  const browser = useBrowser();
  let s: TestServer;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let receiver: http.Server;
  let receiverUrl = '';
  const received: string[] = [];

  beforeAll(async () => {
    s = await startServer({ OUTBOUND_ALLOW_PRIVATE_HOSTS: 'true' });
    await registerAdmin(s.url);
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
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: s.url });
    await storeCookieChoice(context);
    page = await context.newPage();
    errors = watchConsole(page);
  });
  afterAll(async () => {
    await context?.close();
    await s?.close();
    receiver?.closeAllConnections();
    await new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve()));
  });

  it('renders Swagger UI at /api/docs under its CSP, and « Try it out » calls this origin', async () => {
    const csp: string[] = [];
    page.on('console', (msg) => {
      if (/Content[- ]Security[- ]Policy/i.test(msg.text())) csp.push(msg.text());
    });
    const res = await page.goto(`${s.url}/api/docs`);
    expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
    const operation = page.locator('[id="operations-Blog-blog\\\\.list"]');
    await operation.waitFor();
    await operation.locator('.opblock-summary').click();
    await operation.locator('input[placeholder="limit"]').fill('2');
    await operation.getByRole('button', { name: 'Execute' }).click();
    const responseCode = operation.locator('.live-responses-table tbody .response-col_status').first();
    await until(async () => (await responseCode.textContent())?.trim() === '200', 'a 200 in the live response');
    await operation.locator('.response-col_description .microlight, .response-col_description pre').first().waitFor();
    const shown = await operation.locator('.live-responses-table').textContent();
    expect(shown).toContain('rel="next"');
    expect(csp).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('adds a webhook, shows its secret once with a copy button, lists the last delivery, deletes it', async () => {
    await loginAdmin(page, s.url, FIRST_ADMIN);
    await page.goto(`${s.url}/admin/dashboard?view=settings`);
    const panel = page.getByRole('region', { name: 'Webhooks' }).or(page.locator('section', { has: page.getByRole('heading', { name: 'Webhooks' }) }));
    await panel.getByLabel('URL du webhook').fill('http://');
    await panel.getByRole('button', { name: 'Ajouter le webhook' }).click();
    await panel.getByText("L'adresse du webhook doit être une URL http:// ou https:// complète", { exact: false }).first().waitFor();

    await panel.getByLabel('URL du webhook').fill(receiverUrl);
    await panel.getByLabel(/article\.published/).check();
    await panel.getByRole('button', { name: 'Ajouter le webhook' }).click();
    const secret = (await panel.getByTestId('webhook-secret').textContent())!;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    await panel.getByRole('button', { name: 'Copier le secret' }).click();
    await panel.getByRole('button', { name: 'Copié' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await panel.getByRole('button', { name: "J'ai enregistré le secret" }).click();
    await expect(panel.getByTestId('webhook-secret').count()).resolves.toBe(0);

    const table = panel.getByRole('table', { name: 'Webhooks enregistrés' });
    const row = table.getByRole('row').filter({ hasText: receiverUrl });
    await row.getByText('Aucune livraison').waitFor();
    await api(s.url, 'POST', '/api/contacts', { body: { firstName: 'Claire', lastName: 'Dubois', email: 'claire@exemple.fr', consent: true } });
    await until(() => received.length === 1, 'the delivery');
    await until(async () => {
      await page.reload();
      await row.getByText(/Réussie|Aucune livraison/).waitFor();
      return (await row.getByText('Réussie (200)').count()) === 1;
    }, 'the last delivery in the list');
    expect(await page.content()).not.toContain(secret.slice(6));

    await row.getByRole('button', { name: `Supprimer le webhook ${receiverUrl}` }).click();
    await panel.getByText('Aucun webhook pour le moment.').waitFor();
    expect(errors).toEqual([]);
  });
});
