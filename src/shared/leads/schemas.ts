/** Lead capture: contact form and quiz leads (spec §3, §5, §7). */
import { z } from '../zod';
import { CONTACT_SPECIALIZATIONS } from '../practice/areas';
import { quizAnswerProblems, quizLeadSource } from '../quiz/score';
import { QUIZ_QUESTIONS } from '../quiz/questions';
import { honeypotField, optionalPhone, optionalText, requiredEmail, requiredText } from '../zod-fields';
import { LeadAttribution } from './lead-desk-schemas';
import { VALIDATION } from '../messages';

/**
 * Contact form (spec §5): firstName, lastName, email and consent required, else 'Veuillez
 * remplir tous les champs obligatoires et accepter d'être contacté.' (consent must be `true`).
 * phone, firmName, specialization and objectives are optional: '' or absent becomes null.
 */
export const ContactInput = z.object({
  firstName: requiredText(100, VALIDATION.contactRequired),
  lastName: requiredText(100, VALIDATION.contactRequired),
  email: requiredEmail(VALIDATION.contactRequired),
  phone: optionalPhone(),
  firmName: optionalText(200),
  specialization: z
    .union([z.enum(CONTACT_SPECIALIZATIONS, { error: VALIDATION.invalidChoice }), z.literal(''), z.null()])
    .optional()
    .transform((value) => (value ? value : null)),
  objectives: optionalText(2000),
  consent: z.literal(true, { error: VALIDATION.contactRequired }),
  /** Hidden anti-spam field (HONEYPOT_FIELD): must stay empty. */
  website: honeypotField(),
  ...LeadAttribution,
});
export type ContactInput = z.infer<typeof ContactInput>;

/**
 * The accepted answers, as the OpenAPI document lists them: for each question, its id and one of
 * its options (a list of them for the multiple-choice question). The check itself is
 * `quizAnswerProblems`, on the same QUIZ_QUESTIONS.
 */
const ACCEPTED_ANSWERS = QUIZ_QUESTIONS.map((question) => {
  const option = { type: 'string', enum: [...question.options] };
  return {
    title: `Question ${question.id} : ${question.question}`,
    required: ['questionId', 'answer'],
    properties: {
      questionId: { const: question.id },
      answer: question.type === 'multiple' ? { type: 'array', items: option, uniqueItems: true } : option,
    },
  };
});

/** One quiz answer: the chosen option's text, or several for the multiple-choice question. */
export const QuizAnswerInput = z
  .object({
    questionId: z.number().int().positive(),
    answer: z.union([z.string().max(300), z.array(z.string().max(300)).max(20)]),
  })
  .meta({ oneOf: ACCEPTED_ANSWERS });
export type QuizAnswerInput = z.infer<typeof QuizAnswerInput>;

/**
 * The quiz's lead form (spec §5): first name, last name, email required; consent must be true
 * ('Veuillez accepter le traitement de vos données.'); phone, firmName and practiceArea
 * optional (null when blank). Used by the form on /quiz, and extended by QuizLeadInput.
 */
export const QuizLeadFormInput = z.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: requiredEmail(),
  phone: optionalPhone(),
  firmName: optionalText(200),
  practiceArea: optionalText(100),
  consent: z.literal(true, { error: VALIDATION.consentRequired }),
  /** Hidden anti-spam field (HONEYPOT_FIELD): must stay empty. */
  website: honeypotField(),
});
export type QuizLeadFormInput = z.input<typeof QuizLeadFormInput>;

/**
 * Quiz lead (spec §3 "Quiz lead (sent)"): the form plus the answers. Unknown question ids or
 * options are refused in French (400). The score is not an input: the server computes it from
 * the answers (a `quizScore` sent along is dropped like any undeclared field). The answers may be empty when the countdown
 * ends first. `leadSource` comes out as a short slug: from `utmSource` (+ `utmCampaign`, the
 * quiz URL's utm_source / utm_campaign) when given, else the cleaned `leadSource`, else
 * 'facebook-quiz' (rule `quizLeadSource`).
 */
export const QuizLeadInput = QuizLeadFormInput.extend({
  quizAnswers: z
    .array(QuizAnswerInput)
    .max(20)
    .superRefine((answers, ctx) => {
      for (const problem of quizAnswerProblems(answers)) {
        ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.index] });
      }
    }),
  leadSource: z.string().max(200).nullish(),
  ...LeadAttribution,
}).transform(({ leadSource, ...lead }) => ({
  ...lead,
  leadSource: quizLeadSource({ utmSource: lead.utmSource, utmCampaign: lead.utmCampaign, leadSource }),
}));
export type QuizLeadInput = z.infer<typeof QuizLeadInput>;
