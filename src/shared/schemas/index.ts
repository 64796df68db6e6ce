/**
 * Shared zod schemas, one per input shape, used by the forms and the procedures. zod's French
 * default messages are set by the entry points (`shared/zod-locale.ts`), not by importing this.
 */

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
