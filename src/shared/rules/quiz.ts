/** Quiz scoring (spec §9). */
import { QUIZ_QUESTIONS } from '../constants/quiz';
import type { QuizQuestion } from '../constants/quiz';

export type QuizAnswer = {
  readonly questionId: number;
  /** the chosen option's text; a list for the multiple-choice question */
  readonly answer: string | readonly string[];
};

export type QuizBand = 'excellent' | 'good' | 'average' | 'warning';

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

/** Result band (spec §9): at least 80 excellent, at least 60 good, at least 40 average, below 40 warning. */
export function quizBand(score: number): QuizBand {
  if (score >= 80) return 'excellent';
  if (score >= 60) return 'good';
  if (score >= 40) return 'average';
  return 'warning';
}
