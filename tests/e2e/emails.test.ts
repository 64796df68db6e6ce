/** The « E-mails » tab of Contacts in a real browser: the outbox's statuses, the cap's reason, a retry that sends. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { startSmtp, type FakeSmtp } from '../fakes/smtp-server';
import { api, FIRST_ADMIN, registerAdmin, startServer, type TestServer } from '../helpers/server';
import { loginAdmin, storeCookieChoice, useBrowser, watchConsole } from '../helpers/browser';
import { until } from '../helpers/until';

describe('the back office shows the e-mails of the leads', () => {
  const browser = useBrowser();
  let smtp: FakeSmtp;
  let s: TestServer;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    smtp = await startSmtp();
    s = await startServer({ SMTP_URL: smtp.url });
    await registerAdmin(s.url);
    // Four requests from one address: the fourth acknowledgement is held back by the cap.
    for (let i = 0; i < 4; i++) {
      await api(s.url, 'POST', '/api/contacts', { body: { firstName: 'Claire', lastName: 'Dubois', email: 'claire@exemple.fr', consent: true } });
    }
    await smtp.waitFor(7);
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await storeCookieChoice(context);
    page = await context.newPage();
    errors = watchConsole(page);
  });
  afterAll(async () => {
    await context?.close();
    await s?.close();
    await smtp?.close();
  });

  it('lists sent and skipped messages with the reason, and a retry sends the skipped one', async () => {
    await loginAdmin(page, s.url, FIRST_ADMIN);
    await page.goto(`${s.url}/admin/dashboard?view=contacts`);
    await page.getByRole('tab', { name: 'E-mails' }).click();
    const table = page.getByRole('table', { name: 'E-mails' });
    await table.waitFor();
    await until(async () => (await table.getByText('Envoyé', { exact: true }).count()) === 7, 'seven « Envoyé » badges');
    const skippedRow = table.getByRole('row').filter({ hasText: 'Non envoyé' });
    await expect(skippedRow.count()).resolves.toBe(1);
    await skippedRow.getByText('Limite atteinte : 3 e-mails au plus par destinataire et par 24 h.').waitFor();

    await skippedRow.getByRole('button', { name: /Renvoyer/ }).click();
    await page.getByRole('region', { name: /Notifications/ }).getByText('E-mail remis en file').first().waitFor();
    await smtp.waitFor(8);
    await until(async () => {
      await page.getByRole('button', { name: 'Actualiser' }).click();
      return (await table.getByText('Envoyé', { exact: true }).count()) === 8;
    }, 'eight « Envoyé » badges after the retry');
    await expect(table.getByRole('button', { name: /Renvoyer/ }).count()).resolves.toBe(0);
    expect(errors).toEqual([]);
  });
});
