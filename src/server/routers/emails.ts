import { z } from 'zod';
import { EmailIdInput, EmailRow } from '../../shared/schemas';
import * as emails from '../services/emails';
import { adminProcedure, router } from '../trpc/init';

export const emailsRouter = router({
  list: adminProcedure.output(z.array(EmailRow)).query(({ ctx }) => emails.listEmails(ctx)),
  retry: adminProcedure
    .input(EmailIdInput)
    .output(EmailRow)
    .mutation(({ ctx, input }) => emails.retryEmail(ctx, input.id)),
});
