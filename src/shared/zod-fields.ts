/** Field builders shared by the schemas of this folder (not re-exported by the index). */
import { z } from './zod';
import { cleanText } from './format/text';
import { VALIDATION } from './messages';

/**
 * Required text: cleaned (`cleanText`: control characters removed, invisible characters trimmed),
 * not blank (`requiredMessage` when missing, blank or made only of invisible characters), at most
 * `max` characters.
 */
export function requiredText(max: number, requiredMessage: string = VALIDATION.required) {
  return z
    .string({ error: requiredMessage })
    .overwrite(cleanText)
    .min(1, { error: requiredMessage, abort: true })
    .max(max, VALIDATION.tooLong(max));
}

/**
 * Optional text: cleaned like `requiredText`, at most `max` characters; missing, null, '',
 * blank or invisible-only all become `null` (the database's "no value").
 */
export function optionalText(max: number) {
  return z
    .string({ error: VALIDATION.tooLong(max) })
    .overwrite(cleanText)
    .max(max, VALIDATION.tooLong(max))
    .nullish()
    .transform((value) => (value ? value : null));
}

/** Required e-mail: cleaned, lowercased; `requiredMessage` when missing or blank. */
export function requiredEmail(requiredMessage: string = VALIDATION.required) {
  return z
    .string({ error: requiredMessage })
    .overwrite(cleanText)
    .toLowerCase()
    .min(1, { error: requiredMessage, abort: true })
    .max(254, VALIDATION.tooLong(254))
    .regex(z.regexes.email, VALIDATION.invalidEmail)
    .meta({ examples: ['claire.martin@cabinet-martin.fr'] });
}

/** Optional phone number: digits, spaces, '+', '.', '-', parentheses; '' becomes null. */
export function optionalPhone() {
  return z
    .string({ error: VALIDATION.invalidPhone })
    .overwrite(cleanText)
    .max(30, VALIDATION.tooLong(30))
    .regex(/^(?:|\+?[0-9][0-9 ().-]{4,28})$/, VALIDATION.invalidPhone)
    .nullish()
    .transform((value) => (value ? value : null));
}

/**
 * Name of the hidden anti-spam field of the public forms (contact, quiz lead). People never see
 * it and leave it empty; naive bots fill every input. The server answers a filled honeypot with
 * a normal-looking success and stores nothing (`isHoneypotFilled`).
 */
export const HONEYPOT_FIELD = 'website';

/**
 * Marks an input field the site's own forms send but the public contract does not declare: the
 * REST facade drops it from the request body and from the OpenAPI document (`formOnly` meta).
 */
const FORM_ONLY = { formOnly: true } as const;

/**
 * The honeypot field's schema: any short text, optional; never a validation error. Form-only:
 * the site's forms (tRPC and native) send it, an integrator calling /api never does.
 */
export function honeypotField() {
  return z.string().max(2000).nullish().catch(null).meta(FORM_ONLY);
}

/** True when a submission filled the hidden honeypot field (a bot, not a person). */
export function isHoneypotFilled(input: { readonly [HONEYPOT_FIELD]?: string | null }): boolean {
  return typeof input[HONEYPOT_FIELD] === 'string' && input[HONEYPOT_FIELD].trim() !== '';
}
