/**
 * « Données d'une personne » in a real browser: an address is searched with the keyboard, what is
 * held is counted and downloaded as JSON, then erased after the confirmation that names it; the
 * same search then finds nothing.
 */
import { api } from '../helpers/server';
import { expect, test, toast } from './fixtures';

const PERSON = { firstName: 'Hélène', lastName: 'Dubois', email: 'helene@dubois-avocats.fr', consent: true };

test.describe('the « Données d’une personne » view', () => {
  test('finds, downloads and erases one address', async ({ adminPage: page, server }) => {
    expect((await api(server.url, 'POST', '/api/contacts', { body: PERSON })).status).toBe(201);
    expect((await api(server.url, 'POST', '/api/contacts', { body: { ...PERSON, email: 'HELENE@dubois-avocats.fr', firstName: 'H.' } })).status).toBe(201);

    await page.goto(`${server.url}/admin/dashboard/people`);
    await expect(page.getByRole('heading', { level: 1, name: "Données d'une personne" })).toBeVisible();
    const field = page.getByLabel('Adresse e-mail');
    await field.fill('helene@dubois-avocats.fr');
    await field.press('Enter');
    const found = page.getByRole('list', { name: 'Données trouvées' });
    await expect(found).toContainText('2');
    await expect(found).toContainText(/demandes de contact/i);

    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Télécharger (JSON)' }).click()]);
    expect(file.suggestedFilename()).toMatch(/^donnees-\d{4}-\d{2}-\d{2}\.json$/);

    await page.getByRole('button', { name: 'Effacer toutes ses données' }).click();
    const dialog = page.getByRole('dialog', { name: 'Effacer toutes ses données ?' });
    await expect(dialog).toContainText(/2 demandes de contact/);
    await dialog.getByRole('button', { name: 'Effacer définitivement' }).click();
    await expect(toast(page, 'Données de la personne effacées')).toBeVisible();
    expect(server.query('SELECT id FROM contacts WHERE lower(email) = ?', 'helene@dubois-avocats.fr')).toEqual([]);

    await field.fill('helene@dubois-avocats.fr');
    await field.press('Enter');
    await expect(page.getByText('Aucune donnée pour cette adresse.')).toBeVisible();
  });
});
