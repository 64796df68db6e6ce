/** Booking a call (issue 30): slots, booking, the manage link, the availability settings and the back office's calls. */
import { z } from '#shared/zod';
import { BookingSettings } from '#shared/booking/settings';
import { AdminBookingRefInput, BOOKING_ACTIVE_MAX, BOOKING_MESSAGES, BookingInput, BookingMoveInput, BookingTokenInput, SlotsInput } from '#shared/booking/schemas';
import { AdminBookingRow, BookingCreatedReply, BookingView, SlotsReply } from '#shared/booking/replies';
import { checked } from '../platform/trpc/meta';
import { adminProcedure, rateLimitedProcedure, readLimitedProcedure, router, staffProcedure } from '../platform/trpc/init';

/** The calls booked are leads: the sales people see and cancel them; the availability is the admin's. */
const salesProcedure = staffProcedure(['sales']);
import * as booking from './bookings';
import { readBookingSettings, saveBookingSettings } from './settings';

const tag = 'Rendez-vous' as const;
const NOT_FOUND = { 404: 'Rendez-vous introuvable ou annulé.' };
const CancelledReply = z.strictObject({ cancelled: z.literal(true), message: z.string() });

export const bookingRouter = router({
  slots: readLimitedProcedure
    .meta({
      rest: {
        method: 'get', path: '/api/booking/slots', tag,
        summary:
          'Les créneaux libres de from à to (AAAA-MM-JJ, jours du fuseau des rendez-vous ; 62 jours au plus) : dans les horaires, hors délai de prévenance, hors fermetures, non pris, dans l’horizon. Début et fin en ISO 8601 avec décalage.',
      },
    })
    .input(SlotsInput)
    .output(checked(SlotsReply))
    .query(({ ctx, input }) => booking.listSlots(ctx, input)),
  create: rateLimitedProcedure('booking')
    .meta({
      rest: {
        method: 'post', path: '/api/booking', tag, status: 201,
        errors: { 409: `${BOOKING_MESSAGES.taken} ; ou : ${BOOKING_MESSAGES.tooMany}` },
        summary:
          `Réserve un créneau proposé (mêmes règles, pot de miel et consentement que le formulaire de contact, limite comptée à part) ; le rendez-vous rejoint les prospects au statut rdv (webhook lead.created), e-mails avec invitation iCalendar. 400 si le début n’est pas un créneau proposé ; 409 si le créneau est pris, ou si cette adresse e-mail ou cette adresse IP a déjà ${BOOKING_ACTIVE_MAX} rendez-vous à venir (déplacer un rendez-vous n’en réserve pas un autre).`,
      },
    })
    .input(BookingInput)
    .output(checked(BookingCreatedReply))
    .mutation(({ ctx, input }) => booking.createBooking(ctx, input)),
  view: readLimitedProcedure
    .meta({ rest: { method: 'get', path: '/api/booking/:token', tag, errors: NOT_FOUND, summary: 'Le rendez-vous de ce lien de gestion (404 une fois annulé).' } })
    .input(BookingTokenInput)
    .output(checked(BookingView))
    .query(({ ctx, input }) => booking.viewBooking(ctx, input.token)),
  cancel: rateLimitedProcedure('booking')
    .meta({
      rest: {
        method: 'delete', path: '/api/booking/:token', tag, errors: NOT_FOUND,
        summary: 'Annule le rendez-vous : le créneau est de nouveau proposé, e-mails METHOD:CANCEL au visiteur et à l’agence, le lien répond ensuite 404.',
      },
    })
    .input(BookingTokenInput)
    .output(checked(CancelledReply))
    .mutation(({ ctx, input }) => booking.cancelByToken(ctx, input.token)),
  move: rateLimitedProcedure('booking')
    .meta({
      rest: {
        method: 'patch', path: '/api/booking/:token', tag, errors: { ...NOT_FOUND, 409: "Ce créneau vient d'être réservé" },
        summary: 'Déplace le rendez-vous sur un autre créneau proposé ({ start }) : nouvelle invitation (même UID, SEQUENCE suivante) et nouveaux rappels.',
      },
    })
    .input(BookingMoveInput)
    .output(checked(BookingCreatedReply))
    .mutation(({ ctx, input }) => booking.moveBooking(ctx, input.token, input.data.start)),
  settings: adminProcedure
    .meta({ rest: { method: 'get', path: '/api/admin/booking/settings', tag, summary: 'Les disponibilités des rendez-vous (par défaut : du lundi au vendredi, 9h-18h, appels de 30 minutes, 2 h de prévenance, 30 jours).' } })
    .output(checked(BookingSettings))
    .query(({ ctx }) => readBookingSettings(ctx.db)),
  saveSettings: adminProcedure
    .meta({ rest: { method: 'put', path: '/api/admin/booking/settings', tag, summary: 'Enregistre les disponibilités : fuseau, durée, horaires de la semaine, prévenance, horizon, jours de fermeture.' } })
    .input(BookingSettings)
    .output(checked(BookingSettings))
    .mutation(({ ctx, input }) => saveBookingSettings(ctx.db, input)),
  list: salesProcedure
    .meta({ rest: { method: 'get', path: '/api/admin/bookings', scope: 'leads:read', tag, summary: 'Les rendez-vous de from à to (la semaine en cours par défaut), annulés compris, avec le lien vers leur prospect.' } })
    .input(SlotsInput)
    .output(checked(z.array(AdminBookingRow)))
    .query(({ ctx, input }) => booking.listAdminBookings(ctx, input)),
  staffCancel: salesProcedure
    .meta({ rest: { method: 'delete', path: '/api/admin/bookings/:id', scope: 'leads:write', tag, errors: NOT_FOUND, summary: 'Annule un rendez-vous (le visiteur est prévenu par e-mail, invitation METHOD:CANCEL).' } })
    .input(AdminBookingRefInput)
    .output(checked(AdminBookingRow))
    .mutation(({ ctx, input }) => booking.cancelById(ctx, input.id)),
});
