/**
 * The one small interface every AI provider implements: the `openai` SDK when
 * OPENAI_API_KEY is set, the offline composers otherwise (README, "Decisions").
 */
import type { ArticleLength, FirmSize, GeneratorPracticeType, GeneratorTopic, Tone } from '#shared/practice/areas';
import type { GeneratedArticle } from '#shared/ai/schemas';

/** What an article is about, resolved from the generator form. */
export type ArticleBrief = {
  practiceType: GeneratorPracticeType;
  firmSize: FirmSize;
  /** The stored topic: the predefined one, or the one the custom subject is about. */
  topic: GeneratorTopic;
  /** The admin's own subject (an idea or free text), null when a predefined topic was chosen. */
  customTopic: string | null;
  tone: Tone;
  length: ArticleLength;
};

export type AiProvider = {
  readonly name: 'openai' | 'offline';
  /** 5 to 8 French article ideas for a practice type. */
  ideas(practiceType: GeneratorPracticeType): Promise<string[]>;
  /**
   * A French Markdown article. `prompt` is the instruction text (also stored with the draft);
   * `correction` asks for a fixed word count on the second attempt.
   */
  article(brief: ArticleBrief, prompt: string, correction?: string): Promise<GeneratedArticle>;
  /** PNG bytes of an illustration for the prompt. */
  image(prompt: string): Promise<Buffer>;
};

/** A provider answered, but not with what was asked (bad JSON, missing fields, unreadable image). */
export class InvalidReplyError extends Error {
  constructor(detail: string) {
    super(`Réponse invalide du service d’IA : ${detail}`);
    this.name = 'InvalidReplyError';
  }
}
