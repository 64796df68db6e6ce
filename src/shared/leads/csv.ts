/** CSV exports of the leads, made for French Excel (see src/server/leads/exports.ts). */

/** Column separator: French Excel expects ';' (',' is the decimal separator). */
export const CSV_DELIMITER = ';';

/** What a spreadsheet may read as the start of a formula (with the full-width forms Numbers folds). */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/** Line breaks of any kind, kept by `split` (odd indices) so the cell is rebuilt unchanged but for the guard. */
const LINE_BREAK = /(\r\n|\r|\n)/;

/**
 * Formula injection guard (OWASP "CSV injection"): a cell starting with '=', '+', '-', '@',
 * a tab or a carriage return is prefixed with an apostrophe, so a spreadsheet shows it as
 * text instead of evaluating it. '=HYPERLINK("…")' → "'=HYPERLINK(\"…\")"; other text is unchanged.
 * Every line inside the cell is guarded the same way: a spreadsheet that splits a cell at a
 * bare '\n' or '\r' would otherwise see "x\n=2+3" as a new cell starting with '='. (The writer
 * quotes every cell holding a line break, a ';' or a '"'.)
 */
export function neutralizeCsvCell(value: string): string {
  const guarded = FORMULA_START.test(value) ? `'${value}` : value;
  if (!LINE_BREAK.test(guarded)) return guarded;
  return guarded
    .split(LINE_BREAK)
    .map((part, i) => (i > 0 && i % 2 === 0 && FORMULA_START.test(part) ? `'${part}` : part))
    .join('');
}
