/**
 * « Redirections » in a real browser: opened from a 404 (`?from=` fills the form), a rule created
 * with the keyboard, the old address then answering 301 to the new one, the rule deleted after a
 * confirmation, and a refusal (a live page) shown in French next to the form.
 */
import { expect, test, toast } from './fixtures';

test.describe('the « Redirections » view', () => {
  test('creates a rule from a path, the old address follows it, then deletes it', async ({ adminPage: page, server }) => {
    await page.goto(`${server.url}/admin/dashboard/redirects?from=/ancienne-offre`);
    await expect(page.getByRole('heading', { level: 1, name: 'Redirections' })).toBeVisible();
    await expect(page.getByText('Aucune redirection pour le moment.')).toBeVisible();
    await expect(page.getByLabel('Ancienne adresse')).toHaveValue('/ancienne-offre');
    await page.getByLabel('Nouvelle adresse').fill('/pricing');
    await page.getByLabel('Nouvelle adresse').press('Enter');
    await expect(toast(page, 'Redirection créée')).toBeVisible();
    const row = page.getByRole('table', { name: 'Redirections' }).getByRole('row').filter({ hasText: '/ancienne-offre' });
    await expect(row).toContainText('/pricing');
    await expect(row).toContainText('Manuelle');

    const moved = await fetch(`${server.url}/ancienne-offre?utm_source=e2e`, { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/pricing?utm_source=e2e');

    await page.getByLabel('Ancienne adresse').fill('/pricing');
    await page.getByLabel('Nouvelle adresse').fill('/blog');
    await page.getByRole('button', { name: 'Créer la redirection' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'L’adresse /pricing est une page en ligne du site' })).toBeVisible();

    page.once('dialog', (dialog) => void dialog.accept());
    await row.getByRole('button', { name: 'Supprimer la redirection de /ancienne-offre' }).click();
    await expect(toast(page, 'Redirection supprimée')).toBeVisible();
    await expect(page.getByText('Aucune redirection pour le moment.')).toBeVisible();
    expect((await fetch(`${server.url}/ancienne-offre`, { redirect: 'manual' })).status).toBe(404);
  });
});
