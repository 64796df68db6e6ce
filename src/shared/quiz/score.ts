/** Quiz scoring (spec §9). */
import { QUIZ_ANNOUNCE_AT_SECONDS, QUIZ_QUESTIONS } from './questions';
import type { QuizQuestion } from './questions';

// Server-side checks of a quiz lead, in a module of their own so the quiz page does not load them.
export { quizAnswerProblems, quizLeadSource } from './lead';
export { quizBand } from './band';

export type QuizAnswer = {
  readonly questionId: number;
  /** the chosen option's text; a list for the multiple-choice question */
  readonly answer: string | readonly string[];
};

/**
 * Raw quiz score (spec §9): for each answered single-choice question, add
 * (option count − chosen option's index) × question weight; multiple-choice answers add
 * nothing. An answer that is not one of the question's options adds nothing; if a question is
 * answered twice, the last answer counts.
 */
export function quizRawScore(
  answers: readonly QuizAnswer[],
  questions: readonly QuizQuestion[] = QUIZ_QUESTIONS,
): number {
  const byQuestion = new Map<number, QuizAnswer['answer']>();
  for (const a of answers) byQuestion.set(a.questionId, a.answer);
  let score = 0;
  for (const question of questions) {
    if (question.type !== 'single') continue;
    const answer = byQuestion.get(question.id);
    if (typeof answer !== 'string') continue;
    const index = question.options.indexOf(answer);
    if (index < 0) continue;
    score += (question.options.length - index) * question.weight;
  }
  return score;
}

/** Highest possible raw score: every single-choice question answered with its first option. */
export function quizMaxRawScore(questions: readonly QuizQuestion[] = QUIZ_QUESTIONS): number {
  return questions
    .filter((q) => q.type === 'single')
    .reduce((sum, q) => sum + q.options.length * q.weight, 0);
}

/** Score out of 100 (spec: "Score shown out of 100"): round(100 × raw / highest raw). */
export function quizScore(answers: readonly QuizAnswer[], questions: readonly QuizQuestion[] = QUIZ_QUESTIONS): number {
  const max = quizMaxRawScore(questions);
  if (max <= 0) return 0;
  return Math.round((100 * quizRawScore(answers, questions)) / max);
}

/** True when `answer` answers `question`: one option for single choice, at least one for multiple. */
export function isQuizAnswered(question: QuizQuestion, answer: QuizAnswer['answer'] | undefined): boolean {
  if (answer === undefined) return false;
  return question.type === 'single' ? typeof answer === 'string' && answer !== '' : Array.isArray(answer) && answer.length > 0;
}

/** Countdown as the visitor reads it: 60 → '1:00', 9 → '0:09'. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * What the polite live region says at `secondsLeft`: a sentence at the milestones
 * (QUIZ_ANNOUNCE_AT_SECONDS and 0), null otherwise, so screen readers are not told every second.
 */
export function quizCountdownAnnouncement(secondsLeft: number): string | null {
  if (secondsLeft <= 0) return 'Temps écoulé : voici votre résultat.';
  if ((QUIZ_ANNOUNCE_AT_SECONDS as readonly number[]).includes(secondsLeft)) return `Il reste ${secondsLeft} secondes.`;
  return null;
}
