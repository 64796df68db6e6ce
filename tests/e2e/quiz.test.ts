import { describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { QUIZ_DURATION_SECONDS, QUIZ_QUESTIONS } from '../../src/shared/quiz/questions';
import { useTestServer } from '../helpers/server';
import { storeCookieChoice, useBrowser, waitForHydration, watchConsole } from '../helpers/browser';

type Row = {
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  firm_name: string | null;
  practice_area: string | null;
  quiz_answers: string;
  quiz_score: number;
  lead_source: string;
  consent: number;
};

/** A visitor at 390 px; `withClock` installs Playwright's fake clock, so a test runs the countdown out at once. */
async function newVisitor(browser: Browser, withClock = false): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await storeCookieChoice(context);
  const page = await context.newPage();
  if (withClock) await page.clock.install();
  return { context, page, problems: watchConsole(page) };
}

/** Runs the quiz's 60-second countdown out on the fake clock. */
const runCountdownOut = (page: Page) => page.clock.runFor((QUIZ_DURATION_SECONDS + 1) * 1000);

async function fillLead(page: Page) {
  await page.getByLabel('Prénom').fill('Claire');
  await page.getByLabel('Nom', { exact: true }).fill('Martin');
  await page.getByLabel('E-mail').fill('claire@martin-avocat.fr');
}

const submitButton = (page: Page) => page.getByRole('button', { name: 'Recevoir mon analyse gratuite' });
const liveRegion = (page: Page) => page.locator('[aria-live="polite"][aria-atomic="true"]');

