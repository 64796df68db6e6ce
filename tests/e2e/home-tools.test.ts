import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { useTestServer } from '../helpers/server';
import { openVisitor, useBrowser, waitForHydration } from '../helpers/browser';
import { startFixtureSite, type FixtureSite } from '../helpers/fixture-site';

/** A page whose cookie choice is already stored, so the banner stays out of the way. */
const newPage = (browser: Browser, width = 1440) => openVisitor(browser, { width, height: 900 });

/**
 * Waits until a form answers (its submit handler is attached). The home sections below the
 * services bring in their code when the visitor scrolls (or when one shows on screen): one-pixel
 * wheel turns stand for it until the page listens.
 */
async function formReady(page: Page, selector: string) {
  await waitForHydration(page);
  const ready = page.locator(`${selector}[data-hydrated="true"]`);
  await expect
    .poll(async () => (await ready.count()) > 0 || (await page.mouse.wheel(0, 1), false), { timeout: 15_000 })
    .toBe(true);
}

describe('home page tools, contact form, pricing and ROI in a real browser', () => {
  const s = useTestServer({ AUDIT_ALLOW_PRIVATE_HOSTS: 'true' });
  const browser = useBrowser();
  let site: FixtureSite;
  beforeAll(async () => {
    site = await startFixtureSite();
  });
  afterAll(async () => {
    await site?.close();
  });

  it('a visitor audits a site lacking a meta description and sees the four scores and that recommendation', async () => {
    const { context, page, problems } = await newPage(browser);
    await page.goto(s.url + '/#outils');
    await formReady(page, 'form[aria-label="Audit SEO gratuit"]');
    const form = page.getByRole('form', { name: 'Audit SEO gratuit' });
    await form.getByRole('button', { name: 'Lancer mon audit gratuit' }).click();
    await expect(form.getByText('Veuillez remplir tous les champs obligatoires.').first().isVisible()).resolves.toBe(true);
    await expect(form.getByLabel(/Adresse de votre site/).getAttribute('aria-invalid')).resolves.toBe('true');

    await form.getByLabel(/Adresse de votre site/).fill(`${site.url}/sans-description`);
    await form.getByLabel(/Spécialisation/).selectOption('Droit pénal');
    await form.getByRole('button', { name: 'Lancer mon audit gratuit' }).click();
    const result = page.getByRole('region', { name: 'Résultat de votre audit' });
    await result.waitFor();
    for (const label of ['Score global', 'Technique', 'Contenu', 'SEO local']) {
      await expect(result.getByText(label, { exact: true }).isVisible()).resolves.toBe(true);
    }
    const text = await result.innerText();
    expect(text).toMatch(/Score global\s*\d+\s*\/100/);
    expect(text).toMatch(/SEO local\s*100\s*\/100/);
    const recommendations = await result.getByRole('listitem').allInnerTexts();
    // The first 3 findings of the site, most important first.
    expect(recommendations).toEqual([
      'Ajoutez une meta description (absente).',
      'Passez votre site en HTTPS (la page est servie en http://, sans chiffrement).',
      'Servez le site en HTTPS et redirigez http:// vers https:// (le site n’est pas chiffré).',
    ]);
    await page.getByText('Audit terminé !', { exact: true }).waitFor();
    expect(s.query('SELECT website_url FROM audit_requests')).toEqual([{ website_url: `${site.url}/sans-description` }]);

    // The full report by e-mail, from the card: consent first.
    const emailForm = result.getByRole('form', { name: 'Recevoir le rapport complet par e-mail' });
    await emailForm.getByLabel(/Prénom/).fill('Claire');
    await emailForm.getByLabel(/E-mail/).fill('claire@cabinet-dubois.fr');
    await emailForm.getByRole('button', { name: 'Recevoir le rapport complet par e-mail' }).click();
    await emailForm.getByText('Veuillez accepter le traitement de vos données.').waitFor();
    await emailForm.getByLabel(/J'accepte que mes données/).check();
    await emailForm.getByRole('button', { name: 'Recevoir le rapport complet par e-mail' }).click();
    await result.getByRole('status').filter({ hasText: 'Rapport envoyé !' }).waitFor();
    expect(s.query('SELECT first_name, email, audit_id FROM audit_leads')).toEqual([{ first_name: 'Claire', email: 'claire@cabinet-dubois.fr', audit_id: 1 }]);

    // « Voir le rapport complet »: the report page, its gauges and every finding.
    await result.getByRole('link', { name: 'Voir le rapport complet' }).click();
    await page.getByRole('heading', { level: 1, name: '127.0.0.1' }).waitFor();
    await page.getByRole('heading', { name: /^Technique/ }).waitFor();
    await page.getByRole('heading', { name: 'Ajoutez une meta description (absente).' }).waitFor();
    await page.getByRole('link', { name: 'Télécharger le rapport (PDF)' }).waitFor();
    expect(page.url()).toMatch(/\/audit\/[A-Za-z0-9_-]{24}$/);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows "Analyse en cours..." while the audit runs', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(s.url + '/');
    await formReady(page, 'form[aria-label="Audit SEO gratuit"]');
    const form = page.getByRole('form', { name: 'Audit SEO gratuit' });
    await form.getByLabel(/Adresse de votre site/).fill(`${site.url}/lent`);
    await form.getByLabel(/Spécialisation/).selectOption('Autre');
    await form.getByRole('button', { name: 'Lancer mon audit gratuit' }).click();
    await form.getByRole('button', { name: 'Analyse en cours...' }).waitFor();
    await page.getByRole('region', { name: 'Résultat de votre audit' }).waitFor();
    await context.close();
  });

  it('the visibility calculator shows a result', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(s.url + '/');
    await formReady(page, 'form[aria-label="Calculateur de visibilité locale"]');
    const form = page.getByRole('form', { name: 'Calculateur de visibilité locale' });
    await expect(form.getByLabel(/Rayon d'action/).inputValue()).resolves.toBe('20');
    await form.getByLabel('Ville').fill('Paris');
    await form.getByLabel(/Nombre de cabinets concurrents/).selectOption('6-15 cabinets');
    await form.getByRole('button', { name: 'Calculer ma visibilité' }).click();
    const result = page.getByRole('region', { name: 'Votre visibilité locale' });
    await result.waitFor();
    const text = (await result.innerText()).replace(/\s+/g, ' ');
    expect(text).toContain('Score de visibilité 49/100');
    expect(text.replace(/\u202f/g, ' ')).toContain('Recherches mensuelles 100 126');
    expect(text).toContain('Clients potentiels / mois 245');
    expect(await result.getByRole('listitem').count()).toBe(3);
    await page.getByText('Calcul terminé !', { exact: true }).waitFor();
    await context.close();
  });

  it('the contact form sends, shows "Demande envoyée !" and resets', async () => {
    const { context, page, problems } = await newPage(browser);
    await page.goto(s.url + '/#contact');
    await formReady(page, 'form[aria-label="Demande de contact"]');
    const form = page.getByRole('form', { name: 'Demande de contact' });
    await form.getByRole('button', { name: 'Envoyer ma demande' }).click();
    const message = "Veuillez remplir tous les champs obligatoires et accepter d'être contacté.";
    await expect(form.getByText(message).first().isVisible()).resolves.toBe(true);
    expect(s.query('SELECT id FROM contacts')).toEqual([]);

    await form.getByLabel(/Prénom/).fill('Claire');
    await form.locator('#contact-last-name').fill('Dubois');
    await form.getByLabel(/E-mail/).fill('claire@cabinet-dubois.fr');
    await form.getByLabel(/Spécialisation/).selectOption('famille');
    await form.getByLabel(/J'accepte d'être contacté/).check();
    await form.getByRole('button', { name: 'Envoyer ma demande' }).click();
    await page.getByText('Demande envoyée !', { exact: true }).waitFor();
    await page.getByText('Nous vous contacterons dans les 2 heures.', { exact: true }).waitFor();
    await expect(form.getByLabel(/Prénom/).inputValue()).resolves.toBe('');
    await expect(form.getByLabel(/J'accepte d'être contacté/).isChecked()).resolves.toBe(false);
    expect(s.query('SELECT first_name, email, specialization, consent FROM contacts')).toEqual([
      { first_name: 'Claire', email: 'claire@cabinet-dubois.fr', specialization: 'famille', consent: 1 },
    ]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the pricing toggle switches between monthly and yearly prices', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(s.url + '/pricing');
    await waitForHydration(page);
    const price = page.getByTestId('price-professionnel');
    expect((await price.innerText()).replace(/\s/g, ' ')).toBe('599 € TTC / mois');
    await page.getByRole('switch', { name: 'Facturation annuelle' }).click();
    expect((await price.innerText()).replace(/\s/g, ' ')).toBe('5 999 € TTC / an');
    await page.getByText(/Vous économisez 1\s189\s€ par an/).waitFor();
    expect((await page.getByTestId('price-premium').innerText()).replace(/\s/g, ' ')).toBe('9 999 € TTC / an');
    await context.close();
  });

  it('on a phone, the sections below the services bring in their code only when the visitor scrolls towards them', async () => {
    const { context, page, problems } = await newPage(browser, 390);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(s.url + '/');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    // Server-rendered and visible to a reader, not yet interactive (the submit stays disabled).
    await expect(page.locator('#outils').getAttribute('data-hydrated')).resolves.toBe('false');
    await expect(page.getByRole('button', { name: 'Envoyer ma demande' }).isDisabled()).resolves.toBe(true);
    expect(scripts.filter((path) => path.includes('BelowServices'))).toEqual([]);

    await page.mouse.wheel(0, 300);
    await page.locator('#outils[data-hydrated="true"]').waitFor({ state: 'attached' });
    expect(scripts.filter((path) => path.includes('BelowServices'))).toHaveLength(1);
    await page.locator('#contact').scrollIntoViewIfNeeded();
    await expect(page.getByRole('button', { name: 'Envoyer ma demande' }).isDisabled()).resolves.toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("sections whose code cannot be fetched stay readable, and hydrate at the visitor's next key press once it can", async () => {
    const { context, page, problems } = await newPage(browser, 390);
    let offline = true;
    await page.route(/BelowServices-[\w-]+\.js$/, (route) => (offline ? route.abort('internetdisconnected') : route.continue()));
    await page.goto(s.url + '/');
    await waitForHydration(page);
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(500);
    // Still the home page (no error page), its sections as the server rendered them.
    await expect(page.getByRole('heading', { name: 'Mesurez votre visibilité en ligne' }).isVisible()).resolves.toBe(true);
    await expect(page.locator('#outils').getAttribute('data-hydrated')).resolves.toBe('false');

    offline = false;
    await page.keyboard.press('Shift');
    await page.locator('#outils[data-hydrated="true"]').waitFor({ state: 'attached' });
    expect(problems.filter((problem) => !/Failed to load resource|dynamically imported module/.test(problem))).toEqual([]);
    await context.close();
  });

  it('the services carousel starts with "previous" disabled; the hero buttons scroll to their sections', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(s.url + '/');
    await waitForHydration(page);
    const previous = page.getByRole('button', { name: 'Services précédents' });
    const next = page.getByRole('button', { name: 'Services suivants' });
    await expect(previous.isDisabled()).resolves.toBe(true);
    await expect(next.isDisabled()).resolves.toBe(false);
    await next.click();
    await page.waitForFunction(() => !document.querySelector<HTMLButtonElement>('button[aria-label="Services précédents"]')?.disabled);
    await expect(page.locator('#services li h3').count()).resolves.toBe(8);

    // Hero buttons scroll to the tools and pricing sections.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('link', { name: 'Audit SEO Gratuit' }).click();
    await page.waitForFunction(() => Math.abs(document.getElementById('outils')!.getBoundingClientRect().top - 80) < 4);
    await page.getByRole('link', { name: 'Voir nos tarifs' }).click();
    await page.waitForFunction(() => Math.abs(document.getElementById('tarifs')!.getBoundingClientRect().top - 80) < 4);
    await context.close();
  });

  it('the ROI calculator with its defaults shows the results card', async () => {
    const { context, page, problems } = await newPage(browser);
    await page.goto(s.url + '/roi-calculator');
    await formReady(page, 'form[aria-labelledby="roi-form-title"]');
    await expect(page.getByLabel(/Chiffre d'affaires mensuel actuel/).inputValue()).resolves.toBe('10000');
    await page.getByRole('button', { name: 'Calculer mon ROI' }).click();
    const result = page.getByRole('region', { name: 'Votre retour sur investissement' });
    await result.waitFor();
    const text = (await result.innerText()).replace(/[\s\u202f\u00a0]+/g, ' ');
    expect(text).toContain('ROI annuel 4 917 %');
    expect(text).toContain('Impact sur un an 180 000 €');
    expect(text).toContain("Chiffre d'affaires mensuel actuel 10 000 €");
    expect(text).toContain("Nouveau chiffre d'affaires mensuel 25 000 €");
    expect(text).toContain('Demandes supplémentaires / mois +30');
    expect(text).toContain('Nouveaux clients / mois +6');
    expect(text).toContain('Seuil de rentabilité 1 mois');
    expect(text).toContain('40 à 60 %');
    await page.getByText('Votre analyse ROI a été générée avec succès.', { exact: true }).waitFor();
    expect(s.query('SELECT firm_type FROM roi_calculations')).toEqual([{ firm_type: 'avocat-independant' }]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('client-side navigation renders the preloaded sections and forms at once and scrolls to the anchor', async () => {
    const { context, page, problems } = await newPage(browser);
    await page.goto(s.url + '/pricing');
    await waitForHydration(page);
    await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Contact' }).click();
    await page.waitForURL(/\/#contact$/);
    await formReady(page, 'form[aria-label="Demande de contact"]');
    await page.waitForFunction(() => Math.abs(document.getElementById('contact')!.getBoundingClientRect().top - 80) < 4);

    await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Calculateur ROI' }).click();
    await page.waitForURL(/\/roi-calculator$/);
    await formReady(page, 'form[aria-labelledby="roi-form-title"]');
    await page.getByRole('button', { name: 'Calculer mon ROI' }).click();
    await page.getByRole('region', { name: 'Votre retour sur investissement' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
