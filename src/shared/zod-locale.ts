import { z } from 'zod';

/**
 * zod's default messages in French (a field a schema gives no message of its own). Called once
 * by each entry point — the browser's (`entry-client.tsx`) and the server's (`createApp`) — so no
 * import has a side effect and every chunk sees the same messages.
 */
export function setFrenchZodMessages(): void {
  z.config(z.locales.fr());
}
