import { ContactInput, QuizLeadInput } from '../../shared/schemas';
import * as exports from '../services/exports';
import * as leads from '../services/leads';
import { adminProcedure, rateLimitedProcedure, router } from '../trpc/init';

export const leadsRouter = router({
  createContact: rateLimitedProcedure('forms')
    .input(ContactInput)
    .mutation(({ ctx, input }) => leads.createContact(ctx, input)),
  listContacts: adminProcedure.query(({ ctx }) => leads.listContacts(ctx)),
  listQuizLeads: adminProcedure.query(({ ctx }) => leads.listQuizLeads(ctx)),
  /** CSV files ({ filename, csv }); the REST facade serves them as text/csv downloads. */
  exportContactsCsv: adminProcedure.query(({ ctx }) => exports.contactsCsv(ctx)),
  exportQuizLeadsCsv: adminProcedure.query(({ ctx }) => exports.quizLeadsCsv(ctx)),
  createQuizLead: rateLimitedProcedure('forms')
    .input(QuizLeadInput)
    .mutation(({ ctx, input }) => leads.createQuizLead(ctx, input)),
});
