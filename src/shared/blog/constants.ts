/** Blog constants read by public pages (no zod here: route chunks import it). */

/** Articles per page of a category page `/blog/categorie/{slug}?page=N`. */
export const CATEGORY_PAGE_SIZE = 12;
