/**
 * The iCalendar invitation (RFC 5545 / 5546) of a call's e-mails, made with ical-generator when
 * the message is sent: `METHOD:REQUEST` for a booked or moved call, `METHOD:CANCEL` for a
 * cancelled one, the same `UID` throughout and a `SEQUENCE` one higher at each change, the times
 * in UTC (`DTSTART:20270112T080000Z`).
 */
import ical, { ICalCalendarMethod, ICalEventStatus, ICalAttendeeRole, ICalAttendeeStatus } from 'ical-generator';
import { SITE } from '#shared/site/brand';
import { leadName } from '#shared/leads/contact';
import type { EmailPayload } from '../leads/emails/types';

type Attachment = { filename: string; content: Buffer; contentType: string };

/** The invitation's text (`BEGIN:VCALENDAR` … `END:VCALENDAR`). */
function invitationIcs(payload: EmailPayload, organizerEmail: string): string | null {
  const booking = payload.booking;
  if (!booking) return null;
  const cancel = booking.method === 'CANCEL';
  const calendar = ical({
    prodId: { company: SITE.brand, product: 'Rendez-vous', language: 'FR' },
    method: cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: booking.uid,
    sequence: booking.sequence,
    start: new Date(booking.start),
    end: new Date(booking.end),
    stamp: new Date(),
    summary: `Appel avec ${SITE.brand}`,
    description: booking.manageUrl ? `Déplacer ou annuler : ${booking.manageUrl}` : `Rendez-vous téléphonique avec ${SITE.brand}.`,
    ...(booking.manageUrl ? { url: booking.manageUrl } : {}),
    status: cancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: SITE.brand, email: organizerEmail },
    attendees: [
      {
        name: leadName(payload.lead),
        email: payload.lead.email,
        role: ICalAttendeeRole.REQ,
        status: cancel ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
      },
    ],
  });
  return calendar.toString();
}

/** The e-mail channel's attachments of a call's messages: `invitation.ics` (text/calendar with its method). */
export function bookingInvitationAttachments(organizerEmail: string) {
  return (kind: string, payload: EmailPayload): Attachment[] => {
    if (!kind.startsWith('booking-')) return [];
    const ics = invitationIcs(payload, organizerEmail);
    if (!ics || !payload.booking) return [];
    const method = payload.booking.method;
    return [{ filename: method === 'CANCEL' ? 'annulation.ics' : 'invitation.ics', content: Buffer.from(ics, 'utf8'), contentType: `text/calendar; charset=utf-8; method=${method}` }];
  };
}
