/** Result band of a quiz score (spec §9). Re-exported by ./score. */
import { QUIZ_BANDS } from './bands';

export type QuizBand = keyof typeof QUIZ_BANDS;

/** Result band (spec §9): at least 80 excellent, at least 60 good, at least 40 average, below 40 warning. */
export function quizBand(score: number): QuizBand {
  if (score >= QUIZ_BANDS.excellent.min) return 'excellent';
  if (score >= QUIZ_BANDS.good.min) return 'good';
  if (score >= QUIZ_BANDS.average.min) return 'average';
  return 'warning';
}
