/**
 * The label/value table of the agency's e-mails (a new lead, a reminder, a booked call): one row
 * per detail, and the person's name, e-mail and tap-to-call phone as every such e-mail gives them.
 */
import { Link } from '@react-email/link';
import { leadName, telHref } from '#shared/leads/contact';
import { COLORS, styles } from './layout';
import type { LeadSnapshot } from './types';

export function DetailRow({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <tr>
      <td style={{ padding: '6px 12px 6px 0', verticalAlign: 'top', color: COLORS.muted, fontSize: '14px', width: '150px' }}>{label}</td>
      <td style={{ padding: '6px 0', verticalAlign: 'top', color: COLORS.text, fontSize: '14px', whiteSpace: 'pre-wrap' }}>{children}</td>
    </tr>
  );
}

/** « Nom », « E-mail » (a mailto link) and « Téléphone » (a tel: link, or « — »). */
export function ContactRows({ lead }: { lead: Pick<LeadSnapshot, 'firstName' | 'lastName' | 'email' | 'phone'> }) {
  return (
    <>
      <DetailRow label="Nom">{leadName(lead)}</DetailRow>
      <DetailRow label="E-mail">
        <Link href={`mailto:${lead.email}`} style={styles.link}>
          {lead.email}
        </Link>
      </DetailRow>
      <DetailRow label="Téléphone">
        {lead.phone ? (
          <Link href={telHref(lead.phone)} style={styles.link}>
            {lead.phone}
          </Link>
        ) : (
          '—'
        )}
      </DetailRow>
    </>
  );
}

/** The lead's page in the back office. */
export function leadAdminUrl(siteUrl: string, lead: { kind: string; id: number }): string {
  return `${siteUrl}/admin/dashboard/leads/${lead.kind}/${lead.id}`;
}
