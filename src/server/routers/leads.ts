import { z } from 'zod';
import { ContactInput, ContactRow, CsvFile, PageInput, QuizLeadInput, QuizLeadRow } from '../../shared/schemas';
import { checked } from '../rest/meta';
import * as exports from '../services/exports';
import * as leads from '../services/leads';
import { adminProcedure, rateLimitedProcedure, router } from '../trpc/init';

const tag = 'Prospects' as const;

export const leadsRouter = router({
  createContact: rateLimitedProcedure('forms')
    .meta({
      rest: {
        method: 'post', path: '/api/contacts', tag, status: 201,
        summary: 'Envoi du formulaire de contact ; renvoie le contact enregistré (webhook lead.created).',
      },
    })
    .input(ContactInput)
    .output(checked(ContactRow))
    .mutation(({ ctx, input }) => leads.createContact(ctx, input)),
  listContacts: adminProcedure
    .meta({ rest: { method: 'get', path: '/api/contacts', tag, paginated: true, summary: 'Liste des demandes de contact, les plus récentes en premier.' } })
    .input(PageInput)
    .output(checked(z.array(ContactRow)))
    .query(({ ctx, input }) => leads.listContacts(ctx, input, ctx)),
  listQuizLeads: adminProcedure
    .meta({ rest: { method: 'get', path: '/api/admin/quiz-leads', tag, paginated: true, summary: 'Liste des prospects du quiz, les plus récents en premier.' } })
    .input(PageInput)
    .output(checked(z.array(QuizLeadRow)))
    .query(({ ctx, input }) => leads.listQuizLeads(ctx, input, ctx)),
  /** CSV files ({ filename, csv }); the REST facade serves them as text/csv downloads. */
  exportContactsCsv: adminProcedure
    .meta({
      rest: {
        method: 'get', path: '/api/admin/contacts/export.csv', tag, reply: 'csv',
        summary: 'Export CSV des demandes de contact (UTF-8 avec BOM, séparateur « ; », pour Excel).',
      },
    })
    .output(checked(CsvFile))
    .query(({ ctx }) => exports.contactsCsv(ctx)),
  exportQuizLeadsCsv: adminProcedure
    .meta({
      rest: {
        method: 'get', path: '/api/admin/quiz-leads/export.csv', tag, reply: 'csv',
        summary: 'Export CSV des prospects du quiz (UTF-8 avec BOM, séparateur « ; », pour Excel).',
      },
    })
    .output(checked(CsvFile))
    .query(({ ctx }) => exports.quizLeadsCsv(ctx)),
  createQuizLead: rateLimitedProcedure('forms')
    .meta({
      rest: {
        method: 'post', path: '/api/quiz-leads', tag, status: 201,
        summary:
          'Enregistre un prospect issu du quiz de visibilité ; le score est recalculé par le serveur à partir des réponses. Renvoie le prospect enregistré (webhook lead.created).',
      },
    })
    .input(QuizLeadInput)
    .output(checked(QuizLeadRow))
    .mutation(({ ctx, input }) => leads.createQuizLead(ctx, input)),
});
