import { BOOKING_INVITE } from '#shared/booking/format';
import type { Page } from '@playwright/test';
import { startFixtureSite, type FixtureSite } from '../helpers/fixture-site';
import type { TestServer } from '../helpers/server';
import { expect, formReady, test, toast, waitForHydration } from './fixtures';

/** How far (px) the top of section `id` is from just under the sticky header (80 px). */
const offsetFromHeader = (page: Page, id: string) =>
  page.evaluate((sectionId) => Math.abs(document.getElementById(sectionId)!.getBoundingClientRect().top - 80), id);

/** The highest id of `table` so far (0 if empty): the rows a test stores come after it. */
const lastId = (server: TestServer, table: string) =>
  server.query<{ id: number | null }>(`SELECT max(id) AS id FROM ${table}`)[0]?.id ?? 0;

const BELOW_SERVICES_CHUNK = /BelowServices-[\w-]+\.js$/;

test.describe('home page tools, contact form, pricing and ROI in a real browser', () => {
  test.use({ serverEnv: { AUDIT_ALLOW_PRIVATE_HOSTS: 'true' } });

  let site: FixtureSite;
  test.beforeAll(async () => {
    site = await startFixtureSite();
  });
  test.afterAll(async () => {
    await site?.close();
  });

  test('a visitor audits a site lacking a meta description and sees the four scores and that recommendation', async ({ page, server, problems }) => {
    await page.goto(server.url + '/#outils');
    await formReady(page, 'form[aria-label="Audit SEO gratuit"]');
    const form = page.getByRole('form', { name: 'Audit SEO gratuit' });
    const result = page.getByRole('region', { name: 'Résultat de votre audit' });
    const audited = `${site.url}/sans-description`;

    await test.step('an empty form is refused', async () => {
      await form.getByRole('button', { name: 'Lancer mon audit gratuit' }).click();
      await expect(form.getByText('Veuillez remplir tous les champs obligatoires.').first()).toBeVisible();
      await expect(form.getByLabel(/Adresse de votre site/)).toHaveAttribute('aria-invalid', 'true');
    });

    await test.step('the audit shows the four scores and the first three findings', async () => {
      await form.getByLabel(/Adresse de votre site/).fill(audited);
      await form.getByLabel(/Spécialisation/).selectOption('Droit pénal');
      await form.getByRole('button', { name: 'Lancer mon audit gratuit' }).click();
      await expect(result).toBeVisible();
      await expect(toast(page, 'Audit terminé !')).toBeVisible();
      for (const label of ['Score global', 'Technique', 'Contenu', 'SEO local']) {
        await expect(result.getByText(label, { exact: true })).toBeVisible();
      }
      await expect(result).toContainText(/Score global\s*\d+\s*\/100/, { useInnerText: true });
      await expect(result).toContainText(/SEO local\s*100\s*\/100/, { useInnerText: true });
      // The first 3 findings of the site, most important first.
      await expect(result.getByRole('listitem')).toHaveText(
        [
          'Ajoutez une meta description (absente).',
          'Passez votre site en HTTPS (la page est servie en http://, sans chiffrement).',
          'Servez le site en HTTPS et redirigez http:// vers https:// (le site n’est pas chiffré).',
        ],
        { useInnerText: true },
      );
      expect(server.query('SELECT website_url FROM audit_requests WHERE website_url = ?', audited)).toEqual([{ website_url: audited }]);
    });

    await test.step('the full report by e-mail, from the card: consent first', async () => {
      const emailForm = result.getByRole('form', { name: 'Recevoir le rapport complet par e-mail' });
      await emailForm.getByLabel(/Prénom/).fill('Claire');
      await emailForm.getByLabel(/E-mail/).fill('claire@cabinet-dubois.fr');
      await emailForm.getByRole('button', { name: 'Recevoir le rapport complet par e-mail' }).click();
      await expect(emailForm.getByText('Veuillez accepter le traitement de vos données.')).toBeVisible();
      await emailForm.getByLabel(/J'accepte que mes données/).check();
      await emailForm.getByRole('button', { name: 'Recevoir le rapport complet par e-mail' }).click();
      await expect(result.getByRole('status').filter({ hasText: 'Rapport envoyé !' })).toBeVisible();
      const [audit] = server.query<{ id: number }>('SELECT id FROM audit_requests WHERE website_url = ?', audited);
      expect(server.query('SELECT first_name, email, audit_id FROM audit_leads WHERE audit_id = ?', audit!.id)).toEqual([
        { first_name: 'Claire', email: 'claire@cabinet-dubois.fr', audit_id: audit!.id },
      ]);
    });

    await test.step('« Voir le rapport complet »: the report page, its gauges and every finding', async () => {
      await result.getByRole('link', { name: 'Voir le rapport complet' }).click();
      await expect(page.getByRole('heading', { level: 1, name: '127.0.0.1' })).toBeVisible();
      await expect(page.getByRole('heading', { name: /^Technique/ })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Ajoutez une meta description (absente).' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Télécharger le rapport (PDF)' })).toBeVisible();
      await expect(page).toHaveURL(/\/audit\/[A-Za-z0-9_-]{24}$/);
    });
    expect(problems).toEqual([]);
  });

  test('shows "Analyse en cours..." while the audit runs', async ({ page, server }) => {
    await page.goto(server.url + '/');
    await formReady(page, 'form[aria-label="Audit SEO gratuit"]');
    const form = page.getByRole('form', { name: 'Audit SEO gratuit' });
    // The fixture site answers /lent after 2 s.
    await form.getByLabel(/Adresse de votre site/).fill(`${site.url}/lent`);
    await form.getByLabel(/Spécialisation/).selectOption('Autre');
    await form.getByRole('button', { name: 'Lancer mon audit gratuit' }).click();
    await expect(form.getByRole('button', { name: 'Analyse en cours...' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Résultat de votre audit' })).toBeVisible();
  });

  test('the visibility calculator shows a result', async ({ page, server }) => {
    await page.goto(server.url + '/');
    await formReady(page, 'form[aria-label="Calculateur de visibilité locale"]');
    const form = page.getByRole('form', { name: 'Calculateur de visibilité locale' });
    await expect(form.getByLabel(/Rayon d'action/)).toHaveValue('20');
    await form.getByLabel('Ville').fill('Paris');
    await form.getByLabel(/Nombre de cabinets concurrents/).selectOption('6-15 cabinets');
    await form.getByRole('button', { name: 'Calculer ma visibilité' }).click();
    const result = page.getByRole('region', { name: 'Votre visibilité locale' });
    await expect(result).toBeVisible();
    await expect(toast(page, 'Calcul terminé !')).toBeVisible();
    // Whitespace (narrow no-break spaces of the French numbers included) is compared as single spaces.
    await expect(result).toContainText('Score de visibilité 49/100', { useInnerText: true });
    await expect(result).toContainText('Recherches mensuelles 100 126', { useInnerText: true });
    await expect(result).toContainText('Clients potentiels / mois 245', { useInnerText: true });
    await expect(result.getByRole('listitem')).toHaveCount(3);
  });

  test('the contact form sends, shows "Demande envoyée !" and resets', async ({ page, server, problems }) => {
    const before = lastId(server, 'contacts');
    await page.goto(server.url + '/#contact');
    await formReady(page, 'form[aria-label="Demande de contact"]');
    const form = page.getByRole('form', { name: 'Demande de contact' });

    await test.step('an empty form is refused, nothing stored', async () => {
      await form.getByRole('button', { name: 'Envoyer ma demande' }).click();
      const message = "Veuillez remplir tous les champs obligatoires et accepter d'être contacté.";
      await expect(form.getByText(message).first()).toBeVisible();
      expect(server.query('SELECT id FROM contacts WHERE id > ?', before)).toEqual([]);
    });

    await test.step('a filled form is sent, confirmed and reset', async () => {
      await form.getByLabel(/Prénom/).fill('Claire');
      await form.locator('#contact-last-name').fill('Dubois');
      await form.getByLabel(/E-mail/).fill('claire@cabinet-dubois.fr');
      await form.getByLabel(/Spécialisation/).selectOption('famille');
      await form.getByLabel(/J'accepte d'être contacté/).check();
      await form.getByRole('button', { name: 'Envoyer ma demande' }).click();
      await expect(toast(page, 'Demande envoyée !')).toBeVisible();
      await expect(toast(page, 'Nous vous contacterons dans les 2 heures.')).toBeVisible();
      await expect(form.getByRole('status').getByRole('link', { name: BOOKING_INVITE })).toHaveAttribute('href', '/rendez-vous');
      await expect(form.getByLabel(/Prénom/)).toHaveValue('');
      await expect(form.getByLabel(/J'accepte d'être contacté/)).not.toBeChecked();
      expect(server.query('SELECT first_name, email, specialization, consent FROM contacts WHERE id > ?', before)).toEqual([
        { first_name: 'Claire', email: 'claire@cabinet-dubois.fr', specialization: 'famille', consent: 1 },
      ]);
    });
    expect(problems).toEqual([]);
  });

  test('the pricing toggle switches between monthly and yearly prices', async ({ page, server }) => {
    await page.goto(server.url + '/pricing');
    await waitForHydration(page);
    const price = page.getByTestId('price-professionnel');
    await expect(price).toHaveText('599 € TTC / mois', { useInnerText: true });
    await page.getByRole('switch', { name: 'Facturation annuelle' }).click();
    await expect(price).toHaveText('5 999 € TTC / an', { useInnerText: true });
    await expect(page.getByText(/Vous économisez 1\s189\s€ par an/)).toBeVisible();
    await expect(page.getByTestId('price-premium')).toHaveText('9 999 € TTC / an', { useInnerText: true });
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 900 } });

    test('on a phone, the sections below the services bring in their code only when the visitor scrolls towards them', async ({ page, server, problems }) => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      const submit = page.getByRole('button', { name: 'Envoyer ma demande' });

      await test.step('the page loads and rests: the sections are the server HTML, their code not fetched', async () => {
        await page.goto(server.url + '/');
        await waitForHydration(page);
        await page.waitForLoadState('networkidle');
        // Server-rendered, and usable as plain HTML until then: the submit posts the form natively.
        await expect(page.locator('#outils')).toHaveAttribute('data-hydrated', 'false');
        await expect(submit).toBeEnabled();
        await expect(page.getByRole('form', { name: 'Demande de contact' })).toHaveAttribute('action', '/contact');
        expect(scripts.filter((path) => path.includes('BelowServices'))).toEqual([]);
      });

      await test.step('a scroll brings in their code, once', async () => {
        await page.mouse.wheel(0, 300);
        await expect(page.locator('#outils')).toHaveAttribute('data-hydrated', 'true');
        expect(scripts.filter((path) => path.includes('BelowServices'))).toHaveLength(1);
        await page.locator('#contact').scrollIntoViewIfNeeded();
        await expect(page.getByRole('form', { name: 'Demande de contact' })).toHaveAttribute('data-hydrated', 'true');
      });
      expect(problems).toEqual([]);
    });

    test("sections whose code cannot be fetched stay readable, and hydrate at the visitor's next key press once it can", async ({ page, server, problems }) => {
      let offline = true;
      await page.route(BELOW_SERVICES_CHUNK, (route) => (offline ? route.abort('internetdisconnected') : route.continue()));
      await page.goto(server.url + '/');
      await waitForHydration(page);

      await test.step('offline, a scroll fails to fetch the code: the sections stay as the server rendered them', async () => {
        const failed: string[] = [];
        page.on('requestfailed', (request) => {
          if (BELOW_SERVICES_CHUNK.test(request.url())) failed.push(request.url());
        });
        // Wheel turns until the page, listening once its effects ran, asks for the code and is refused.
        await expect
          .poll(async () => failed.length > 0 || (await page.mouse.wheel(0, 100), false), { message: 'the refused request for the code', timeout: 15_000 })
          .toBe(true);
        // Still the home page (no error page), its sections as the server rendered them.
        await expect(page.getByRole('heading', { name: 'Mesurez votre visibilité en ligne' })).toBeVisible();
        await expect(page.locator('#outils')).toHaveAttribute('data-hydrated', 'false');
      });

      await test.step('back online, the next key press brings the code in', async () => {
        offline = false;
        // The page listens for the retry once the failed import has settled, a moment after the request failed.
        await expect(async () => {
          await page.keyboard.press('Shift');
          await expect(page.locator('#outils')).toHaveAttribute('data-hydrated', 'true', { timeout: 2_000 });
        }).toPass({ timeout: 15_000 });
      });
      expect(problems.filter((problem) => !/Failed to load resource|dynamically imported module/.test(problem))).toEqual([]);
    });
  });

  test('the services carousel starts with "previous" disabled; the hero buttons scroll to their sections', async ({ page, server }) => {
    await page.goto(server.url + '/');
    await waitForHydration(page);

    await test.step('the carousel', async () => {
      const previous = page.getByRole('button', { name: 'Services précédents' });
      const next = page.getByRole('button', { name: 'Services suivants' });
      await expect(previous).toBeDisabled();
      await expect(next).toBeEnabled();
      await next.click();
      await expect(previous).toBeEnabled();
      await expect(page.locator('#services li h3')).toHaveCount(8);
    });

    await test.step('hero buttons scroll to the tools and pricing sections', async () => {
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole('link', { name: 'Audit SEO Gratuit' }).click();
      await expect.poll(() => offsetFromHeader(page, 'outils'), { message: '#outils just under the header' }).toBeLessThan(4);
      await page.getByRole('link', { name: 'Voir nos tarifs' }).click();
      await expect.poll(() => offsetFromHeader(page, 'tarifs'), { message: '#tarifs just under the header' }).toBeLessThan(4);
    });
  });

  test('the ROI calculator with its defaults shows the results card', async ({ page, server, problems }) => {
    const before = lastId(server, 'roi_calculations');
    await page.goto(server.url + '/roi-calculator');
    await formReady(page, 'form[aria-labelledby="roi-form-title"]');
    await expect(page.getByLabel(/Chiffre d'affaires mensuel actuel/)).toHaveValue('10000');
    await page.getByRole('button', { name: 'Calculer mon ROI' }).click();
    const result = page.getByRole('region', { name: 'Votre retour sur investissement' });
    await expect(result).toBeVisible();
    await expect(toast(page, 'Votre analyse ROI a été générée avec succès.')).toBeVisible();
    // Whitespace (no-break spaces of the French numbers included) is compared as single spaces.
    for (const line of [
      'ROI annuel 4 917 %',
      'Impact sur un an 180 000 €',
      "Chiffre d'affaires mensuel actuel 10 000 €",
      "Nouveau chiffre d'affaires mensuel 25 000 €",
      'Demandes supplémentaires / mois +30',
      'Nouveaux clients / mois +6',
      'Seuil de rentabilité 1 mois',
      '40 à 60 %',
    ]) {
      await expect(result).toContainText(line, { useInnerText: true });
    }
    expect(server.query('SELECT firm_type FROM roi_calculations WHERE id > ?', before)).toEqual([{ firm_type: 'avocat-independant' }]);
    expect(problems).toEqual([]);
  });

  test('client-side navigation renders the preloaded sections and forms at once and scrolls to the anchor', async ({ page, server, problems }) => {
    await page.goto(server.url + '/pricing');
    await waitForHydration(page);
    const mainNav = page.getByRole('navigation', { name: 'Navigation principale' });

    await test.step('« Contact »: the home page, its form answering, scrolled to #contact', async () => {
      await mainNav.getByRole('link', { name: 'Contact' }).click();
      await expect(page).toHaveURL(/\/#contact$/);
      await formReady(page, 'form[aria-label="Demande de contact"]');
      await expect.poll(() => offsetFromHeader(page, 'contact'), { message: '#contact just under the header' }).toBeLessThan(4);
    });

    await test.step('« Calculateur ROI »: the calculator answers', async () => {
      await mainNav.getByRole('link', { name: 'Calculateur ROI' }).click();
      await expect(page).toHaveURL(/\/roi-calculator$/);
      await formReady(page, 'form[aria-labelledby="roi-form-title"]');
      await page.getByRole('button', { name: 'Calculer mon ROI' }).click();
      await expect(page.getByRole('region', { name: 'Votre retour sur investissement' })).toBeVisible();
    });
    expect(problems).toEqual([]);
  });
});
