import { ContactInput, QuizLeadInput } from '../../shared/schemas';
import * as leads from '../services/leads';
import { adminProcedure, rateLimitedProcedure, router } from '../trpc/init';

export const leadsRouter = router({
  createContact: rateLimitedProcedure('forms')
    .input(ContactInput)
    .mutation(({ ctx, input }) => leads.createContact(ctx, input)),
  listContacts: adminProcedure.query(({ ctx }) => leads.listContacts(ctx)),
  createQuizLead: rateLimitedProcedure('forms')
    .input(QuizLeadInput)
    .mutation(({ ctx, input }) => leads.createQuizLead(ctx, input)),
});
