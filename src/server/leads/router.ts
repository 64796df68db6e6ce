import { ContactRow, LeadDetail, LeadNoteReply, LeadRow, LeadSummaryReply, QuizLeadRow } from '#shared/leads/replies';
import { CsvFile } from '#shared/api/replies';
import { PageInput, pageReply } from '#shared/api/page';
import { LeadListInput, LeadNoteInput, LeadRefInput, LeadStatusInput } from '#shared/leads/lead-desk-schemas';
import { ContactInput, QuizLeadInput } from '#shared/leads/schemas';
import * as leadDesk from './lead-desk';
import { checked } from '../platform/trpc/meta';
import * as exports from './exports';
import * as leads from './leads';
import { staffProcedure, rateLimitedProcedure, router } from '../platform/trpc/init';
import { recordAudit } from '../auth/audit-log';

const tag = 'Prospects' as const;
/** The lead desk: sales people (and admins). */
const salesProcedure = staffProcedure(['sales']);

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
  listContacts: salesProcedure
    .meta({ rest: { method: 'get', path: '/api/contacts', scope: 'leads:read', tag, paginated: true, summary: 'Liste des demandes de contact, les plus récentes en premier.' } })
    .input(PageInput)
    .output(checked(pageReply(ContactRow)))
    .query(({ ctx, input }) => leads.listContacts(ctx, input)),
  listQuizLeads: salesProcedure
    .meta({ rest: { method: 'get', path: '/api/admin/quiz-leads', scope: 'leads:read', tag, paginated: true, summary: 'Liste des prospects du quiz, les plus récents en premier.' } })
    .input(PageInput)
    .output(checked(pageReply(QuizLeadRow)))
    .query(({ ctx, input }) => leads.listQuizLeads(ctx, input)),
  /** CSV files ({ filename, csv }); the REST facade serves them as text/csv downloads. */
  exportContactsCsv: salesProcedure
    .meta({
      rest: {
        method: 'get', path: '/api/admin/contacts/export.csv', scope: 'leads:read', tag, reply: 'csv',
        summary: 'Export CSV des demandes de contact (UTF-8 avec BOM, séparateur « ; », pour Excel).',
      },
    })
    .output(checked(CsvFile))
    .query(async ({ ctx }) => {
      const file = await exports.contactsCsv(ctx);
      await recordAudit(ctx, { action: 'leads.exported', target: 'Demandes de contact' });
      return file;
    }),
  exportQuizLeadsCsv: salesProcedure
    .meta({
      rest: {
        method: 'get', path: '/api/admin/quiz-leads/export.csv', scope: 'leads:read', tag, reply: 'csv',
        summary: 'Export CSV des prospects du quiz (UTF-8 avec BOM, séparateur « ; », pour Excel).',
      },
    })
    .output(checked(CsvFile))
    .query(async ({ ctx }) => {
      const file = await exports.quizLeadsCsv(ctx);
      await recordAudit(ctx, { action: 'leads.exported', target: 'Prospects du quiz' });
      return file;
    }),
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
  /** The lead desk: every lead in one list, one lead in full, its status and notes. */
  list: salesProcedure
    .meta({
      rest: {
        method: 'get', path: '/api/admin/leads', scope: 'leads:read', tag, paginated: true,
        summary:
          'Les prospects (demandes de contact et leads du quiz) en une liste, les plus récents en premier ; filtres kind (contact | quiz), status, q (noms, e-mail, cabinet), from et to (AAAA-MM-JJ) ; sort=score : le score de priorité le plus haut en premier.',
      },
    })
    .input(LeadListInput)
    .output(checked(pageReply(LeadRow)))
    .query(({ ctx, input }) => leadDesk.listLeads(ctx, input)),
  summary: salesProcedure
    .meta({
      rest: {
        method: 'get', path: '/api/admin/leads/summary', scope: 'leads:read', tag,
        summary:
          'La promesse de réponse en 2 heures : prospects encore « Nouveau », et sur les 30 derniers jours le délai médian de première réponse et le nombre de prospects traités dans le délai.',
      },
    })
    .output(checked(LeadSummaryReply))
    .query(({ ctx }) => leadDesk.leadSummary(ctx)),
  byId: salesProcedure
    .meta({
      rest: {
        method: 'get', path: '/api/admin/leads/:kind/:id', scope: 'leads:read', tag, errors: { 404: 'Prospect introuvable' },
        summary: 'Un prospect avec tous ses champs (objectifs ou réponses au quiz et score), ses notes, l’historique de son statut et les e-mails envoyés.',
      },
    })
    .input(LeadRefInput)
    .output(checked(LeadDetail))
    .query(({ ctx, input }) => leadDesk.getLead(ctx, input)),
  setStatus: salesProcedure
    .meta({
      rest: {
        method: 'patch', path: '/api/admin/leads/:kind/:id', scope: 'leads:write', tag, ifMatch: 'leads.byId', errors: { 404: 'Prospect introuvable' },
        summary:
          'Change le statut : nouveau, contacte, rdv, gagne, perdu (« Nouveau », « Contacté », « Rendez-vous », « Client », « Perdu ») ; le premier changement ou la première note fixe firstResponseAt (webhook lead.updated, avec `changes: { status: { from, to } }`).',
      },
    })
    .input(LeadStatusInput)
    .output(checked(LeadDetail))
    .mutation(async ({ ctx, input }) => {
      const lead = await leadDesk.setLeadStatus(ctx, ctx.user.id, input, input.data.status);
      await recordAudit(ctx, { action: 'lead.status-changed', target: `Prospect ${input.kind} #${input.id} → ${input.data.status}` });
      return lead;
    }),
  addNote: salesProcedure
    .meta({
      rest: {
        method: 'post', path: '/api/admin/leads/:kind/:id/notes', scope: 'leads:write', tag, status: 201, errors: { 404: 'Prospect introuvable' },
        summary: 'Ajoute une note signée par l’administrateur connecté (webhook lead.note_added).',
      },
    })
    .input(LeadNoteInput)
    .output(checked(LeadNoteReply))
    .mutation(({ ctx, input }) => leadDesk.addLeadNote(ctx, ctx.user.id, input, input.data.text)),
});
