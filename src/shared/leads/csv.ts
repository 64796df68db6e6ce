/** CSV exports of the leads, made for French Excel (see services/exports.ts). */

/** Column separator: French Excel expects ';' (',' is the decimal separator). */
export const CSV_DELIMITER = ';';

/**
 * Formula injection guard (OWASP "CSV injection"): a cell starting with '=', '+', '-', '@',
 * a tab or a carriage return is prefixed with an apostrophe, so a spreadsheet shows it as
 * text instead of evaluating it. '=HYPERLINK("…")' → "'=HYPERLINK(\"…\")"; other text is unchanged.
 */
export function neutralizeCsvCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
