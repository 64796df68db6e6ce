/** A competitor appearing before you means you are not in the top 3 results (spec §2 banner). */
export const COMPETITOR_TOP_RESULTS = 3;
