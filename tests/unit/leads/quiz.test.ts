import { describe, expect, it } from 'vitest';
import { LEAD_SOURCE, QUIZ_DURATION_SECONDS, QUIZ_QUESTION_COUNT, QUIZ_QUESTIONS } from '#shared/quiz/questions';
import type { QuizAnswer } from '#shared/quiz/score';
import {
  formatCountdown,
  isQuizAnswered,
  quizAnswerProblems,
  quizBand,
  quizCountdownAnnouncement,
  quizLeadSource,
  quizMaxRawScore,
  quizRawScore,
  quizScore,
} from '#shared/quiz/score';
import { QuizLeadFormInput, QuizLeadInput } from '#shared/leads/schemas';

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
    expect(QUIZ_QUESTION_COUNT).toBe(QUIZ_QUESTIONS.length);
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

describe('the score of a whole quiz, by hand', () => {
  it('is 100 when all six questions get their best answer', () => {
    const best = QUIZ_QUESTIONS.map((q) => (q.type === 'single' ? pick(q.id, 0) : { questionId: q.id, answer: [...q.options] }));
    expect(quizRawScore(best)).toBe(64); // 4 options × (2 + 2 + 3 + 4 + 5)
    expect(quizScore(best)).toBe(100);
  });

  it('is 25 when all six questions get their worst answer (the lowest score of a finished quiz)', () => {
    const worst = QUIZ_QUESTIONS.map((q) => (q.type === 'single' ? pick(q.id, q.options.length - 1) : { questionId: q.id, answer: [] }));
    expect(quizRawScore(worst)).toBe(16); // 1 × (2 + 2 + 3 + 4 + 5)
    expect(quizScore(worst)).toBe(25);
    expect(quizBand(quizScore(worst))).toBe('warning');
  });

  it('is 63 for a mixed quiz: 6 + 8 + 3 + 8 + 15 = 40 of 64', () => {
    const mixed = [pick(1, 1), pick(2, 0), pick(3, 3), pick(4, 2), pick(5, 1), { questionId: 6, answer: ['Bouche-à-oreille'] }];
    // Q1 (4−1)×2 = 6, Q2 (4−0)×2 = 8, Q3 (4−3)×3 = 3, Q4 (4−2)×4 = 8, Q5 (4−1)×5 = 15, Q6 nothing
    expect(quizRawScore(mixed)).toBe(40);
    expect(quizScore(mixed)).toBe(63); // 62.5 rounded
    expect(quizBand(63)).toBe('good');
  });
});

describe('answering a question', () => {
  it('needs one option for a single-choice question and at least one for the multiple-choice one', () => {
    expect(isQuizAnswered(question(1), undefined)).toBe(false);
    expect(isQuizAnswered(question(1), '')).toBe(false);
    expect(isQuizAnswered(question(1), question(1).options[2])).toBe(true);
    expect(isQuizAnswered(question(6), [])).toBe(false);
    expect(isQuizAnswered(question(6), ['Réseaux sociaux'])).toBe(true);
  });
});

describe('the answers the server accepts', () => {
  it('accepts real answers, and none at all', () => {
    expect(quizAnswerProblems([pick(1, 0), pick(5, 3), { questionId: 6, answer: ['Site internet', 'Bouche-à-oreille'] }])).toEqual([]);
    expect(quizAnswerProblems([])).toEqual([]);
  });

  it('refuses an unknown question or option, in French', () => {
    expect(quizAnswerProblems([pick(1, 0), { questionId: 9, answer: 'Oui' }])).toEqual([
      { index: 1, message: 'Question inconnue : 9.' },
    ]);
    expect(quizAnswerProblems([{ questionId: 3, answer: 'Premier partout' }])).toEqual([
      { index: 0, message: 'Réponse inconnue pour la question 3.' },
    ]);
    expect(quizAnswerProblems([{ questionId: 6, answer: ['Site internet', 'Télévision'] }])).toEqual([
      { index: 0, message: 'Réponse inconnue pour la question 6.' },
    ]);
  });

  it('refuses a list for a single-choice question, one text for the multiple-choice one, and repeats', () => {
    expect(quizAnswerProblems([{ questionId: 2, answer: ['Chaque semaine'] }])[0]?.message).toBe(
      'La question 2 attend une seule réponse.',
    );
    expect(quizAnswerProblems([{ questionId: 6, answer: 'Site internet' }])[0]?.message).toBe(
      'La question 6 attend une liste de réponses.',
    );
    expect(quizAnswerProblems([pick(2, 0), pick(2, 1)])).toEqual([{ index: 1, message: 'La question 2 a reçu plusieurs réponses.' }]);
    expect(quizAnswerProblems([{ questionId: 6, answer: ['Site internet', 'Site internet'] }])).toHaveLength(1);
  });
});

