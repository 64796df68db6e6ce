import type { Page } from '@playwright/test';
import { BOOKING_INVITE } from '#shared/booking/format';
import { QUIZ_DURATION_SECONDS, QUIZ_QUESTIONS } from '#shared/quiz/questions';
import { expect, test, waitForHydration } from './fixtures';

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

/** The page's clock starts here (Playwright's fake clock, installed before the page loads). */
const START = new Date('2026-03-02T09:00:00');

/** Runs the quiz's 60-second countdown out on the fake clock. */
const runCountdownOut = (page: Page) => page.clock.runFor((QUIZ_DURATION_SECONDS + 1) * 1000);

async function fillLead(page: Page) {
  await page.getByLabel('Prénom').fill('Claire');
  await page.getByLabel('Nom', { exact: true }).fill('Martin');
  await page.getByLabel('E-mail').fill('claire@martin-avocat.fr');
}

const submitButton = (page: Page) => page.getByRole('button', { name: 'Recevoir mon analyse gratuite' });
const liveRegion = (page: Page) => page.locator('[aria-live="polite"][aria-atomic="true"]');
/** The score card's « n/100 », whatever spaces it is laid out with. */
const scoreText = (score: number) => new RegExp(`^\\s*${score}\\s*/\\s*100\\s*$`);
/** A toast on screen, title and description (Radix's copy for screen readers lives outside the region, for a second). */
const toastCard = (page: Page, text: string) =>
  page.getByRole('region', { name: /Notifications/ }).getByRole('listitem').filter({ hasText: text });

