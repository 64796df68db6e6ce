/**
 * The staff's e-mails: an invitation to join the back office, a password reset. Each carries its
 * link once (the token is stored hashed); React escapes every value.
 */
import { Button } from '@react-email/button';
import { Heading } from '@react-email/heading';
import { Text } from '@react-email/text';
import type { ReactElement } from 'react';
import { SITE } from '#shared/site/brand';
import { ROLE_LABELS, type Role } from '#shared/auth/roles';
import { INVITATION_HOURS, PASSWORD_RESET_MINUTES } from '#shared/auth/staff';
import { EmailLayout, styles } from '../../leads/emails/layout';

export type StaffEmailKind = 'staff-invitation' | 'password-reset';

/** What a staff e-mail is built from (the outbox row's payload). */
export type StaffEmailPayload = { siteUrl: string; link: string; role?: string; invitedBy?: string; username?: string; requestId?: string };

function InvitationEmail({ siteUrl, link, role, invitedBy }: StaffEmailPayload) {
  const label = ROLE_LABELS[role as Role] ?? role ?? '';
  return (
    <EmailLayout preview={`Rejoignez le back-office ${SITE.brand}`} siteUrl={siteUrl} audience="staff">
      <Heading as="h1" style={styles.heading}>
        Vous êtes invité à rejoindre {SITE.brand}
      </Heading>
      <Text style={styles.paragraph}>
        {invitedBy ? `${invitedBy} vous invite` : 'Vous êtes invité'} à rejoindre le back-office de {SITE.brand} avec le rôle
        « {label} ».
      </Text>
      <Text style={styles.paragraph}>Choisissez votre nom d’utilisateur et votre mot de passe :</Text>
      <Button href={link} style={styles.button}>
        Créer mon compte
      </Button>
      <Text style={styles.small}>
        Ce lien est valable {INVITATION_HOURS} heures et ne sert qu’une fois : {link}
      </Text>
    </EmailLayout>
  );
}

function PasswordResetEmail({ siteUrl, link, username }: StaffEmailPayload) {
  return (
    <EmailLayout preview="Réinitialisation de votre mot de passe" siteUrl={siteUrl} audience="staff">
      <Heading as="h1" style={styles.heading}>
        Réinitialiser votre mot de passe
      </Heading>
      <Text style={styles.paragraph}>
        {username ? `Bonjour ${username},` : 'Bonjour,'} une réinitialisation du mot de passe de votre compte {SITE.brand} a été
        demandée.
      </Text>
      <Button href={link} style={styles.button}>
        Choisir un nouveau mot de passe
      </Button>
      <Text style={styles.small}>
        Ce lien est valable {PASSWORD_RESET_MINUTES / 60} heure et ne sert qu’une fois : {link}. Toutes vos sessions seront
        fermées et vos clés d’API révoquées.
      </Text>
    </EmailLayout>
  );
}

export const STAFF_EMAILS: Record<StaffEmailKind, { subject: string; element: (p: StaffEmailPayload) => ReactElement }> = {
  'staff-invitation': { subject: `Invitation au back-office ${SITE.brand}`, element: (p) => <InvitationEmail {...p} /> },
  'password-reset': { subject: `Réinitialisation de votre mot de passe — ${SITE.brand}`, element: (p) => <PasswordResetEmail {...p} /> },
};
