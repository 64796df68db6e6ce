import { REGIONS } from '#shared/landing/cities';
import { SPECIALTIES } from '#shared/landing/specialties';
import { generateSeoPages } from '#shared/landing/directory';
import type { DirectoryData } from '../components/directory/DirectoryPage';

/**
 * The directory's data: what its cards show of the 160 pages, the regions and the specialties.
 * Imported on demand by the /pages-seo loader, so the cities and specialties stay out of the
 * page's JavaScript (the browser gets this with the page data).
 */
export function directoryData(): DirectoryData {
  return {
    pages: generateSeoPages().map(({ slug, city, practice, practiceId, region, searchPotential, competitionLevel }) => ({
      slug,
      city,
      practice,
      practiceId,
      region,
      searchPotential,
      competitionLevel,
    })),
    regions: REGIONS,
    specialties: SPECIALTIES.map(({ id, name }) => ({ id, name })),
  };
}
