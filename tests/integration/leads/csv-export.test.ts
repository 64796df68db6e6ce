/**
 * The lead exports read by a real CSV parser: a line break inside a field never lets a formula
 * start a line (a spreadsheet may split the cell there), and every such cell stays one quoted cell.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { api, registerAdmin, useTestServer } from '../../helpers/server';

const FORMULAS = ["=cmd|' /C calc'!A0", '=2+3', '=HYPERLINK("http://evil.test","Cliquez")', '+33 1', '-1', '@SUM(A1)'];

/** Every line of every cell, as a spreadsheet that breaks cells at '\r' or '\n' would see them. */
const linesOf = (cell: string) => cell.split(/\r\n|\r|\n/);

describe('CSV exports against formulas after a line break', () => {
  const s = useTestServer();
  let token: string;
  beforeAll(async () => {
    token = await registerAdmin(s.url);
    const created = await api(s.url, 'POST', '/api/contacts', {
      body: {
        firstName: 'Élise', lastName: 'Durand', email: 'elise@cabinet.fr',
        firmName: `Cabinet\r${FORMULAS[1]}`,
        objectives: `Plus de clients\n${FORMULAS[0]}\r\n${FORMULAS[2]}; et "vite"\n${FORMULAS[3]}\r${FORMULAS[4]}\n${FORMULAS[5]}`,
        consent: true,
      },
    });
    expect(created.status).toBe(201);
    const quiz = await api(s.url, 'POST', '/api/quiz-leads', {
      body: { firstName: 'Jean', lastName: 'Moreau', email: 'jean@cabinet.fr', firmName: `Moreau\n${FORMULAS[1]}`, consent: true, quizScore: 0, quizAnswers: [] },
    });
    expect(quiz.status).toBe(201);
  });

  async function exported(path: string): Promise<string[][]> {
    const res = await fetch(`${s.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    return parse(await res.text(), { bom: true, delimiter: ';', relax_column_count: false }) as string[][];
  }

  it('contacts: one record per lead, no line of any cell starts a formula, the text is kept', async () => {
    const [header, ...rows] = await exported('/api/admin/contacts/export.csv');
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row).toHaveLength(header!.length);
    for (const cell of row) for (const line of linesOf(cell)) expect(line).not.toMatch(/^[=+\-@\t]/);
    expect(row[header!.indexOf('Cabinet')]).toBe("Cabinet\r'=2+3");
    expect(row[header!.indexOf('Objectifs')]).toBe(
      `Plus de clients\n'${FORMULAS[0]}\r\n'${FORMULAS[2]}; et "vite"\n'${FORMULAS[3]}\r'${FORMULAS[4]}\n'${FORMULAS[5]}`,
    );
  });

  it('quiz leads: the same guard', async () => {
    const [header, ...rows] = await exported('/api/admin/quiz-leads/export.csv');
    expect(rows).toHaveLength(1);
    expect(rows[0]![header!.indexOf('Cabinet')]).toBe("Moreau\n'=2+3");
    for (const cell of rows[0]!) for (const line of linesOf(cell)) expect(line).not.toMatch(/^[=+\-@\t]/);
  });
});
