/**
 * The quiz's duration and number of questions, for the quiz page's head (title, description): a
 * module of its own so that the page's head code, which is in the entry chunk, does not bring the
 * questions with it. `QUIZ_QUESTION_COUNT` equals `QUIZ_QUESTIONS.length` (unit-tested).
 */
export const QUIZ_DURATION_SECONDS = 60;

export const QUIZ_QUESTION_COUNT = 6;
