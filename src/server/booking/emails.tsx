/**
 * The e-mails of a booked call (each with its invitation, `invitation.ts`): the visitor's
 * confirmation, reminders and cancellation, which repeat nothing typed but the first name; the
 * agency's notification and cancellation, with the lead's details and a link to it.
 */
import { Button } from '@react-email/button';
import { Heading } from '@react-email/heading';
import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { SITE } from '#shared/site/brand';
import { leadName } from '#shared/leads/contact';
import { BOOKING_PATH, formatSlotLong } from '#shared/booking/format';
import { greetingName } from '../leads/emails/contact-ack';
import { ContactRows, DetailRow, leadAdminUrl } from '../leads/emails/detail-rows';
import { EmailLayout, styles } from '../leads/emails/layout';
import type { EmailPayload } from '../leads/emails/types';

type Template = { subject: (payload: EmailPayload) => string; element: (payload: EmailPayload) => React.ReactElement };

const when = (p: EmailPayload) => (p.booking ? formatSlotLong(p.booking.start, p.booking.timezone) : '');

function ManageLink({ payload }: { payload: EmailPayload }) {
  if (!payload.booking?.manageUrl) return null;
  return (
    <Section style={{ margin: '16px 0' }}>
      <Button href={payload.booking.manageUrl} style={styles.button}>
        Déplacer ou annuler le rendez-vous
      </Button>
    </Section>
  );
}

function VisitorEmail({ payload, title, children }: { payload: EmailPayload; title: string; children: React.ReactNode }) {
  return (
    <EmailLayout preview={`${title} : ${when(payload)}`} siteUrl={payload.siteUrl} audience="visitor">
      <Heading as="h1" style={styles.heading}>
        {title}
      </Heading>
      <Text style={styles.paragraph}>{greetingName(payload.lead.firstName)}</Text>
      {children}
      <Text style={styles.paragraph}>
        Une question d’ici là ? Appelez-nous au{' '}
        <Link href={SITE.phoneHref} style={styles.link}>
          {SITE.phone}
        </Link>
        .
      </Text>
      <Text style={styles.paragraph}>L’équipe {SITE.brand}</Text>
    </EmailLayout>
  );
}


function AgencyEmail({ payload, title }: { payload: EmailPayload; title: string }) {
  const { lead, siteUrl } = payload;
  const linked = lead.booking?.linkedLead;
  return (
    <EmailLayout preview={`${title} : ${when(payload)}`} siteUrl={siteUrl} audience="agency">
      <Heading as="h1" style={styles.heading}>
        {title}
      </Heading>
      <table role="presentation" style={{ borderCollapse: 'collapse', width: '100%' }}>
        <tbody>
          <DetailRow label="Appel">{when(payload)}</DetailRow>
          <ContactRows lead={lead} />
          <DetailRow label="Cabinet">{lead.firmName ?? '—'}</DetailRow>
          <DetailRow label="Message">{lead.message ?? '—'}</DetailRow>
          {linked && (
            <DetailRow label="Prospect antérieur">
              <Link href={leadAdminUrl(siteUrl, linked)} style={styles.link}>
                {linked.kind === 'quiz' ? 'Lead du quiz' : 'Demande de contact'} n° {linked.id}
              </Link>
            </DetailRow>
          )}
        </tbody>
      </table>
      <Section style={{ marginTop: '20px' }}>
        <Button href={`${siteUrl}/admin/dashboard/leads/${lead.kind}/${lead.id}`} style={styles.button}>
          Ouvrir dans le back-office
        </Button>
      </Section>
    </EmailLayout>
  );
}

export const BOOKING_TEMPLATES = {
  'booking-confirmation': {
    subject: (p) => `Rendez-vous confirmé le ${when(p)} — ${SITE.brand}`,
    element: (p) => (
      <VisitorEmail payload={p} title="Votre rendez-vous est confirmé">
        <Text style={styles.paragraph}>
          Un consultant {SITE.brand} vous appellera le <strong>{when(p)}</strong>. L’invitation jointe l’ajoute à votre agenda.
        </Text>
        <ManageLink payload={p} />
      </VisitorEmail>
    ),
  },
  'booking-reminder-24h': {
    subject: (p) => `Rappel : rendez-vous demain, ${when(p)}`,
    element: (p) => (
      <VisitorEmail payload={p} title="Votre rendez-vous est demain">
        <Text style={styles.paragraph}>
          Pour rappel, nous vous appelons le <strong>{when(p)}</strong>.
        </Text>
        <ManageLink payload={p} />
      </VisitorEmail>
    ),
  },
  'booking-reminder-1h': {
    subject: (p) => `Rappel : rendez-vous dans une heure, ${when(p)}`,
    element: (p) => (
      <VisitorEmail payload={p} title="Votre rendez-vous est dans une heure">
        <Text style={styles.paragraph}>
          Pour rappel, nous vous appelons le <strong>{when(p)}</strong>.
        </Text>
        <ManageLink payload={p} />
      </VisitorEmail>
    ),
  },
  'booking-cancelled': {
    subject: (p) => `Rendez-vous annulé : ${when(p)}`,
    element: (p) => (
      <VisitorEmail payload={p} title="Votre rendez-vous est annulé">
        <Text style={styles.paragraph}>
          Le rendez-vous du <strong>{when(p)}</strong> est annulé. Vous pouvez choisir un autre créneau quand vous le souhaitez :{' '}
          <Link href={`${p.siteUrl}${BOOKING_PATH}`} style={styles.link}>
            {`${p.siteUrl}${BOOKING_PATH}`}
          </Link>
          .
        </Text>
      </VisitorEmail>
    ),
  },
  'booking-notification': {
    subject: (p) => `Rendez-vous pris : ${leadName(p.lead)}${p.lead.firmName ? ` (${p.lead.firmName})` : ''}, ${when(p)}`,
    element: (p) => <AgencyEmail payload={p} title="Nouveau rendez-vous" />,
  },
  'booking-cancelled-agency': {
    subject: (p) => `Rendez-vous annulé : ${leadName(p.lead)}, ${when(p)}`,
    element: (p) => <AgencyEmail payload={p} title="Rendez-vous annulé" />,
  },
} satisfies Record<string, Template>;
