/** To the agency for each contact and quiz lead: every field, a tel: link, a link to the lead in the back office. */
import { Button } from '@react-email/button';
import { Heading } from '@react-email/heading';
import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { CONTACT_SPECIALIZATION_LABELS, type ContactSpecialization } from '#shared/practice/areas';
import { QUIZ_BANDS } from '#shared/quiz/bands';
import { QUIZ_QUESTIONS } from '#shared/quiz/questions';
import { formatDateTimeLongFr } from '#shared/format/dates';
import { leadName } from '#shared/leads/contact';
import { quizBand } from '#shared/quiz/band';
import { auditReportUrl } from './audit-report';
import { ContactRows, DetailRow, leadAdminUrl } from './detail-rows';
import { EmailLayout, styles } from './layout';
import type { EmailPayload, LeadSnapshot } from './types';

export function agencyNotificationSubject(lead: LeadSnapshot): string {
  const who = leadName(lead) + (lead.firmName ? ` (${lead.firmName})` : '');
  if (lead.kind === 'audit') return `Rapport d’audit demandé : ${who}, ${lead.audit?.domain ?? 'site inconnu'} (${lead.audit?.overallScore ?? '?'}/100)`;
  return lead.kind === 'quiz'
    ? `Nouveau lead du quiz : ${who}, score ${lead.quizScore ?? 0}/100`
    : `Nouvelle demande de contact : ${who}`;
}

/** The reminder of a lead still `nouveau` (LEAD_REMINDER_MINUTES of opening hours after it came). */
export function leadReminderSubject({ lead, reminder }: EmailPayload): string {
  const who = leadName(lead) + (lead.firmName ? ` (${lead.firmName})` : '');
  return `Rappel : ${who} attend une réponse depuis ${reminder?.minutes ?? 90} min (heures d’ouverture)`;
}



const dash = (value: string | null | undefined) => (value ? value : '—');

export function AgencyNotificationEmail({ siteUrl, lead, reminder }: EmailPayload) {
  const band = lead.kind === 'quiz' ? QUIZ_BANDS[quizBand(lead.quizScore ?? 0)] : null;
  const specialization = lead.specialization
    ? (CONTACT_SPECIALIZATION_LABELS[lead.specialization as ContactSpecialization] ?? lead.specialization)
    : null;
  return (
    <EmailLayout preview={reminder ? leadReminderSubject({ siteUrl, lead, reminder }) : agencyNotificationSubject(lead)} siteUrl={siteUrl} audience="agency">
      <Heading as="h1" style={styles.heading}>
        {reminder
          ? 'Rappel : prospect toujours sans réponse'
          : lead.kind === 'quiz' ? 'Nouveau lead du quiz' : lead.kind === 'audit' ? 'Rapport d’audit demandé' : 'Nouvelle demande de contact'}
      </Heading>
      <Text style={styles.paragraph}>
        Reçue le {formatDateTimeLongFr(lead.createdAt)}.{' '}
        {reminder
          ? `Toujours au statut « Nouveau » après ${reminder.minutes} minutes d’ouverture : la promesse du site est une réponse dans les 2 heures.`
          : 'Promesse du site : une réponse dans les 2 heures.'}
      </Text>
      <table role="presentation" style={{ borderCollapse: 'collapse', width: '100%' }}>
        <tbody>
          <ContactRows lead={lead} />
          <DetailRow label="Cabinet">{dash(lead.firmName)}</DetailRow>
          {lead.kind === 'audit' ? (
            <>
              <DetailRow label="Site audité">{dash(lead.audit?.domain)}</DetailRow>
              <DetailRow label="Score">{lead.audit ? `${lead.audit.overallScore}/100 (${lead.audit.pagesAnalyzed} pages analysées)` : '—'}</DetailRow>
              <DetailRow label="Rapport">
                {lead.audit ? (
                  <Link href={auditReportUrl(siteUrl, lead.audit.token)} style={styles.link}>
                    {auditReportUrl(siteUrl, lead.audit.token)}
                  </Link>
                ) : (
                  '—'
                )}
              </DetailRow>
            </>
          ) : lead.kind === 'contact' ? (
            <>
              <DetailRow label="Spécialité">{dash(specialization)}</DetailRow>
              <DetailRow label="Objectifs">{dash(lead.objectives)}</DetailRow>
            </>
          ) : (
            <>
              <DetailRow label="Domaine">{dash(lead.practiceArea)}</DetailRow>
              <DetailRow label="Score">
                {lead.quizScore ?? 0}/100 — {band?.title}
              </DetailRow>
              <DetailRow label="Source">{dash(lead.leadSource)}</DetailRow>
            </>
          )}
        </tbody>
      </table>
      {lead.kind === 'quiz' && (
        <Section>
          <Heading as="h2" style={styles.subheading}>
            Réponses au quiz
          </Heading>
          {QUIZ_QUESTIONS.map((question) => {
            const answer = lead.quizAnswers?.find((a) => a.questionId === question.id)?.answer;
            const shown = answer === undefined || answer.length === 0 ? 'Sans réponse' : Array.isArray(answer) ? answer.join(', ') : answer;
            return (
              <Text key={question.id} style={{ ...styles.paragraph, margin: '0 0 8px' }}>
                <strong>{question.question}</strong>
                <br />
                {shown}
              </Text>
            );
          })}
        </Section>
      )}
      <Section style={{ marginTop: '20px' }}>
        <Button href={leadAdminUrl(siteUrl, lead)} style={styles.button}>
          Ouvrir dans le back-office
        </Button>
      </Section>
    </EmailLayout>
  );
}
