/** The personalised quiz analysis sent by e-mail: one recommendation per answer that cost points. */
import { QUIZ_QUESTIONS, type QuizQuestion } from './questions';
import { QUIZ_CHANNELS_RECOMMENDATION, QUIZ_RECOMMENDATIONS } from './recommendations';
import type { QuizAnswer } from './score';

export type QuizAdvice = {
  questionId: number;
  question: string;
  /** What the visitor answered ('Sans réponse' when the countdown ended first). */
  answer: string;
  title: string;
  text: string;
};

const NO_ANSWER = 'Sans réponse';

/** The channels a firm should use at least (question 6); missing one of them earns advice. */
const ESSENTIAL_CHANNELS = ['Site internet', "Fiche d'établissement Google"];

/**
 * For each single-choice question answered below its best option (or not answered), its
 * recommendation; for the channels question, advice when the site or the Google listing is missing.
 */
export function quizAdvice(answers: readonly QuizAnswer[], questions: readonly QuizQuestion[] = QUIZ_QUESTIONS): QuizAdvice[] {
  const byQuestion = new Map(answers.map((a) => [a.questionId, a.answer] as const));
  const advice: QuizAdvice[] = [];
  for (const question of questions) {
    const answer = byQuestion.get(question.id);
    const shown = answer === undefined || answer.length === 0 ? NO_ANSWER : typeof answer === 'string' ? answer : answer.join(', ');
    if (question.type === 'single') {
      const index = typeof answer === 'string' ? question.options.indexOf(answer) : -1;
      const recommendation = QUIZ_RECOMMENDATIONS[question.id];
      if (index !== 0 && recommendation) advice.push({ questionId: question.id, question: question.question, answer: shown, ...recommendation });
    } else {
      const chosen = Array.isArray(answer) ? answer : [];
      if (ESSENTIAL_CHANNELS.some((channel) => !chosen.includes(channel))) {
        advice.push({ questionId: question.id, question: question.question, answer: shown, ...QUIZ_CHANNELS_RECOMMENDATION });
      }
    }
  }
  return advice;
}
