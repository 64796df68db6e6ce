/** The public forms that make a lead: the contact form and the quiz lead (spec §8 messages). */
import { describe, expect, it } from 'vitest';
import { ContactInput, QuizLeadInput } from '#shared/leads/schemas';
import { CONTACT_REQUIRED, messages } from '../form-messages';

describe('the contact form', () => {
  const valid = { firstName: 'Claire', lastName: 'Martin', email: 'claire@cabinet-martin.fr', consent: true };

  it('accepts the four required fields', () => {
    expect(ContactInput.safeParse(valid).success).toBe(true);
  });

  it('refuses a request without consent, with the spec message', () => {
    const result = ContactInput.safeParse({ ...valid, consent: false });
    expect(result.success).toBe(false);
    expect(messages(result)).toEqual([CONTACT_REQUIRED]);
    expect(messages(ContactInput.safeParse({ ...valid, consent: undefined }))).toEqual([CONTACT_REQUIRED]);
  });

  it('refuses a missing or blank name or e-mail with the same message', () => {
    expect(messages(ContactInput.safeParse({ ...valid, firstName: '   ' }))).toEqual([CONTACT_REQUIRED]);
    expect(messages(ContactInput.safeParse({ ...valid, lastName: undefined }))).toEqual([CONTACT_REQUIRED]);
    expect(messages(ContactInput.safeParse({ ...valid, email: '' }))).toEqual([CONTACT_REQUIRED]);
  });

  it('refuses a malformed e-mail', () => {
    expect(messages(ContactInput.safeParse({ ...valid, email: 'claire@' }))).toEqual([
      'Veuillez saisir une adresse e-mail valide.',
    ]);
  });

  it('turns empty optional fields into null and trims the rest', () => {
    const result = ContactInput.parse({
      ...valid,
      firstName: '  Claire ',
      email: ' Claire@Cabinet-Martin.fr ',
      phone: '',
      firmName: '  ',
      specialization: '',
      objectives: 'Plus de clients',
    });
    expect(result).toEqual({
      firstName: 'Claire',
      lastName: 'Martin',
      email: 'claire@cabinet-martin.fr',
      phone: null,
      firmName: null,
      specialization: null,
      objectives: 'Plus de clients',
      consent: true,
      // Where the visit began: absent from this form, so null.
      sourcePage: null,
      referrer: null,
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
    });
  });

  it('accepts only the listed specializations', () => {
    expect(ContactInput.parse({ ...valid, specialization: 'penal' }).specialization).toBe('penal');
    expect(ContactInput.safeParse({ ...valid, specialization: 'martien' }).success).toBe(false);
  });

  it('caps the length of every text', () => {
    expect(ContactInput.safeParse({ ...valid, objectives: 'x'.repeat(2001) }).success).toBe(false);
    expect(ContactInput.safeParse({ ...valid, firstName: 'x'.repeat(101) }).success).toBe(false);
    expect(ContactInput.safeParse({ ...valid, phone: '1'.repeat(31) }).success).toBe(false);
  });
});

describe('the quiz lead', () => {
  const valid = {
    firstName: 'Paul',
    lastName: 'Durand',
    email: 'paul@durand-avocat.fr',
    consent: true,
    quizAnswers: [
      { questionId: 1, answer: 'Non, pas encore' },
      { questionId: 6, answer: ['Site internet', 'Réseaux sociaux'] },
    ],
  };

  it("defaults the lead source to 'facebook-quiz'", () => {
    expect(QuizLeadInput.parse(valid).leadSource).toBe('facebook-quiz');
  });

  it('needs consent, with the spec message', () => {
    expect(messages(QuizLeadInput.safeParse({ ...valid, consent: false }))).toEqual([
      'Veuillez accepter le traitement de vos données.',
    ]);
  });

  it('takes no score: the server computes it, a claimed one is dropped', () => {
    expect(QuizLeadInput.parse({ ...valid, quizScore: 101 })).not.toHaveProperty('quizScore');
  });

  it('accepts an empty answer list when time runs out', () => {
    expect(QuizLeadInput.safeParse({ ...valid, quizAnswers: [] }).success).toBe(true);
  });
});
