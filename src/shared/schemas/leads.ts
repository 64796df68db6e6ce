/** Lead capture: contact form and quiz leads (spec §3, §5, §7). */
import { z } from 'zod';
import { CONTACT_SPECIALIZATIONS } from '../constants/practice';
import { LEAD_SOURCE } from '../constants/quiz';
import { honeypotField, optionalPhone, optionalText, requiredEmail, requiredText } from './fields';
import { VALIDATION } from './messages';
import { cleanText } from '../rules/text';

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
});
export type ContactInput = z.infer<typeof ContactInput>;

/** One quiz answer: the chosen option's text, or several for the multiple-choice question. */
export const QuizAnswerInput = z.object({
  questionId: z.number().int().positive(),
  answer: z.union([z.string().max(300), z.array(z.string().max(300)).max(20)]),
});
export type QuizAnswerInput = z.infer<typeof QuizAnswerInput>;

/**
 * Quiz lead (spec §3 "Quiz lead (sent)", §5): first name, last name, email required; consent
 * must be true ('Veuillez accepter le traitement de vos données.'); phone, firmName and
 * practiceArea optional (null when blank). quizScore is the score out of 100; the answers may
 * be empty when the countdown ends first. leadSource defaults to 'facebook-quiz'.
 */
export const QuizLeadInput = z.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: requiredEmail(),
  phone: optionalPhone(),
  firmName: optionalText(200),
  practiceArea: optionalText(100),
  consent: z.literal(true, { error: VALIDATION.consentRequired }),
  quizAnswers: z.array(QuizAnswerInput).max(20),
  quizScore: z.number().int().min(0).max(100),
  leadSource: z.string().overwrite(cleanText).min(1).max(100).default(LEAD_SOURCE),
  /** Hidden anti-spam field (HONEYPOT_FIELD): must stay empty. */
  website: honeypotField(),
});
export type QuizLeadInput = z.infer<typeof QuizLeadInput>;
