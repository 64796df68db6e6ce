/** Quiz scoring (spec §9). */
import {
  LEAD_SOURCE,
  LEAD_SOURCE_MAX,
  QUIZ_ANNOUNCE_AT_SECONDS,
  QUIZ_ANSWER_MESSAGES,
  QUIZ_BANDS,
  QUIZ_QUESTIONS,
} from '../constants/quiz';
import type { QuizQuestion } from '../constants/quiz';
import { slugify } from './slug';

export type QuizAnswer = {
  readonly questionId: number;
  /** the chosen option's text; a list for the multiple-choice question */
  readonly answer: string | readonly string[];
};

export type QuizBand = keyof typeof QUIZ_BANDS;

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
  if (score >= QUIZ_BANDS.excellent.min) return 'excellent';
  if (score >= QUIZ_BANDS.good.min) return 'good';
  if (score >= QUIZ_BANDS.average.min) return 'average';
  return 'warning';
}

/** True when `answer` answers `question`: one option for single choice, at least one for multiple. */
export function isQuizAnswered(question: QuizQuestion, answer: QuizAnswer['answer'] | undefined): boolean {
  if (answer === undefined) return false;
  return question.type === 'single' ? typeof answer === 'string' && answer !== '' : Array.isArray(answer) && answer.length > 0;
}

export type QuizAnswerProblem = { readonly index: number; readonly message: string };

/**
 * What is wrong with a list of answers sent to the server, in French: an unknown question id,
 * an option that is not one of the question's, a list for a single-choice question (or one
 * text for the multiple-choice one), or the same question answered twice. Empty when valid.
 * An empty list is valid (the countdown may end before the first answer).
 */
export function quizAnswerProblems(
  answers: readonly QuizAnswer[],
  questions: readonly QuizQuestion[] = QUIZ_QUESTIONS,
): QuizAnswerProblem[] {
  const problems: QuizAnswerProblem[] = [];
  const seen = new Set<number>();
  answers.forEach((a, index) => {
    const question = questions.find((q) => q.id === a.questionId);
    if (!question) {
      problems.push({ index, message: QUIZ_ANSWER_MESSAGES.unknownQuestion(a.questionId) });
      return;
    }
    if (seen.has(question.id)) {
      problems.push({ index, message: QUIZ_ANSWER_MESSAGES.duplicate(question.id) });
      return;
    }
    seen.add(question.id);
    if (question.type === 'single' && typeof a.answer !== 'string') {
      problems.push({ index, message: QUIZ_ANSWER_MESSAGES.expectsOne(question.id) });
      return;
    }
    if (question.type === 'multiple' && typeof a.answer === 'string') {
      problems.push({ index, message: QUIZ_ANSWER_MESSAGES.expectsList(question.id) });
      return;
    }
    const chosen = typeof a.answer === 'string' ? [a.answer] : a.answer;
    if (chosen.some((option) => !question.options.includes(option)) || new Set(chosen).size !== chosen.length) {
      problems.push({ index, message: QUIZ_ANSWER_MESSAGES.unknownOption(question.id) });
    }
  });
  return problems;
}

/** Slug of at most `max` characters, cut at a hyphen when possible, no hyphen at either end. */
function shortSlug(text: string | null | undefined, max: number): string {
  const slug = slugify(text ?? '');
  if (slug.length <= max) return slug;
  const cut = slug.slice(0, max);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > max / 2 ? cut.slice(0, lastHyphen) : cut).replace(/-+$/, '');
}

/**
 * Lead source of a quiz lead (spec §3, §9: 'facebook-quiz' by default). When the quiz URL
 * carried `utm_source` (and `utm_campaign`), the lead records them as one short slug
 * ('Instagram' + 'Printemps 2026' → 'instagram-printemps-2026'); otherwise a `leadSource` sent
 * by an API client is cleaned the same way. At most LEAD_SOURCE_MAX characters.
 */
export function quizLeadSource(input: {
  readonly utmSource?: string | null;
  readonly utmCampaign?: string | null;
  readonly leadSource?: string | null;
}): string {
  const source = shortSlug(input.utmSource, 30);
  if (source) {
    const campaign = shortSlug(input.utmCampaign, LEAD_SOURCE_MAX - source.length - 1);
    return campaign ? `${source}-${campaign}` : source;
  }
  return shortSlug(input.leadSource, LEAD_SOURCE_MAX) || LEAD_SOURCE;
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
