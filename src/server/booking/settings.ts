/** The « Rendez-vous » settings: the stored row, or the site's hours until an admin saves some. */
import { eq } from 'drizzle-orm';
import { bookingSettings } from '#db/schema';
import { BookingSettings, DEFAULT_BOOKING_SETTINGS } from '#shared/booking/settings';
import type { DB } from '../platform/db';

const ROW_ID = 1;

export async function readBookingSettings(db: DB): Promise<BookingSettings> {
  const row = await db.select().from(bookingSettings).where(eq(bookingSettings.id, ROW_ID)).get();
  // A row written by an older version that no longer passes the rules falls back on the defaults.
  const parsed = row ? BookingSettings.safeParse(row.settings) : null;
  return parsed?.success ? parsed.data : DEFAULT_BOOKING_SETTINGS;
}

export async function saveBookingSettings(db: DB, settings: BookingSettings): Promise<BookingSettings> {
  const now = new Date();
  const closures = [...new Set(settings.closures)].sort();
  const value = { ...settings, closures };
  await db
    .insert(bookingSettings)
    .values({ id: ROW_ID, settings: value, updatedAt: now })
    .onConflictDoUpdate({ target: bookingSettings.id, set: { settings: value, updatedAt: now } });
  return value;
}
