/** What the forms' zod schemas answer, and the spec's required-field texts (spec §8), for the schema tests. */
export const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

export const REQUIRED = 'Veuillez remplir tous les champs obligatoires.';
export const CONTACT_REQUIRED = "Veuillez remplir tous les champs obligatoires et accepter d'être contacté.";
