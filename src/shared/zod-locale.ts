import { config } from 'zod/v4/core';
import fr from 'zod/v4/locales/fr.js';

/**
 * zod's default messages in French (a field a schema gives no message of its own). Called once
 * by each entry point — the browser's (`entry-client.tsx`), the server's (`createApp`) and the
 * tests' setup — so no module has an import side effect and every chunk sees the same messages.
 * It imports zod's core `config` and the French locale alone (≈ 1.6 KB gzip), not the whole of zod:
 * pages without a form still never load zod.
 */
export function setFrenchZodMessages(): void {
  config(fr());
}
