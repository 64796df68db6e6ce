/**
 * A lead's priority score (issue 43): 0 to 100, the higher the sooner to call, with the factors
 * that make it (French labels, shown in the lead desk's tooltip). One pure function, run when a
 * lead is stored and again when a booking links to an earlier lead (it gains « Rendez-vous réservé »).
 *
 * | factor                                   | points                                  | label (example)                              |
 * | ---------------------------------------- | --------------------------------------- | -------------------------------------------- |
 * | firm size (`FirmSize`, when known)       | indépendant 5, 2–5: 10, 6–20: 20, >20: 25 | « Cabinet de 6 à 20 avocats »               |
 * | practice area's average case value       | ≥ 10 000 €: 20, ≥ 6 000 €: 15,          | « Droit des affaires : dossier moyen 15 000 € » |
 * |   (`SPECIALTIES[].avgCaseValue`)         | ≥ 4 000 €: 10, below: 5; unknown: 0     |                                              |
 * | quiz visibility score (0–100)            | round((100 − score) ÷ 4): 0 to 25       | « Visibilité au quiz : 20/100 »              |
 * | audit overall score (0–100)              | round((100 − score) ÷ 4): 0 to 25       | « Score de l’audit : 35/100 »               |
 * | a phone number given                     | 15                                      | « Téléphone donné »                          |
 * | a call booked                            | 25                                      | « Rendez-vous réservé »                      |
 * | visit began on /pricing                  | 15                                      | « Venu de la page Tarifs »                   |
 * | visit began on /roi-calculator           | 10                                      | « Venu du calculateur de ROI »               |
 *
 * The sum is clamped to 0–100 (the factors keep their own points). Factors worth 0 points are
 * left out. No lead form asks the firm's size today (contact, quiz, audit and booking forms): the
 * factor is here for when one does, and counts nothing until then.
 */
import { FIRM_SIZES, type FirmSize } from '../practice/areas';
import { SPECIALTIES, type Specialty } from '../landing/specialties';

export type ScoreFactor = { label: string; points: number };
export type LeadScore = { score: number; scoreFactors: ScoreFactor[] };

/** What the score is made of; every field optional (each lead kind knows some of them). */
export type LeadScoreInput = {
  firmSize?: string | null;
  /** A practice area as a lead carries it: a contact's specialization (`affaires`), a quiz's practice area, an audit's (`Droit des affaires`). */
  practice?: string | null;
  quizScore?: number | null;
  auditScore?: number | null;
  phone?: string | null;
  booked?: boolean;
  sourcePage?: string | null;
};

const SCORE_MAX = 100;

const FIRM_SIZE_POINTS: Record<FirmSize, ScoreFactor> = {
  'avocat-independant': { label: 'Avocat indépendant', points: 5 },
  'petit-cabinet-2-5': { label: 'Cabinet de 2 à 5 avocats', points: 10 },
  'cabinet-moyen-6-20': { label: 'Cabinet de 6 à 20 avocats', points: 20 },
  'grand-cabinet-plus-20': { label: 'Cabinet de plus de 20 avocats', points: 25 },
};

/** Points for a practice area's average case value (euros): the first band it reaches. */
const CASE_VALUE_BANDS = [
  { from: 10_000, points: 20 },
  { from: 6_000, points: 15 },
  { from: 4_000, points: 10 },
  { from: 0, points: 5 },
] as const;

const SCORE_POINTS = { phone: 15, booked: 25, pricing: 15, roiCalculator: 10 } as const;

const SOURCE_PAGES: Record<string, ScoreFactor> = {
  '/pricing': { label: 'Venu de la page Tarifs', points: SCORE_POINTS.pricing },
  '/roi-calculator': { label: 'Venu du calculateur de ROI', points: SCORE_POINTS.roiCalculator },
};

const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').trim().toLowerCase();

/** The specialty a stored practice value names: its id (`droit-affaires`), key (`affaires`), name or short name, any case or accent. */
export function specialtyOf(practice: string | null | undefined): Specialty | undefined {
  if (!practice) return undefined;
  const value = fold(practice);
  return SPECIALTIES.find((s) => [s.id, s.id.replace(/^droit-/, ''), fold(s.name), fold(s.shortName)].includes(value));
}

const euros = (value: number) => `${String(value).replace(/\B(?=(\d{3})+$)/g, ' ')} €`;
/** Points for a weak score out of 100: the weaker, the more (0 to 25). */
const needPoints = (score: number) => Math.round((SCORE_MAX - Math.min(SCORE_MAX, Math.max(0, score))) / 4);
/** The path of a stored arrival page, without query, fragment or trailing slash. */
const pathOf = (page: string) => page.split(/[?#]/)[0]!.replace(/(.)\/+$/, '$1');

/** The priority score of a lead and its factors (see the table above). */
export function leadScore(input: LeadScoreInput): LeadScore {
  const factors: ScoreFactor[] = [];
  const size = FIRM_SIZES.find((s) => s === input.firmSize);
  if (size) factors.push(FIRM_SIZE_POINTS[size]);
  const specialty = specialtyOf(input.practice);
  if (specialty) {
    const band = CASE_VALUE_BANDS.find((b) => specialty.avgCaseValue >= b.from)!;
    factors.push({ label: `${specialty.name} : dossier moyen ${euros(specialty.avgCaseValue)}`, points: band.points });
  }
  if (typeof input.quizScore === 'number') factors.push({ label: `Visibilité au quiz : ${input.quizScore}/100`, points: needPoints(input.quizScore) });
  if (typeof input.auditScore === 'number') factors.push({ label: `Score de l’audit : ${input.auditScore}/100`, points: needPoints(input.auditScore) });
  if (input.phone?.trim()) factors.push({ label: 'Téléphone donné', points: SCORE_POINTS.phone });
  if (input.booked) factors.push({ label: 'Rendez-vous réservé', points: SCORE_POINTS.booked });
  const source = input.sourcePage ? SOURCE_PAGES[pathOf(input.sourcePage)] : undefined;
  if (source) factors.push(source);
  const kept = factors.filter((f) => f.points > 0);
  const total = kept.reduce((sum, f) => sum + f.points, 0);
  return { score: Math.min(SCORE_MAX, Math.max(0, total)), scoreFactors: kept };
}