test.describe('the 60-second visibility quiz in a real browser', () => {
  // A phone.
  test.use({ viewport: { width: 390, height: 844 } });

  test('is server-rendered: intro, first question with its radio buttons, and the countdown', async ({ server }) => {
    const html = await (await fetch(`${server.url}/quiz`)).text();
    expect(html).toContain('Votre cabinet est-il visible en ligne ?');
    expect(html).toContain('Question <!-- -->1<!-- --> sur <!-- -->6');
    expect(html).toContain('Votre cabinet dispose-t-il d&#x27;un site internet ?');
    // One question on screen; the six of the page without JavaScript wait in <noscript>.
    const withoutJs = [...html.matchAll(/<noscript>([\s\S]*?)<\/noscript>/g)].map((m) => m[1]).join('');
    const onScreen = html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
    expect(onScreen.match(/type="radio"/g)).toHaveLength(QUIZ_QUESTIONS[0]!.options.length);
    expect(withoutJs).toContain('action="/quiz/resultat"');
    expect(html).toMatch(/role="timer"[^>]*>.*1:00/s);
  });

  test('a visitor answers the six questions with the keyboard, sees score and band, and sends the lead', async ({ page, server, problems }) => {
    await page.clock.install({ time: START });
    await page.goto(`${server.url}/quiz?utm_source=Instagram&utm_campaign=Rentr%C3%A9e%202026`);
    await waitForHydration(page);
    // The countdown stands still while the visitor answers, however slow the machine: it cannot run out mid-test.
    await page.clock.pauseAt(new Date(START.getTime() + 5 * 60_000));

    const previous = page.getByRole('button', { name: 'Précédent' });
    const next = page.getByRole('button', { name: 'Suivant' });
    const q6 = QUIZ_QUESTIONS[5]!;

    await test.step('questions 1 to 5, keyboard only', async () => {
      await expect(previous).toBeDisabled();
      await expect(next).toBeDisabled();
      await expect(page.getByRole('timer')).toContainText('1:00');

      // Focus the first option, ArrowDown picks the second one, Enter goes to the next question.
      for (const question of QUIZ_QUESTIONS.filter((q) => q.type === 'single')) {
        await expect(page.getByRole('heading', { level: 2, name: question.question })).toBeVisible();
        await expect(page.getByText(`Question ${question.id} sur 6`)).toBeVisible();
        await page.getByRole('radio', { name: question.options[0], exact: true }).focus();
        await page.keyboard.press('ArrowDown');
        await expect(page.getByRole('radio', { name: question.options[1], exact: true })).toBeChecked();
        if (question.id === 1) {
          await expect(liveRegion(page)).toHaveText('Le chrono de 60 secondes est lancé.');
          await expect(previous).toBeDisabled();
        }
        await page.keyboard.press('Enter');
      }
    });

    await test.step('Previous keeps the answers', async () => {
      await expect(page.getByText('Question 6 sur 6')).toBeVisible();
      await previous.click();
      await expect(page.getByText('Question 5 sur 6')).toBeVisible();
      await expect(page.getByRole('radio', { name: QUIZ_QUESTIONS[4]!.options[1], exact: true })).toBeChecked();
      await next.click();
    });

    await test.step('question 6, multiple choice: Space ticks boxes, then Tab to the button', async () => {
      const seeResult = page.getByRole('button', { name: 'Voir mon résultat' });
      await expect(seeResult).toBeDisabled();
      await page.getByRole('checkbox', { name: q6.options[0], exact: true }).focus();
      await page.keyboard.press('Space');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Space');
      await expect(page.getByRole('checkbox', { name: q6.options[2], exact: true })).toBeChecked();
      // Still the full minute: the countdown is on the paused clock.
      await expect(page.getByRole('timer')).toContainText('1:00');
      // Time flows again for the result (React's Suspense retries and the form's requests run on timers).
      await page.clock.resume();
      await seeResult.focus();
      await page.keyboard.press('Enter');
    });

    await test.step('the score and its band', async () => {
      // (4 − 1) × (2 + 2 + 3 + 4 + 5) = 48 of 64 → 75/100, "good" band.
      await expect(page.getByRole('heading', { name: 'Votre score de visibilité' })).toBeVisible();
      await expect(page.getByTestId('quiz-score')).toHaveText(scoreText(75));
      await expect(page.getByText('Bonne visibilité', { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Recevez votre analyse personnalisée' })).toBeVisible();
      await expect(page.getByRole('timer')).toHaveCount(0);
    });

    await test.step('the anti-spam field is in the form but out of reach: no tab stop, hidden from assistive technologies', async () => {
      const honeypot = page.locator('input[name="website"]');
      await expect(honeypot).toHaveAttribute('tabindex', '-1');
      await expect(page.locator('[aria-hidden="true"] input[name="website"]')).toHaveCount(1);
    });

    const submit = submitButton(page);
    const consent = page.getByRole('checkbox', { name: /J'accepte que mes données/ });
    await test.step('submit reads as disabled until the four required fields are filled', async () => {
      await expect(submit).toHaveAttribute('aria-disabled', 'true');
      await fillLead(page);
      await expect(submit).toHaveAttribute('aria-disabled', 'true');
      await submit.click({ force: true });
      await expect(toastCard(page, 'Consentement requis')).toContainText('Veuillez accepter le traitement de vos données.');
      await expect(consent).toHaveAttribute('aria-invalid', 'true');
    });

    await test.step('the visitor consents, completes the form and sends it with the keyboard', async () => {
      await consent.check();
      await expect(submit).toHaveAttribute('aria-disabled', 'false');
      await page.getByLabel('Téléphone').fill('06 12 34 56 78');
      await page.getByLabel('Cabinet').fill('Cabinet Martin');
      await page.getByLabel('Domaine de pratique').selectOption('Droit pénal');
      await submit.focus();
      await page.keyboard.press('Enter');

      await expect(page.getByRole('heading', { name: 'Merci !' })).toBeVisible();
      await expect(page.getByText('Votre analyse personnalisée va vous être envoyée par email.').first()).toBeVisible();
      await expect(page.getByRole('link', { name: "Retour à l'accueil" }).last()).toHaveAttribute('href', '/');
      await expect(page.getByRole('link', { name: BOOKING_INVITE })).toHaveAttribute('href', '/rendez-vous');
    });

    const rows = server.query<Row>('SELECT * FROM quiz_leads WHERE email = ?', 'claire@martin-avocat.fr');
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
  });

  test('when the countdown runs out, the score of the answers given and the lead form still show', async ({ page, server }) => {
    await page.clock.install({ time: START });
    await page.goto(`${server.url}/quiz`);
    await waitForHydration(page);

    await test.step('the first answer starts the countdown; the clock runs it out', async () => {
      await page.getByRole('radio', { name: QUIZ_QUESTIONS[0]!.options[0], exact: true }).check();
      await expect(liveRegion(page)).toHaveText('Le chrono de 60 secondes est lancé.');
      await runCountdownOut(page);
    });

    await test.step('the result of question 1 alone, with the end announced', async () => {
      await expect(page.getByRole('heading', { name: 'Votre score de visibilité' })).toBeVisible();
      await expect(page.getByText('Temps écoulé !', { exact: false })).toBeVisible();
      await expect(liveRegion(page)).toHaveText('Temps écoulé : voici votre résultat.');
      // Only question 1 answered, best option: 4 × 2 = 8 of 64 → 13/100, warning band.
      await expect(page.getByTestId('quiz-score')).toHaveText(scoreText(13));
      await expect(page.getByText('Attention : visibilité faible')).toBeVisible();
    });

    await test.step('the lead form still sends', async () => {
      await fillLead(page);
      await page.getByLabel('E-mail').fill('chrono@martin-avocat.fr');
      await page.getByRole('checkbox', { name: /J'accepte que mes données/ }).check();
      await submitButton(page).click();
      await expect(page.getByRole('heading', { name: 'Merci !' })).toBeVisible();
    });

    const [row] = server.query<Row>('SELECT * FROM quiz_leads WHERE email = ?', 'chrono@martin-avocat.fr');
    expect(row?.quiz_score).toBe(13);
    expect(row?.lead_source).toBe('facebook-quiz');
    expect(JSON.parse(row!.quiz_answers)).toEqual([{ questionId: 1, answer: QUIZ_QUESTIONS[0]!.options[0] }]);
  });

  test('when sending fails, the error toast shows and the form keeps what was typed', async ({ page, server }) => {
    await page.clock.install({ time: START });
    await page.goto(`${server.url}/quiz`);
    await waitForHydration(page);
    await page.getByRole('radio', { name: QUIZ_QUESTIONS[0]!.options[3], exact: true }).check();
    await expect(liveRegion(page)).toHaveText('Le chrono de 60 secondes est lancé.');
    await runCountdownOut(page);
    await expect(page.getByRole('heading', { name: 'Recevez votre analyse personnalisée' })).toBeVisible();

    await test.step('the server does not answer: an error toast, nothing stored, the form as typed', async () => {
      await page.route('**/trpc/leads.createQuizLead**', (route) =>
        route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service indisponible' }),
      );
      await fillLead(page);
      await page.getByLabel('E-mail').fill('panne@martin-avocat.fr');
      await page.getByRole('checkbox', { name: /J'accepte que mes données/ }).check();
      await submitButton(page).click();
      await expect(toastCard(page, "Une erreur s'est produite. Veuillez réessayer.")).toContainText('Erreur');
      await expect(page.getByLabel('Prénom')).toHaveValue('Claire');
      await expect(page.getByLabel('E-mail')).toHaveValue('panne@martin-avocat.fr');
      expect(server.query('SELECT id FROM quiz_leads WHERE email = ?', 'panne@martin-avocat.fr')).toHaveLength(0);
    });

    await test.step('sending again once the server answers', async () => {
      await page.unroute('**/trpc/leads.createQuizLead**');
      await submitButton(page).click();
      await expect(page.getByRole('heading', { name: 'Merci !' })).toBeVisible();
      expect(server.query('SELECT id FROM quiz_leads WHERE email = ?', 'panne@martin-avocat.fr')).toHaveLength(1);
    });
  });
});
