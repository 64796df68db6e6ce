import { desc, max } from 'drizzle-orm';
import { contacts, quizLeads, type Contact, type QuizLead } from '../../../db/schema';
import type { ContactInput, QuizLeadInput } from '../../shared/schemas';
import { isHoneypotFilled } from '../../shared/schemas/fields';
import { quizScore } from '../../shared/rules/quiz';
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

/**
 * Stores a quiz lead with the score the server computes from the answers (`quizScore` rule):
 * whatever score a client claims is ignored. A filled honeypot (a bot) gets the same kind of
 * reply but nothing is stored.
 */
export async function createQuizLead(deps: Pick<Deps, 'db'>, input: QuizLeadInput): Promise<QuizLead> {
  const { website: _honeypot, quizScore: _claimedScore, ...data } = input;
  const values = { ...data, quizScore: quizScore(data.quizAnswers) };
  if (isHoneypotFilled(input)) {
    const [last] = await deps.db.select({ id: max(quizLeads.id) }).from(quizLeads);
    return { ...values, id: (last?.id ?? 0) + 1, createdAt: new Date() };
  }
  const [row] = await deps.db.insert(quizLeads).values(values).returning();
  if (!row) throw new Error('quiz lead insert returned no row');
  return row;
}

/** Quiz leads, newest first (admin "Leads du quiz" view and CSV). */
export async function listQuizLeads(deps: Pick<Deps, 'db'>): Promise<QuizLead[]> {
  return deps.db.select().from(quizLeads).orderBy(desc(quizLeads.createdAt), desc(quizLeads.id));
}
