/**
 * The frame of every e-mail: brand header, content, footer. React Email components rendered on
 * the server (HTML + plain text); React escapes every value, so form input never becomes markup.
 */
import type { ReactNode } from 'react';
import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { BRAND_COLORS } from '#shared/site/brand-colors';
import { SITE } from '#shared/site/brand';

export const COLORS = BRAND_COLORS;

export const styles = {
  paragraph: { fontSize: '15px', lineHeight: '24px', color: COLORS.text, margin: '0 0 14px' },
  heading: { fontSize: '22px', lineHeight: '30px', color: COLORS.navy, margin: '0 0 16px', fontWeight: 700 },
  subheading: { fontSize: '17px', lineHeight: '24px', color: COLORS.navy, margin: '24px 0 8px', fontWeight: 700 },
  link: { color: COLORS.brand, textDecoration: 'underline' },
  button: {
    backgroundColor: COLORS.brand,
    color: '#ffffff',
    borderRadius: '8px',
    padding: '12px 20px',
    fontWeight: 700,
    fontSize: '15px',
    textDecoration: 'none',
    display: 'inline-block',
  },
  small: { fontSize: '12px', lineHeight: '18px', color: COLORS.muted, margin: '0 0 8px' },
} as const;

export type Audience = 'agency' | 'visitor' | 'staff';

export function EmailLayout({
  preview,
  siteUrl,
  audience,
  children,
}: {
  preview: string;
  siteUrl: string;
  audience: Audience;
  children: ReactNode;
}) {
  return (
    <Html lang="fr">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: COLORS.background, margin: 0, padding: '24px 0', fontFamily: 'Helvetica, Arial, sans-serif' }}>
        <Container style={{ maxWidth: '600px', backgroundColor: '#ffffff', borderRadius: '12px', overflow: 'hidden' }}>
          <Section style={{ backgroundColor: COLORS.navy, padding: '20px 28px' }}>
            <Text style={{ margin: 0, color: '#ffffff', fontSize: '20px', fontWeight: 700 }}>
              Avocat <span style={{ color: COLORS.gold }}>Visible</span>
            </Text>
          </Section>
          <Section style={{ padding: '28px' }}>{children}</Section>
          <Hr style={{ borderColor: COLORS.line, margin: 0 }} />
          <Section style={{ padding: '20px 28px' }}>
            {audience === 'visitor' ? (
              <>
                <Text style={styles.small}>
                  Vous recevez cet e-mail parce que vous avez rempli un formulaire sur {SITE.brand} ({siteUrl}) et accepté
                  d’être recontacté. Si ce n’est pas vous, ignorez ce message : vous ne recevrez rien d’autre.
                </Text>
                <Text style={styles.small}>
                  Vos données et vos droits :{' '}
                  <Link href={`${siteUrl}/privacy`} style={styles.link}>
                    politique de confidentialité
                  </Link>
                  . {SITE.brand} — {SITE.phone} — {SITE.email}
                </Text>
              </>
            ) : audience === 'staff' ? (
              <Text style={styles.small}>
                Message envoyé par le back-office de {siteUrl} ({SITE.brand}). Si vous n’êtes pas à l’origine de cette demande,
                ignorez-le : rien ne change sans ce lien.
              </Text>
            ) : (
              <Text style={styles.small}>
                Message interne envoyé par le site {siteUrl} à l’équipe {SITE.brand}. Répondre à ce message écrit directement
                au prospect.
              </Text>
            )}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
