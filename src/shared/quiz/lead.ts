/**
 * Checks of a quiz lead's answers and its lead source (spec §3, §9), used by the lead schema
 * (lead form and server). Re-exported by ./score.
 */
import { QUIZ_QUESTIONS } from './questions';
import { LEAD_SOURCE, LEAD_SOURCE_MAX, QUIZ_ANSWER_MESSAGES } from './lead-source';
import type { QuizQuestion } from './questions';
import type { QuizAnswer } from './score';
import { slugify } from '../format/slug';

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
