/**
 * The password policy (NIST SP 800-63B): at least 10 characters, at most 200, not one of the most
 * common passwords (the list stays on the server: src/server/auth/common-passwords.ts), not the
 * account's own name or e-mail; no composition rule (no forced digit, capital or symbol).
 */
export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 200;

export const PASSWORD_POLICY_MESSAGES = {
  common: 'Ce mot de passe fait partie des plus courants : choisissez-en un autre, plus long ou moins prévisible (une phrase de plusieurs mots, par exemple).',
  personal: "Le mot de passe ne peut pas être votre nom d'utilisateur ni votre adresse e-mail.",
} as const;

/** The hint under every field where a password is chosen (registration, change, invitation, reset). */
export const PASSWORD_HINT = `${PASSWORD_MIN} caractères au minimum ; une phrase de plusieurs mots convient très bien.`;
