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
  /** Town-hall coordinates (degrees), used to link a landing page to nearby cities. */
  readonly lat: number;
  readonly lon: number;
};

export const CITIES: readonly City[] = [
  { name: 'Paris', slug: 'paris', population: 2161000, region: 'Île-de-France', departement: 'Paris', lat: 48.857, lon: 2.352 },
  { name: 'Marseille', slug: 'marseille', population: 873000, region: "Provence-Alpes-Côte d'Azur", departement: 'Bouches-du-Rhône', lat: 43.296, lon: 5.37 },
  { name: 'Lyon', slug: 'lyon', population: 522000, region: 'Auvergne-Rhône-Alpes', departement: 'Rhône', lat: 45.764, lon: 4.836 },
  { name: 'Toulouse', slug: 'toulouse', population: 498000, region: 'Occitanie', departement: 'Haute-Garonne', lat: 43.605, lon: 1.444 },
  { name: 'Nice', slug: 'nice', population: 342000, region: "Provence-Alpes-Côte d'Azur", departement: 'Alpes-Maritimes', lat: 43.71, lon: 7.262 },
  { name: 'Nantes', slug: 'nantes', population: 320000, region: 'Pays de la Loire', departement: 'Loire-Atlantique', lat: 47.218, lon: -1.554 },
  { name: 'Montpellier', slug: 'montpellier', population: 295000, region: 'Occitanie', departement: 'Hérault', lat: 43.611, lon: 3.877 },
  { name: 'Strasbourg', slug: 'strasbourg', population: 287000, region: 'Grand Est', departement: 'Bas-Rhin', lat: 48.573, lon: 7.752 },
  { name: 'Bordeaux', slug: 'bordeaux', population: 260000, region: 'Nouvelle-Aquitaine', departement: 'Gironde', lat: 44.838, lon: -0.579 },
  { name: 'Lille', slug: 'lille', population: 236000, region: 'Hauts-de-France', departement: 'Nord', lat: 50.629, lon: 3.057 },
  { name: 'Rennes', slug: 'rennes', population: 222000, region: 'Bretagne', departement: 'Ille-et-Vilaine', lat: 48.117, lon: -1.678 },
  { name: 'Reims', slug: 'reims', population: 182000, region: 'Grand Est', departement: 'Marne', lat: 49.258, lon: 4.032 },
  { name: 'Toulon', slug: 'toulon', population: 180000, region: "Provence-Alpes-Côte d'Azur", departement: 'Var', lat: 43.124, lon: 5.928 },
  { name: 'Saint-Étienne', slug: 'saint-etienne', population: 173000, region: 'Auvergne-Rhône-Alpes', departement: 'Loire', lat: 45.44, lon: 4.387 },
  { name: 'Le Havre', slug: 'le-havre', population: 169000, region: 'Normandie', departement: 'Seine-Maritime', lat: 49.494, lon: 0.108 },
  { name: 'Dijon', slug: 'dijon', population: 159000, region: 'Bourgogne-Franche-Comté', departement: "Côte-d'Or", lat: 47.322, lon: 5.041 },
  { name: 'Grenoble', slug: 'grenoble', population: 158000, region: 'Auvergne-Rhône-Alpes', departement: 'Isère', lat: 45.188, lon: 5.724 },
  { name: 'Angers', slug: 'angers', population: 157000, region: 'Pays de la Loire', departement: 'Maine-et-Loire', lat: 47.478, lon: -0.563 },
  { name: 'Nîmes', slug: 'nimes', population: 151000, region: 'Occitanie', departement: 'Gard', lat: 43.837, lon: 4.36 },
  // The spec's list ends with Villeurbanne: 150 000 keeps it last (2019 census order).
  { name: 'Villeurbanne', slug: 'villeurbanne', population: 150000, region: 'Auvergne-Rhône-Alpes', departement: 'Rhône', lat: 45.766, lon: 4.88 },
];

/** Regions of `CITIES`, each once, sorted alphabetically (French collation). */
export const REGIONS: readonly string[] = /* @__PURE__ */ [...new Set(CITIES.map((c) => c.region))].sort((a, b) =>
  a.localeCompare(b, 'fr'),
);

/** Great-circle distance between two cities, in kilometres (haversine). */
function distanceKm(a: Pick<City, 'lat' | 'lon'>, b: Pick<City, 'lat' | 'lon'>): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/**
 * The `count` cities closest to `city` (itself excluded), same-region cities first, then by
 * distance: the internal links of a landing page to the same specialty nearby.
 */
export function nearbyCities(city: City, count = 4): City[] {
  return CITIES.filter((other) => other.slug !== city.slug)
    .map((other) => ({ other, sameRegion: other.region === city.region, km: distanceKm(city, other) }))
    .sort((a, b) => Number(b.sameRegion) - Number(a.sameRegion) || a.km - b.km)
    .slice(0, count)
    .map(({ other }) => other);
}
