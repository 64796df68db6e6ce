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
  /** Pages of the site the article may link to (the writer offers them; 2 to 3 are asked for). */
  siteLinks?: readonly SiteLink[];
};

/** A page of the site offered as an internal link. */
export type SiteLink = { title: string; path: string };

/** What one provider call used (reported by the provider once it has answered). */
export type ProviderUsage = { model: string; promptTokens: number; completionTokens: number };
/** Receives a call's usage (the service records it). */
export type Meter = (usage: ProviderUsage) => void;

/** A streamed article request: the first instruction, and for a revision the draft and what to fix. */
export type StreamRequest = {
  brief: ArticleBrief;
  prompt: string;
  revision?: { previous: GeneratedArticle; instruction: string };
};

export type AiProvider = {
  readonly name: 'openai' | 'offline';
  /** 5 to 8 French article ideas for a practice type. */
  ideas(practiceType: GeneratorPracticeType, meter?: Meter): Promise<string[]>;
  /**
   * A French Markdown article. `prompt` is the instruction text (also stored with the draft);
   * `correction` asks for a fixed word count on the second attempt.
   */
  article(brief: ArticleBrief, prompt: string, correction?: string, meter?: Meter): Promise<GeneratedArticle>;
  /**
   * The same, streamed: `onText` receives the article's Markdown as it is written (pieces that
   * add up to it). `signal` aborts the call (nothing reported to the meter then).
   */
  streamArticle(request: StreamRequest, options: { signal: AbortSignal; onText: (text: string) => void; meter?: Meter }): Promise<GeneratedArticle>;
  /** PNG bytes of an illustration for the prompt. */
  image(prompt: string, meter?: Meter): Promise<Buffer>;
};

/** A provider answered, but not with what was asked (bad JSON, missing fields, unreadable image). */
export class InvalidReplyError extends Error {
  constructor(detail: string) {
    super(`Réponse invalide du service d’IA : ${detail}`);
    this.name = 'InvalidReplyError';
  }
}
