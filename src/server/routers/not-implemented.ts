import { TRPCError } from '@trpc/server';

/** For procedures whose behaviour lands in a later issue: routed and documented, answering 501. */
export function notImplemented(feature: string): never {
  throw new TRPCError({
    code: 'NOT_IMPLEMENTED',
    message: `${feature} : fonctionnalité bientôt disponible.`,
  });
}
