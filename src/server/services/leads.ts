import { desc } from 'drizzle-orm';
import { contacts, quizLeads, type Contact } from '../../../db/schema';
import type { ContactInput, QuizLeadInput } from '../../shared/schemas';
import { isHoneypotFilled } from '../../shared/schemas/fields';
import type { Deps } from '../trpc/init';

/**
 * Stores a contact request; the lead is never lost once this resolves. A filled honeypot (a
 * bot) gets the same-looking reply, with id 0, and nothing is stored.
 */
export async function createContact(deps: Pick<Deps, 'db'>, input: ContactInput): Promise<Contact> {
  const { website: _honeypot, ...data } = input;
  if (isHoneypotFilled(input)) return { ...data, id: 0, createdAt: new Date() };
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
