import { describe, expect, it } from 'vitest';
import { cleanText, isBlankText } from '#shared/format/text';
import { LoginInput } from '#shared/auth/schemas';
import { ContactInput, QuizLeadInput } from '#shared/leads/schemas';
import { AuditInput, VisibilityInput } from '#shared/tools/schemas';

const CONTACT_REQUIRED = "Veuillez remplir tous les champs obligatoires et accepter d'être contacté.";
const REQUIRED = 'Veuillez remplir tous les champs obligatoires.';

/** Texts that show nothing on screen. */
const INVISIBLE = {
  'zero-width spaces': '\u200B\u200B\u200B',
  NUL: '\u0000',
  'NULs and spaces': ' \u0000 \u0000 ',
  BOM: '\uFEFF',
  'zero-width joiners': '\u200C\u200D\u2060',
  'bidi marks': '\u200E\u200F\u202A\u202C',
  'soft hyphen': '\u00AD',
  'non-breaking and ideographic spaces': '\u00A0\u202F\u3000',
  'escape and bell': '\u001B\u0007',
  'Hangul filler': '\u3164',
  'braille blank': '\u2800',
  'line separators': '\u2028\u2029\r\n\t',
};

describe('cleanText', () => {
  it.each(Object.entries(INVISIBLE))('turns %s into an empty text', (_name, text) => {
    expect(cleanText(text)).toBe('');
    expect(isBlankText(text)).toBe(true);
  });

  it('removes control characters inside the text and trims invisible ones at the ends', () => {
    expect(cleanText('\uFEFF Me\u0000 Dupont\u200B ')).toBe('Me Dupont');
    expect(cleanText('\u200BClaire\u200B')).toBe('Claire');
  });

  it('keeps visible text, accents, line breaks inside a block and emoji sequences', () => {
    expect(cleanText('Élodie Œuvray')).toBe('Élodie Œuvray');
    expect(cleanText('ligne 1\nligne 2')).toBe('ligne 1\nligne 2');
    expect(cleanText('👩\u200D⚖️ avocate')).toBe('👩\u200D⚖️ avocate');
    expect(isBlankText('a')).toBe(false);
    expect(isBlankText('.')).toBe(false);
  });
});

describe('required text fields made only of invisible characters count as empty', () => {
  const contact = { firstName: 'Claire', lastName: 'Martin', email: 'claire@cabinet-martin.fr', consent: true };
  const quiz = { ...contact, quizAnswers: [], quizScore: 40 };

  it.each(Object.entries(INVISIBLE))('contact form: a first or last name of %s is refused', (_name, text) => {
    for (const field of ['firstName', 'lastName'] as const) {
      const result = ContactInput.safeParse({ ...contact, [field]: text });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toEqual([CONTACT_REQUIRED]);
    }
  });

  it.each(Object.entries(INVISIBLE))('quiz lead: a name of %s is refused', (_name, text) => {
    const result = QuizLeadInput.safeParse({ ...quiz, firstName: text });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(REQUIRED);
  });

  it('visibility: a city of zero-width spaces is refused; the audit URL too', () => {
    expect(VisibilityInput.safeParse({ city: '\u200B\u200B', competitors: '1-5 cabinets' }).error?.issues[0]?.message).toBe(REQUIRED);
    expect(AuditInput.safeParse({ websiteUrl: '\u200B', specialization: 'Droit pénal' }).success).toBe(false);
  });

  it('stores the cleaned value and turns invisible-only optional fields into null', () => {
    const result = ContactInput.parse({ ...contact, firstName: '\u200BClaire\u0000', firmName: '\u200B\uFEFF', objectives: '\u0000' });
    expect(result.firstName).toBe('Claire');
    expect(result.firmName).toBeNull();
    expect(result.objectives).toBeNull();
  });

  it('login: a username of invisible characters is missing', () => {
    expect(LoginInput.safeParse({ username: '\u200B\u0000', password: 'x' }).success).toBe(false);
  });
});
