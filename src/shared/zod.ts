import { z, ZodError } from 'zod';

/**
 * The one way into zod's runtime: every schema imports `z` from here, so zod's default messages
 * (a field a schema gives no message of its own) are in French wherever a schema exists — in the
 * browser whichever chunk loads first, on the server, in tests — and pages without a form never
 * load zod at all. ESLint forbids value imports of 'zod' anywhere else.
 */
z.config(z.locales.fr());

export { z, ZodError };
