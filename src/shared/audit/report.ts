/** The audit report (`/audit/{token}`, `GET /api/audit/{token}`, the PDF) and the request for it by e-mail. */
import { z } from '../zod';
import { AUDIT_SPECIALIZATIONS } from '../practice/areas';
import { honeypotField, requiredEmail, requiredText } from '../zod-fields';
import { LeadAttribution } from '../leads/lead-desk-schemas';
import { VALIDATION } from '../messages';

/** The report's token: 144 random bits in base64url (24 characters). */
export const AUDIT_TOKEN = /^[A-Za-z0-9_-]{22,64}$/;
export const AUDIT_TOKEN_BYTES = 18;

export const AUDIT_REPORT_MESSAGES = {
  notFound: 'Rapport d’audit introuvable : le lien est erroné ou le rapport a été supprimé (les audits sont conservés 2 ans).',
  badToken: 'Lien de rapport invalide.',
  emailSent: 'Rapport envoyé ! Vous le recevrez dans quelques minutes à cette adresse.',
} as const;

export const AuditTokenInput = z.object({ token: z.string().regex(AUDIT_TOKEN, AUDIT_REPORT_MESSAGES.badToken).meta({ examples: ['q3Vx8kP0aZ2mN7bT4cW9yL1e'] }) });

const score = z.number().int().min(0).max(100);
const category = z.enum(['technical', 'content', 'localSeo']);

export const AuditReport = z.strictObject({
  token: z.string(),
  websiteUrl: z.string().describe('L’adresse saisie.'),
  finalUrl: z.string().describe('L’adresse atteinte après les redirections.'),
  domain: z.string(),
  specialization: z.enum(AUDIT_SPECIALIZATIONS),
  createdAt: z.date(),
  overallScore: score,
  technicalScore: score,
  contentScore: score,
  localSeoScore: score,
  pagesAnalyzed: z.number().int().min(1),
  findings: z.array(
    z.strictObject({
      id: z.string(),
      category,
      impact: z.number(),
      advice: z.string(),
      why: z.string().describe('Pourquoi c’est important pour un cabinet d’avocat.'),
      how: z.string().describe('Comment corriger.'),
      pages: z.array(z.string()),
      details: z.array(z.string()),
    }),
  ),
  pages: z.array(z.strictObject({ url: z.string(), status: z.number().int(), title: z.string().nullable(), overallScore: score, findings: z.array(z.string()) })),
});
export type AuditReport = z.infer<typeof AuditReport>;

/** « Recevoir le rapport complet par e-mail »: first name, e-mail and consent (spec's wording when missing). */
export const AuditEmailFormInput = z.object({
  firstName: requiredText(100),
  email: requiredEmail(),
  consent: z.literal(true, { error: VALIDATION.consentRequired }),
  /** Hidden anti-spam field (HONEYPOT_FIELD): must stay empty. */
  website: honeypotField(),
});
export type AuditEmailFormInput = z.input<typeof AuditEmailFormInput>;

export const AuditEmailInput = AuditTokenInput.extend({ data: AuditEmailFormInput.extend(LeadAttribution) });

export const AuditEmailReply = z.strictObject({ id: z.number().int(), sent: z.boolean(), message: z.string() });