describe('the 60-second visibility quiz in a real browser', () => {
  const s = useTestServer();
  const browser = useBrowser();

  it('is server-rendered: intro, first question with its radio buttons, and the countdown', async () => {
    const html = await (await fetch(`${s.url}/quiz`)).text();
    expect(html).toContain('Votre cabinet est-il visible en ligne ?');
    expect(html).toContain('Question <!-- -->1<!-- --> sur <!-- -->6');
    expect(html).toContain('Votre cabinet dispose-t-il d&#x27;un site internet ?');
    expect(html.match(/type="radio"/g)).toHaveLength(QUIZ_QUESTIONS[0]!.options.length);
    expect(html).toMatch(/role="timer"[^>]*>.*1:00/s);
  });

  it('a visitor answers the six questions with the keyboard, sees score and band, and sends the lead', async () => {
    const { context, page, problems } = await newVisitor(browser);
    await page.goto(`${s.url}/quiz?utm_source=Instagram&utm_campaign=Rentr%C3%A9e%202026`);
    await waitForHydration(page);

    const previous = page.getByRole('button', { name: 'Précédent' });
    const next = page.getByRole('button', { name: 'Suivant' });
    expect(await previous.isDisabled()).toBe(true);
    expect(await next.isDisabled()).toBe(true);
    expect(await page.getByRole('timer').textContent()).toContain('1:00');

    // Questions 1 to 5, keyboard only: focus the first option, ArrowDown picks the second one,
    // Enter goes to the next question.
    for (const question of QUIZ_QUESTIONS.filter((q) => q.type === 'single')) {
      await page.getByRole('heading', { level: 2, name: question.question }).waitFor();
      await page.getByText(`Question ${question.id} sur 6`).waitFor();
      await page.getByRole('radio', { name: question.options[0], exact: true }).focus();
      await page.keyboard.press('ArrowDown');
      expect(await page.getByRole('radio', { name: question.options[1], exact: true }).isChecked()).toBe(true);
      if (question.id === 1) {
        await liveRegion(page).filter({ hasText: 'Le chrono de 60 secondes est lancé.' }).waitFor();
        expect(await previous.isDisabled()).toBe(true);
      }
      await page.keyboard.press('Enter');
    }

    // Previous keeps the answers.
    await page.getByText('Question 6 sur 6').waitFor();
    await previous.click();
    await page.getByText('Question 5 sur 6').waitFor();
    expect(await page.getByRole('radio', { name: QUIZ_QUESTIONS[4]!.options[1], exact: true }).isChecked()).toBe(true);
    await next.click();

    // Question 6, multiple choice: Space ticks boxes, then Tab to the button.
    const q6 = QUIZ_QUESTIONS[5]!;
    const seeResult = page.getByRole('button', { name: 'Voir mon résultat' });
    expect(await seeResult.isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: q6.options[0], exact: true }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    expect(await page.getByRole('checkbox', { name: q6.options[2], exact: true }).isChecked()).toBe(true);
    await seeResult.focus();
    await page.keyboard.press('Enter');

    // (4 − 1) × (2 + 2 + 3 + 4 + 5) = 48 of 64 → 75/100, "good" band.
    await page.getByRole('heading', { name: 'Votre score de visibilité' }).waitFor();
    expect((await page.getByTestId('quiz-score').textContent())?.replace(/\s/g, '')).toBe('75/100');
    await page.getByText('Bonne visibilité', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Recevez votre analyse personnalisée' }).waitFor();
    expect(await page.getByRole('timer').count()).toBe(0);

    // The anti-spam field is in the form but out of reach: no tab stop, hidden from assistive technologies.
    const honeypot = page.locator('input[name="website"]');
    expect(await honeypot.getAttribute('tabindex')).toBe('-1');
    expect(await honeypot.evaluate((el) => el.closest('[aria-hidden="true"]') !== null)).toBe(true);

    // Submit reads as disabled until the four required fields are filled.
    const submit = submitButton(page);
    expect(await submit.getAttribute('aria-disabled')).toBe('true');
    await fillLead(page);
    expect(await submit.getAttribute('aria-disabled')).toBe('true');
    await submit.click({ force: true });
    const consentToast = page.getByRole('status').filter({ hasText: 'Consentement requis' });
    await consentToast.waitFor();
    expect(await consentToast.textContent()).toContain('Veuillez accepter le traitement de vos données.');
    const consent = page.getByRole('checkbox', { name: /J'accepte que mes données/ });
    expect(await consent.getAttribute('aria-invalid')).toBe('true');

    await consent.check();
    expect(await submit.getAttribute('aria-disabled')).toBe('false');
    await page.getByLabel('Téléphone').fill('06 12 34 56 78');
    await page.getByLabel('Cabinet').fill('Cabinet Martin');
    await page.getByLabel('Domaine de pratique').selectOption('Droit pénal');
    await submit.focus();
    await page.keyboard.press('Enter');

    await page.getByRole('heading', { name: 'Merci !' }).waitFor();
    await page.getByText('Votre analyse personnalisée va vous être envoyée par email.').first().waitFor();
    expect(await page.getByRole('link', { name: "Retour à l'accueil" }).last().getAttribute('href')).toBe('/');

    const rows = s.query<Row>('SELECT * FROM quiz_leads WHERE email = ?', 'claire@martin-avocat.fr');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      first_name: 'Claire', last_name: 'Martin', phone: '06 12 34 56 78', firm_name: 'Cabinet Martin',
      practice_area: 'Droit pénal', quiz_score: 75, lead_source: 'instagram-rentree-2026', consent: 1,
    });
    expect(JSON.parse(rows[0]!.quiz_answers)).toEqual([
      ...QUIZ_QUESTIONS.filter((q) => q.type === 'single').map((q) => ({ questionId: q.id, answer: q.options[1] })),
      { questionId: 6, answer: [q6.options[0], q6.options[2]] },
    ]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('when the countdown runs out, the score of the answers given and the lead form still show', async () => {
    const { context, page } = await newVisitor(browser, true);
    await page.goto(`${s.url}/quiz`);
    await waitForHydration(page);
    await page.getByRole('radio', { name: QUIZ_QUESTIONS[0]!.options[0], exact: true }).check();
    await liveRegion(page).filter({ hasText: 'Le chrono de 60 secondes est lancé.' }).waitFor();
    await runCountdownOut(page);

    await page.getByRole('heading', { name: 'Votre score de visibilité' }).waitFor();
    await page.getByText('Temps écoulé !', { exact: false }).waitFor();
    await liveRegion(page).filter({ hasText: 'Temps écoulé : voici votre résultat.' }).waitFor();
    // Only question 1 answered, best option: 4 × 2 = 8 of 64 → 13/100, warning band.
    expect((await page.getByTestId('quiz-score').textContent())?.replace(/\s/g, '')).toBe('13/100');
    await page.getByText('Attention : visibilité faible').waitFor();

    await fillLead(page);
    await page.getByLabel('E-mail').fill('chrono@martin-avocat.fr');
    await page.getByRole('checkbox', { name: /J'accepte que mes données/ }).check();
    await submitButton(page).click();
    await page.getByRole('heading', { name: 'Merci !' }).waitFor();

    const [row] = s.query<Row>('SELECT * FROM quiz_leads WHERE email = ?', 'chrono@martin-avocat.fr');
    expect(row?.quiz_score).toBe(13);
    expect(row?.lead_source).toBe('facebook-quiz');
    expect(JSON.parse(row!.quiz_answers)).toEqual([{ questionId: 1, answer: QUIZ_QUESTIONS[0]!.options[0] }]);
    await context.close();
  });

  it('when sending fails, the error toast shows and the form keeps what was typed', async () => {
    const { context, page } = await newVisitor(browser, true);
    await page.goto(`${s.url}/quiz`);
    await waitForHydration(page);
    await page.getByRole('radio', { name: QUIZ_QUESTIONS[0]!.options[3], exact: true }).check();
    await liveRegion(page).filter({ hasText: 'Le chrono de 60 secondes est lancé.' }).waitFor();
    await runCountdownOut(page);
    await page.getByRole('heading', { name: 'Recevez votre analyse personnalisée' }).waitFor();

    await page.route('**/trpc/leads.createQuizLead**', (route) =>
      route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service indisponible' }),
    );
    await fillLead(page);
    await page.getByLabel('E-mail').fill('panne@martin-avocat.fr');
    await page.getByRole('checkbox', { name: /J'accepte que mes données/ }).check();
    await submitButton(page).click();
    const errorToast = page.getByRole('status').filter({ hasText: "Une erreur s'est produite. Veuillez réessayer." });
    await errorToast.waitFor();
    expect(await errorToast.textContent()).toContain('Erreur');
    expect(await page.getByLabel('Prénom').inputValue()).toBe('Claire');
    expect(await page.getByLabel('E-mail').inputValue()).toBe('panne@martin-avocat.fr');
    expect(s.query('SELECT id FROM quiz_leads WHERE email = ?', 'panne@martin-avocat.fr')).toHaveLength(0);

    await page.unroute('**/trpc/leads.createQuizLead**');
    await submitButton(page).click();
    await page.getByRole('heading', { name: 'Merci !' }).waitFor();
    expect(s.query('SELECT id FROM quiz_leads WHERE email = ?', 'panne@martin-avocat.fr')).toHaveLength(1);
    await context.close();
  });
});
