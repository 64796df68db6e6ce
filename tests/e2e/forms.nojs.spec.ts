/**
 * JavaScript off (the `nojs` project, decision 064): the contact form, « Calculer mon ROI », the
 * visibility calculator, the audit tool and the quiz post natively and end on a rendered page; a
 * refusal shows the French message next to the field with the values typed kept.
 */
import { startFixtureSite, type FixtureSite } from '../helpers/fixture-site';
import { expect, shot, test } from './fixtures';

test.describe('the public forms without JavaScript', () => {
  test.use({ serverEnv: { OUTBOUND_ALLOW_PRIVATE_HOSTS: 'true', SMTP_URL: 'smtp://127.0.0.1:9', LEADS_NOTIFY_TO: 'equipe@avocat-visible.test' } });
  let site: FixtureSite;
  test.beforeAll(async () => {
    site = await startFixtureSite();
  });
  test.afterAll(async () => {
    await site?.close();
  });

  test('contact: consent missing is refused next to the box with the values kept; then the lead is stored and thanked', async ({ page, server }) => {
    await page.goto(`${server.url}/`);
    let form = page.getByRole('form', { name: 'Demande de contact' });
    await form.getByLabel(/Prénom/).fill('Claire');
    await form.getByLabel('Nom', { exact: true }).fill('Dubois');
    await form.getByLabel(/E-mail/).fill('claire@cabinet-dubois.fr');
    await form.getByRole('button', { name: 'Envoyer ma demande' }).click();

    await test.step('the server renders the form again, with the message next to the consent box', async () => {
      form = page.getByRole('form', { name: 'Demande de contact' });
      await expect(page.locator('#native-consent-error')).toHaveText("Veuillez remplir tous les champs obligatoires et accepter d'être contacté.");
      await expect(form.getByLabel(/Prénom/)).toHaveValue('Claire');
      await expect(form.getByLabel(/E-mail/)).toHaveValue('claire@cabinet-dubois.fr');
      await shot(page, 'nojs-contact-refused');
    });

    await test.step('ticked and sent: the thank-you page, the lead and its e-mails', async () => {
      await form.getByLabel(/J'accepte d'être contacté/).check();
      await form.getByRole('button', { name: 'Envoyer ma demande' }).click();
      await expect(page).toHaveURL(/\/contact\/merci$/);
      await expect(page.getByRole('heading', { name: 'Demande envoyée !' })).toBeVisible();
      const [lead] = server.query<{ id: number; source_page: string }>("SELECT id, source_page FROM contacts WHERE email = 'claire@cabinet-dubois.fr'");
      expect(lead?.source_page).toBe('/');
      expect(server.query<{ kind: string }>('SELECT kind FROM outbox WHERE lead_id = ? ORDER BY kind', lead!.id).map((r) => r.kind)).toEqual(['agency-notification', 'contact-ack']);
    });
  });

  test('« Calculer mon ROI »: a value out of bounds is refused and kept, then the result shows', async ({ page, server }) => {
    await page.goto(`${server.url}/roi-calculator`);
    await page.getByLabel(/Demandes de contact par mois/).fill('5000');
    await page.getByRole('button', { name: 'Calculer mon ROI' }).click();
    await expect(page.locator('#native-currentLeads-error')).toHaveText('Le nombre de demandes doit être compris entre 1 et 1 000.');
    await expect(page.getByLabel(/Demandes de contact par mois/)).toHaveValue('5000');
    await page.getByLabel(/Demandes de contact par mois/).fill('40');
    await page.getByRole('button', { name: 'Calculer mon ROI' }).click();
    await expect(page).toHaveURL(/\/calculateur-roi\/resultat\?/);
    await expect(page.getByRole('heading', { name: 'Votre retour sur investissement' })).toBeVisible();
    await expect(page.getByText('Impact sur un an')).toBeVisible();
    await shot(page, 'nojs-roi-result');
  });

  test('visibility calculator: a missing city is refused in French, then the result shows', async ({ page, server }) => {
    await page.goto(`${server.url}/`);
    let form = page.getByRole('form', { name: 'Calculateur de visibilité locale' });
    await form.getByLabel(/Nombre de cabinets concurrents/).selectOption('6-15 cabinets');
    await form.getByRole('button', { name: 'Calculer ma visibilité' }).click();
    form = page.getByRole('form', { name: 'Calculateur de visibilité locale' });
    await expect(page.locator('#native-city-error')).toHaveText('Veuillez remplir tous les champs obligatoires.');
    await expect(form.getByLabel(/Nombre de cabinets concurrents/)).toHaveValue('6-15 cabinets');
    await form.getByLabel('Ville').fill('Lyon');
    await form.getByRole('button', { name: 'Calculer ma visibilité' }).click();
    await expect(page.getByRole('heading', { name: 'Votre visibilité locale' })).toBeVisible();
    expect(server.query('SELECT city FROM visibility_calculations')).toEqual([{ city: 'Lyon' }]);
  });

  test('audit tool: a missing specialization is refused with the address kept, then the report opens', async ({ page, server }) => {
    await page.goto(`${server.url}/`);
    let form = page.getByRole('form', { name: 'Audit SEO gratuit' });
    await form.getByLabel(/Adresse de votre site/).fill(`${site.url}/`);
    await form.getByRole('button', { name: 'Lancer mon audit gratuit' }).click();
    form = page.getByRole('form', { name: 'Audit SEO gratuit' });
    await expect(page.locator('#native-specialization-error')).toHaveText('Veuillez remplir tous les champs obligatoires.');
    await expect(form.getByLabel(/Adresse de votre site/)).toHaveValue(`${site.url}/`);
    await form.getByLabel(/Spécialisation/).selectOption('Droit pénal');
    await form.getByRole('button', { name: 'Lancer mon audit gratuit' }).click();
    await expect(page).toHaveURL(/\/audit\/[\w-]{22,64}$/);
    await expect(page.getByText('Score global').first()).toBeVisible();
  });

  test('quiz: six questions on one page, the score out of 100, the lead form refused without consent, then stored and thanked', async ({ page, server }) => {
    await page.goto(`${server.url}/quiz?utm_source=linkedin`);
    await expect(page.getByRole('group')).toHaveCount(6);
    await expect(page.getByRole('button', { name: 'Suivant' })).toBeHidden();
    await page.getByRole('radio', { name: 'Oui, un site récent et adapté aux mobiles' }).check();
    await page.getByRole('checkbox', { name: 'Réseaux sociaux' }).check();
    await shot(page, 'nojs-quiz');
    await page.getByRole('button', { name: 'Voir mon résultat' }).click();
    await expect(page.getByTestId('quiz-score')).toHaveText(/^\s*\d+\s*\/100\s*$/);
    await page.getByLabel(/Prénom/).fill('Paul');
    await page.getByLabel('Nom', { exact: true }).fill('Martin');
    await page.getByLabel(/E-mail/).fill('paul@martin-avocat.fr');
    await page.getByRole('button', { name: 'Recevoir mon analyse gratuite' }).click();
    await expect(page.locator('#native-consent-error')).toHaveText('Veuillez accepter le traitement de vos données.');
    await expect(page.getByLabel(/Prénom/)).toHaveValue('Paul');
    await page.getByLabel(/J'accepte/).check();
    await page.getByRole('button', { name: 'Recevoir mon analyse gratuite' }).click();
    await expect(page).toHaveURL(/\/quiz\/merci$/);
    await expect(page.getByRole('heading', { name: 'Merci !' })).toBeVisible();
    const [lead] = server.query<{ id: number; lead_source: string; quiz_answers: string }>("SELECT id, lead_source, quiz_answers FROM quiz_leads WHERE email = 'paul@martin-avocat.fr'");
    expect(lead?.lead_source).toBe('linkedin');
    expect(JSON.parse(lead!.quiz_answers)).toEqual([
      { questionId: 1, answer: 'Oui, un site récent et adapté aux mobiles' },
      { questionId: 6, answer: ['Réseaux sociaux'] },
    ]);
    expect(server.query('SELECT kind FROM outbox WHERE lead_id = ? AND lead_kind = ?', lead!.id, 'quiz').length).toBeGreaterThan(0);
  });
});
