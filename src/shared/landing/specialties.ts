/**
 * Legal specialties of the generated SEO pages (spec §3 "Specialty", §9 figures), in the
 * spec's order. `avgCaseValue` is in euros; `searchVolume` is the yearly search volume per
 * 100 000 inhabitants used by `searchPotential`.
 */
import { PRACTICE_AREA_NAMES } from '../practice/areas';

export type SpecialtyId =
  | 'droit-penal'
  | 'droit-famille'
  | 'droit-travail'
  | 'droit-immobilier'
  | 'droit-affaires'
  | 'droit-public'
  | 'droit-social'
  | 'droit-fiscal';

export type Specialty = {
  readonly id: SpecialtyId;
  readonly name: string;
  readonly shortName: string;
  readonly description: string;
  readonly keywords: readonly string[];
  /** euros */
  readonly avgCaseValue: number;
  readonly searchVolume: number;
};

export const SPECIALTIES: readonly Specialty[] = [
  {
    id: 'droit-penal',
    name: PRACTICE_AREA_NAMES.penal,
    shortName: 'Pénal',
    description:
      'Défense des personnes mises en cause ou victimes : garde à vue, comparution immédiate, audiences correctionnelles et criminelles.',
    keywords: ['avocat pénaliste', 'avocat droit pénal', 'garde à vue', 'comparution immédiate', 'défense pénale'],
    avgCaseValue: 5000,
    searchVolume: 8900,
  },
  {
    id: 'droit-famille',
    name: PRACTICE_AREA_NAMES.famille,
    shortName: 'Famille',
    description:
      'Divorce, séparation, garde des enfants, pension alimentaire, filiation et successions familiales.',
    keywords: ['avocat divorce', 'avocat droit de la famille', 'garde des enfants', 'pension alimentaire', 'divorce par consentement mutuel'],
    avgCaseValue: 3500,
    searchVolume: 12000,
  },
  {
    id: 'droit-travail',
    name: PRACTICE_AREA_NAMES.travail,
    shortName: 'Travail',
    description:
      "Licenciement, rupture conventionnelle, harcèlement, prud'hommes : conseil et défense des salariés comme des employeurs.",
    keywords: ['avocat droit du travail', "avocat prud'hommes", 'licenciement abusif', 'rupture conventionnelle', 'harcèlement au travail'],
    avgCaseValue: 4200,
    searchVolume: 9500,
  },
  {
    id: 'droit-immobilier',
    name: PRACTICE_AREA_NAMES.immobilier,
    shortName: 'Immobilier',
    description:
      'Ventes, baux, copropriété, construction et litiges entre propriétaires, locataires et promoteurs.',
    keywords: ['avocat droit immobilier', 'litige locatif', 'vice caché', 'avocat copropriété', 'bail commercial'],
    avgCaseValue: 7500,
    searchVolume: 6800,
  },
  {
    id: 'droit-affaires',
    name: PRACTICE_AREA_NAMES.affaires,
    shortName: 'Affaires',
    description:
      'Création et vie des sociétés, contrats commerciaux, cessions, contentieux entre entreprises.',
    keywords: ['avocat droit des affaires', "avocat d'affaires", 'création de société', 'contrat commercial', "cession d'entreprise"],
    avgCaseValue: 15000,
    searchVolume: 7200,
  },
  {
    id: 'droit-public',
    name: PRACTICE_AREA_NAMES.public,
    shortName: 'Public',
    description:
      'Contentieux administratif, urbanisme, marchés publics et relations avec les collectivités.',
    keywords: ['avocat droit public', 'avocat droit administratif', 'recours administratif', 'permis de construire', 'marchés publics'],
    avgCaseValue: 8000,
    searchVolume: 3400,
  },
  {
    id: 'droit-social',
    name: PRACTICE_AREA_NAMES.social,
    shortName: 'Social',
    description:
      'Relations collectives de travail, sécurité sociale, accidents du travail et restructurations.',
    keywords: ['avocat droit social', 'accident du travail', 'sécurité sociale', 'plan social', 'représentants du personnel'],
    avgCaseValue: 3800,
    searchVolume: 4600,
  },
  {
    id: 'droit-fiscal',
    name: PRACTICE_AREA_NAMES.fiscal,
    shortName: 'Fiscal',
    description:
      'Contrôles et redressements fiscaux, optimisation fiscale des particuliers et des entreprises.',
    keywords: ['avocat fiscaliste', 'avocat droit fiscal', 'contrôle fiscal', 'redressement fiscal', 'optimisation fiscale'],
    avgCaseValue: 12000,
    searchVolume: 3200,
  },
];
