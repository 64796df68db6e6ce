/**
 * Shared zod schemas, one per input shape, used by the forms and the procedures.
 * Importing this index switches zod's default messages to French, once.
 */
import { z } from 'zod';

z.config(z.locales.fr());

export * from './ai';
export * from './auth';
export * from './blog';
export * from './consent';
;
export * from './leads';
export * from './messages';
export * from './tools';
export * from './emails';
export * from './replies';
export * from './webhooks';
export * from './lead-desk';
