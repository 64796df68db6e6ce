/**
 * French dates (spec: "Dates are in French format"). Both formats use the Europe/Paris time
 * zone, so the server-rendered HTML and the browser show the same day.
 *
 * Each formatter is made on its first use, not when the module loads: building an
 * Intl.DateTimeFormat loads the locale's and the zone's data, about 0.1 s each on a slow phone's
 * CPU, and this module loads with the blog's pages while they hydrate (decision 079).
 */

/** `Intl.DateTimeFormat('fr-FR', options)` in Paris, made once, on first call. */
function parisFormat(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat('fr-FR', { ...options, timeZone: 'Europe/Paris' }));
}

const LONG = parisFormat({ day: 'numeric', month: 'long', year: 'numeric' });
const SHORT = parisFormat({ day: '2-digit', month: '2-digit', year: 'numeric' });

export type DateInput = Date | string | number;

function toDate(value: DateInput): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Long French date: '22 novembre 2026'. An invalid date gives ''. */
export function formatDateFr(value: DateInput): string {
  const date = toDate(value);
  return date ? LONG().format(date) : '';
}

/** Short French date: '22/11/2026'. An invalid date gives ''. */
export function formatDateShortFr(value: DateInput): string {
  const date = toDate(value);
  return date ? SHORT().format(date) : '';
}

const DATE_TIME = parisFormat({ day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** Short French date and time (Paris): '24/11/2026 à 15:00'. An invalid date gives ''. */
export function formatDateTimeFr(value: DateInput): string {
  const date = toDate(value);
  if (!date) return '';
  const parts = Object.fromEntries(DATE_TIME().formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.day}/${parts.month}/${parts.year} à ${parts.hour}:${parts.minute}`;
}

/** French date and time for spreadsheets (Paris): '24/11/2026 15:00', which French Excel reads as a date. */
export function formatDateTimeSpreadsheetFr(value: DateInput): string {
  const date = toDate(value);
  return date ? DATE_TIME().format(date) : '';
}

const LONG_DATE_TIME = parisFormat({ day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** Long French date and time (Paris): '22 novembre 2026 à 14:05'. An invalid date gives ''. */
export function formatDateTimeLongFr(value: DateInput): string {
  const date = toDate(value);
  return date ? LONG_DATE_TIME().format(date) : '';
}

/** A duration in minutes, in French: '45 min', '2 h', '3 h 05', '2 j 4 h'; under a minute: '< 1 min'. */
export function formatDuration(minutes: number): string {
  if (minutes < 1) return '< 1 min';
  const total = Math.round(minutes);
  if (total < 60) return `${total} min`;
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (hours < 24) return rest ? `${hours} h ${String(rest).padStart(2, '0')}` : `${hours} h`;
  const days = Math.floor(hours / 24);
  const h = hours % 24;
  return h ? `${days} j ${h} h` : `${days} j`;
}
