/**
 * CSV exports of the leads for the agency: UTF-8 with a byte order mark and ';' between
 * columns, so French Excel opens accents and columns correctly; every text cell goes through
 * the formula-injection guard (`neutralizeCsvCell`).
 */
import { stringify } from 'csv-stringify/sync';
import { CONTACT_SPECIALIZATION_LABELS } from '#shared/practice/areas';
import { CSV_DELIMITER, neutralizeCsvCell } from '#shared/leads/csv';
import { formatDateTimeSpreadsheetFr } from '#shared/format/dates';
import { LEAD_STATUS_LABELS, type LeadStatus } from '#shared/leads/lead-desk';
import type { Deps } from '../platform/deps';
import { listContacts, listQuizLeads } from './leads';

export type CsvFile = { filename: string; csv: string };

const text = (value: string | null | undefined) => value ?? '';
const yesNo = (value: boolean) => (value ? 'oui' : 'non');
const today = () => new Date().toISOString().slice(0, 10);

function toCsv(header: string[], rows: string[][]): string {
  return stringify([header, ...rows], {
    bom: true,
    delimiter: CSV_DELIMITER,
    record_delimiter: 'windows',
    cast: { string: neutralizeCsvCell },
  });
}

/** Who the lead is: the first columns of both exports. */
type Person = {
  createdAt: Date;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  firmName: string | null;
};

const PERSON_HEADER = ['Date', 'Prénom', 'Nom', 'E-mail', 'Téléphone', 'Cabinet'];

const personCells = (p: Person) => [
  formatDateTimeSpreadsheetFr(p.createdAt),
  text(p.firstName),
  text(p.lastName),
  text(p.email),
  text(p.phone),
  text(p.firmName),
];

/** Where the lead stands and where it came from: the last columns of both exports. */
type Tracked = {
  status: LeadStatus;
  sourcePage: string | null;
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
};

const TRACKING_HEADER = ['Statut', "Page d'arrivée", 'Référent', 'utm_source', 'utm_medium', 'utm_campaign'];

const trackingCells = (t: Tracked) => [
  LEAD_STATUS_LABELS[t.status] ?? t.status,
  text(t.sourcePage),
  text(t.referrer),
  text(t.utmSource),
  text(t.utmMedium),
  text(t.utmCampaign),
];

const CONTACTS_CSV_HEADER = [...PERSON_HEADER, 'Spécialisation', 'Objectifs', 'Consentement', ...TRACKING_HEADER];

export async function contactsCsv(deps: Pick<Deps, 'db'>): Promise<CsvFile> {
  const rows = (await listContacts(deps)).items.map((c) => [
    ...personCells(c),
    c.specialization ? (CONTACT_SPECIALIZATION_LABELS[c.specialization] ?? c.specialization) : '',
    text(c.objectives),
    yesNo(c.consent),
    ...trackingCells(c),
  ]);
  return { filename: `contacts-${today()}.csv`, csv: toCsv(CONTACTS_CSV_HEADER, rows) };
}

const QUIZ_LEADS_CSV_HEADER = [...PERSON_HEADER, 'Domaine', 'Score', 'Source', 'Consentement', 'Réponses', ...TRACKING_HEADER];

export async function quizLeadsCsv(deps: Pick<Deps, 'db'>): Promise<CsvFile> {
  const rows = (await listQuizLeads(deps)).items.map((l) => [
    ...personCells(l),
    text(l.practiceArea),
    String(l.quizScore),
    l.leadSource,
    yesNo(l.consent),
    l.quizAnswers
      .map((a) => `${a.questionId}: ${Array.isArray(a.answer) ? a.answer.join(', ') : a.answer}`)
      .join(' | '),
    ...trackingCells(l),
  ]);
  return { filename: `leads-quiz-${today()}.csv`, csv: toCsv(QUIZ_LEADS_CSV_HEADER, rows) };
}
