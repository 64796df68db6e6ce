/** Messages of the SEO pages directory (part of MESSAGES, in a module of its own so the directory page loads only these). */
export const DIRECTORY_MESSAGES = {
  empty: 'Aucune page trouvée avec ces critères.',
} as const;