describe('the lead source', () => {
  it("is 'facebook-quiz' without utm parameters", () => {
    expect(quizLeadSource({})).toBe('facebook-quiz');
    expect(quizLeadSource({ utmSource: '  ', utmCampaign: 'printemps' })).toBe('facebook-quiz');
    expect(quizLeadSource({ leadSource: '!!!' })).toBe('facebook-quiz');
  });

  it('records utm_source and utm_campaign as one short slug', () => {
    expect(quizLeadSource({ utmSource: 'Instagram', utmCampaign: 'Printemps 2026 — Avocats' })).toBe('instagram-printemps-2026-avocats');
    expect(quizLeadSource({ utmSource: 'LinkedIn' })).toBe('linkedin');
    expect(quizLeadSource({ utmSource: 'fb', leadSource: 'ignored' })).toBe('fb');
  });

  it('cleans a lead source sent by an API client', () => {
    expect(quizLeadSource({ leadSource: 'Newsletter Été' })).toBe('newsletter-ete');
    expect(quizLeadSource({ leadSource: 'facebook-quiz' })).toBe('facebook-quiz');
  });

  it('stays short, cut at a hyphen, with no hyphen at the ends', () => {
    const long = quizLeadSource({ utmSource: 'a'.repeat(80), utmCampaign: 'campagne de rentrée des cabinets parisiens 2026 très longue' });
    expect(long.length).toBeLessThanOrEqual(60);
    expect(long).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(quizLeadSource({ leadSource: 'x'.repeat(300) })).toBe('x'.repeat(60));
  });
});

describe('the countdown', () => {
  it('reads as minutes and seconds', () => {
    expect(formatCountdown(60)).toBe('1:00');
    expect(formatCountdown(9)).toBe('0:09');
    expect(formatCountdown(0)).toBe('0:00');
  });

  it('is announced to screen readers at 30 s, 10 s and 0 only', () => {
    const said = Array.from({ length: 61 }, (_, i) => 60 - i).filter((s) => quizCountdownAnnouncement(s) !== null);
    expect(said).toEqual([30, 10, 0]);
    expect(quizCountdownAnnouncement(10)).toBe('Il reste 10 secondes.');
    expect(quizCountdownAnnouncement(0)).toBe('Temps écoulé : voici votre résultat.');
  });
});

describe('the quiz lead schema', () => {
  const lead = { firstName: 'Claire', lastName: 'Martin', email: 'Claire@Martin-Avocat.fr ', consent: true };

  it('needs first name, last name, e-mail and consent in the form', () => {
    const result = QuizLeadFormInput.safeParse({ firstName: '', lastName: ' ', email: '', consent: false });
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['firstName', 'Veuillez remplir tous les champs obligatoires.'],
      ['lastName', 'Veuillez remplir tous les champs obligatoires.'],
      ['email', 'Veuillez remplir tous les champs obligatoires.'],
      ['consent', 'Veuillez accepter le traitement de vos données.'],
    ]);
    expect(QuizLeadFormInput.parse({ ...lead, phone: '', firmName: ' ', practiceArea: '' })).toMatchObject({
      email: 'claire@martin-avocat.fr', phone: null, firmName: null, practiceArea: null,
    });
  });

  it('points at the wrong answer in French', () => {
    const result = QuizLeadInput.safeParse({ ...lead, quizAnswers: [pick(1, 0), { questionId: 42, answer: 'Oui' }] });
    expect(result.error?.issues).toMatchObject([{ path: ['quizAnswers', 1], message: 'Question inconnue : 42.' }]);
  });

  it('turns the utm parameters into the lead source', () => {
    expect(QuizLeadInput.parse({ ...lead, quizAnswers: [], utmSource: 'Instagram', utmCampaign: 'rentree' }).leadSource).toBe(
      'instagram-rentree',
    );
    expect(QuizLeadInput.parse({ ...lead, quizAnswers: [] }).leadSource).toBe('facebook-quiz');
  });
});
