/**
 * To the visitor who asked for the full audit report: the link to the report and its PDF
 * (attached when sent). It repeats only the first name and the audited domain, which the
 * visitor's own audit produced.
 */
import { Button } from '@react-email/button';
import { Heading } from '@react-email/heading';
import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { SITE } from '#shared/site/brand';
import { greetingName } from './contact-ack';
import { EmailLayout, styles } from './layout';
import type { EmailPayload } from './types';

export function auditReportSubject(payload: EmailPayload): string {
  return `Votre rapport d’audit SEO : ${payload.lead.audit?.domain ?? 'votre site'} — ${SITE.brand}`;
}

export function auditReportUrl(siteUrl: string, token: string): string {
  return new URL(`/audit/${token}`, siteUrl).href;
}

export function AuditReportEmail({ siteUrl, lead }: EmailPayload) {
  const audit = lead.audit;
  return (
    <EmailLayout preview="Le rapport complet de votre audit SEO, en ligne et en PDF." siteUrl={siteUrl} audience="visitor">
      <Heading as="h1" style={styles.heading}>
        Votre rapport d’audit SEO
      </Heading>
      <Text style={styles.paragraph}>{greetingName(lead.firstName)}</Text>
      {audit ? (
        <>
          <Text style={styles.paragraph}>
            Voici le rapport complet de l’audit de <strong>{audit.domain}</strong> : score global <strong>{audit.overallScore}/100</strong>,{' '}
            {audit.pagesAnalyzed} page{audit.pagesAnalyzed > 1 ? 's' : ''} analysée{audit.pagesAnalyzed > 1 ? 's' : ''}, chaque point à corriger
            avec son explication. Le PDF est joint à cet e-mail.
          </Text>
          <Section style={{ margin: '8px 0 20px' }}>
            <Button href={auditReportUrl(siteUrl, audit.token)} style={styles.button}>
              Voir le rapport en ligne
            </Button>
          </Section>
        </>
      ) : (
        <Text style={styles.paragraph}>Le rapport de cet audit n’est plus disponible (les audits sont conservés 2 ans).</Text>
      )}
      <Text style={styles.paragraph}>
        Vous voulez un plan d’action pour votre cabinet ? Appelez-nous au{' '}
        <Link href={SITE.phoneHref} style={styles.link}>
          {SITE.phone}
        </Link>{' '}
        ou répondez à cet e-mail.
      </Text>
      <Text style={styles.paragraph}>L’équipe {SITE.brand}</Text>
    </EmailLayout>
  );
}
