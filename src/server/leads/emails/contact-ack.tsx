/**
 * To the visitor after a contact request. It repeats nothing the visitor typed except the first
 * name, so the form cannot relay arbitrary text to a stranger's inbox.
 */
import { BOOKING_INVITE, BOOKING_PATH } from '#shared/booking/format';
import { Heading } from '@react-email/heading';
import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import { SITE } from '#shared/site/brand';
import { greetingFirstName } from '#shared/email/greeting';
import { EmailLayout, styles } from './layout';
import type { EmailPayload } from './types';

export const CONTACT_ACK_SUBJECT = 'Votre demande a bien été reçue — Avocat Visible';

/** The greeting: the first name cleaned (`greetingFirstName`), the only typed text an e-mail to the visitor repeats. */
export function greetingName(firstName: string | null): string {
  const name = greetingFirstName(firstName);
  return name ? `Bonjour ${name},` : 'Bonjour,';
}

export function ContactAckEmail({ siteUrl, lead }: EmailPayload) {
  return (
    <EmailLayout preview="Nous vous contacterons dans les 2 heures." siteUrl={siteUrl} audience="visitor">
      <Heading as="h1" style={styles.heading}>
        Merci, votre demande est bien arrivée
      </Heading>
      <Text style={styles.paragraph}>{greetingName(lead.firstName)}</Text>
      <Text style={styles.paragraph}>
        Merci de votre confiance. Un consultant {SITE.brand} spécialisé dans le référencement des cabinets d’avocats
        vous contactera <strong>dans les 2 heures</strong> ouvrées ({SITE.claims.hours.toLowerCase()}).
      </Text>
      <Heading as="h2" style={styles.subheading}>
        La suite
      </Heading>
      <Text style={styles.paragraph}>
        1. Nous étudions votre site et votre présence locale sur Google avant de vous appeler.
        <br />
        2. Lors de cet échange de 20 minutes, nous faisons le point sur vos objectifs et vos spécialités.
        <br />
        3. Vous recevez ensuite un plan d’action chiffré, sans engagement.
      </Text>
      <Text style={styles.paragraph}>
        Vous préférez fixer l’heure de notre appel ?{' '}
        <Link href={`${siteUrl}${BOOKING_PATH}`} style={styles.link}>
          {BOOKING_INVITE}
        </Link>
        .
      </Text>
      <Text style={styles.paragraph}>
        Une question d’ici là ? Appelez-nous au{' '}
        <Link href={SITE.phoneHref} style={styles.link}>
          {SITE.phone}
        </Link>{' '}
        ({SITE.claims.hours.toLowerCase()}).
      </Text>
      <Text style={styles.paragraph}>L’équipe {SITE.brand}</Text>
    </EmailLayout>
  );
}
