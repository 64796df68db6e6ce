import { desc } from 'drizzle-orm';
import { contacts, quizLeads, type Contact, type QuizLead } from '../../../db/schema';
import type { ContactInput, QuizLeadInput } from '../../shared/schemas';
import type { Deps } from '../trpc/init';

/** Stores a contact request; the lead is never lost once this resolves. */
export async function createContact(deps: Pick<Deps, 'db'>, input: ContactInput): Promise<Contact> {
  const { website: _honeypot, ...data } = input;
  const [row] = await deps.db.insert(contacts).values(data).returning();
  if (!row) throw new Error('contact insert returned no row');
  return row;
}

export async function listContacts(deps: Pick<Deps, 'db'>): Promise<Contact[]> {
  return deps.db.select().from(contacts).orderBy(desc(contacts.createdAt), desc(contacts.id));
}

export async function createQuizLead(deps: Pick<Deps, 'db'>, input: QuizLeadInput) {
  const { website: _honeypot, ...data } = input;
  const [row] = await deps.db.insert(quizLeads).values(data).returning({ id: quizLeads.id });
  if (!row) throw new Error('quiz lead insert returned no row');
  return { success: true as const, id: row.id };
}

/** Quiz leads, newest first (admin "Leads du quiz" view and CSV). */
export async function listQuizLeads(deps: Pick<Deps, 'db'>): Promise<QuizLead[]> {
  return deps.db.select().from(quizLeads).orderBy(desc(quizLeads.createdAt), desc(quizLeads.id));
}
