/** The « E-mails » view of the back office in a real browser: the outbox's statuses, the cap's reason, a retry that sends. */
import { startSmtp, type FakeSmtp } from '../fakes/smtp-server';
import { api } from '../helpers/server';
import { expect, test, toast } from './fixtures';

test.describe('the back office shows the e-mails of the leads', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  let smtp: FakeSmtp;

  test.beforeAll(async ({ servers }, testInfo) => {
    smtp = await startSmtp();
    const s = await servers.forFile(testInfo.file, { SMTP_URL: smtp.url });
    // Four requests from one address: the fourth acknowledgement is held back by the cap.
    for (let i = 0; i < 4; i++) {
      await api(s.url, 'POST', '/api/contacts', { body: { firstName: 'Claire', lastName: 'Dubois', email: 'claire@exemple.fr', consent: true } });
    }
    await expect.poll(() => smtp.received.length).toBe(7);
  });
  test.afterAll(async () => {
    await smtp?.close();
  });

  test('lists sent and skipped messages with the reason, and a retry sends the skipped one', async ({ adminPage: page, server, problems }) => {
    await page.goto(`${server.url}/admin/dashboard/emails`);
    const table = page.getByRole('table', { name: 'E-mails' });
    const sent = table.getByText('Envoyé', { exact: true });
    const skippedRow = table.getByRole('row').filter({ hasText: 'Non envoyé' });

    await test.step('seven messages sent, one held back by the cap, with its reason', async () => {
      await expect(table).toBeVisible();
      await expect(sent).toHaveCount(7);
      await expect(skippedRow).toHaveCount(1);
      await expect(skippedRow.getByText('Limite atteinte : 3 e-mails au plus par destinataire et par 24 h.')).toBeVisible();
    });

    await test.step('« Renvoyer » sends the held message', async () => {
      await skippedRow.getByRole('button', { name: /Renvoyer/ }).click();
      await expect(toast(page, 'E-mail remis en file')).toBeVisible();
      await expect.poll(() => smtp.received.length).toBe(8);
      // The list is not live: « Actualiser » until the eighth message shows as sent.
      await expect(async () => {
        await page.getByRole('button', { name: 'Actualiser' }).click();
        await expect(sent).toHaveCount(8, { timeout: 1_000 });
      }).toPass({ timeout: 10_000 });
      await expect(table.getByRole('button', { name: /Renvoyer/ })).toHaveCount(0);
    });
    expect(problems).toEqual([]);
  });
});
