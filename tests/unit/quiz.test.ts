import { describe, expect, it } from 'vitest';
import { LEAD_SOURCE, QUIZ_DURATION_SECONDS, QUIZ_QUESTIONS } from '../../src/shared/constants/quiz';
import type { QuizAnswer } from '../../src/shared/rules/quiz';
import { quizBand, quizMaxRawScore, quizRawScore, quizScore } from '../../src/shared/rules/quiz';

const question = (id: number) => {
  const q = QUIZ_QUESTIONS.find((x) => x.id === id);
  if (!q) throw new Error(`question ${id} missing`);
  return q;
};
const pick = (id: number, index: number): QuizAnswer => ({ questionId: id, answer: question(id).options[index] ?? '' });
const singles = QUIZ_QUESTIONS.filter((q) => q.type === 'single');

describe('the quiz', () => {
  it('lasts 60 seconds and has six questions numbered 1 to 6', () => {
    expect(QUIZ_DURATION_SECONDS).toBe(60);
    expect(QUIZ_QUESTIONS.map((q) => q.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('weighs the questions 2, 2, 3, 4, 5, 2', () => {
    expect(QUIZ_QUESTIONS.map((q) => q.weight)).toEqual([2, 2, 3, 4, 5, 2]);
  });

  it('has question 6 as its only multiple-choice question', () => {
    expect(QUIZ_QUESTIONS.filter((q) => q.type === 'multiple').map((q) => q.id)).toEqual([6]);
  });

  it("sends leads with the source 'facebook-quiz'", () => {
    expect(LEAD_SOURCE).toBe('facebook-quiz');
  });
});

describe('the raw quiz score', () => {
  it('adds (option count − chosen index) × weight for a single-choice answer', () => {
    const q5 = question(5);
    expect(quizRawScore([pick(5, 0)])).toBe(q5.options.length * 5);
    expect(quizRawScore([pick(5, 1)])).toBe((q5.options.length - 1) * 5);
    expect(quizRawScore([pick(1, 2), pick(3, 1)])).toBe(
      (question(1).options.length - 2) * 2 + (question(3).options.length - 1) * 3,
    );
  });

  it('adds nothing for the multiple-choice question', () => {
    const q6 = question(6);
    const all = [...q6.options];
    expect(quizRawScore([{ questionId: 6, answer: all }])).toBe(0);
    expect(quizRawScore([pick(2, 0), { questionId: 6, answer: all }])).toBe(quizRawScore([pick(2, 0)]));
  });

  it('adds nothing for the multiple-choice question even when sent a single option', () => {
    expect(quizRawScore([pick(6, 0)])).toBe(0);
  });

  it('adds nothing for an answer that is not one of the options', () => {
    expect(quizRawScore([{ questionId: 4, answer: 'Peut-être' }])).toBe(0);
    expect(quizRawScore([{ questionId: 4, answer: [question(4).options[0] ?? ''] }])).toBe(0);
  });

  it('is 0 when nothing was answered', () => {
    expect(quizRawScore([])).toBe(0);
  });
});

describe('the score shown out of 100', () => {
  it('is 100 when every single-choice question gets its best option', () => {
    expect(quizScore(singles.map((q) => pick(q.id, 0)))).toBe(100);
  });

  it('is the raw score over the highest raw score, rounded', () => {
    const max = singles.reduce((sum, q) => sum + q.options.length * q.weight, 0);
    expect(quizMaxRawScore()).toBe(max);
    const worst = singles.map((q) => pick(q.id, q.options.length - 1));
    expect(quizScore(worst)).toBe(Math.round((100 * quizRawScore(worst)) / max));
    expect(quizScore(worst)).toBe(25);
  });

  it('is 0 when the countdown ends before any answer', () => {
    expect(quizScore([])).toBe(0);
  });
});

describe('the result band', () => {
  it('is excellent from 80', () => {
    expect(quizBand(100)).toBe('excellent');
    expect(quizBand(80)).toBe('excellent');
  });

  it('is good from 60 to 79', () => {
    expect(quizBand(79)).toBe('good');
    expect(quizBand(60)).toBe('good');
  });

  it('is average from 40 to 59', () => {
    expect(quizBand(59)).toBe('average');
    expect(quizBand(40)).toBe('average');
  });

  it('is a warning below 40', () => {
    expect(quizBand(39)).toBe('warning');
    expect(quizBand(0)).toBe('warning');
  });
});
