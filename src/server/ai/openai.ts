/**
 * The `openai` SDK provider (OPENAI_API_KEY set; OPENAI_BASE_URL for any compatible server):
 * structured JSON output described by a zod schema, then checked by the shared zod schemas;
 * a timeout on every call; no silent retry (the word-range retry is the service's).
 */
import OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import { z } from '#shared/zod';
import { GeneratedArticle, GeneratedIdeas } from '#shared/ai/schemas';
import type { AppConfig } from '../platform/env';
import { toPng } from './cover';
import { ideasPrompt, imagePrompt, SYSTEM_PROMPT } from './prompt';
import { InvalidReplyError, type AiProvider, type Meter } from './provider';

/** What the model is asked to return (plain types: the checks are in the shared schemas). */
const ArticleReply = z.object({
  title: z.string(),
  excerpt: z.string(),
  content: z.string(),
  metaDescription: z.string(),
  keywords: z.array(z.string()),
});
const IdeasReply = z.object({ ideas: z.array(z.string()) });

type OpenAiConfig = Pick<AppConfig, 'OPENAI_API_KEY' | 'OPENAI_BASE_URL' | 'OPENAI_MODEL' | 'OPENAI_IMAGE_MODEL' | 'OPENAI_TIMEOUT_SECONDS'>;

export function createOpenAiProvider(config: OpenAiConfig): AiProvider {
  const client = new OpenAI({
    apiKey: config.OPENAI_API_KEY,
    baseURL: config.OPENAI_BASE_URL,
    timeout: config.OPENAI_TIMEOUT_SECONDS * 1000,
    maxRetries: 0,
  });

  /** Reports a call's token usage (with the configured model's name: its price is known). */
  const report = (meter: Meter | undefined, usage: OpenAI.CompletionUsage | undefined) => {
    if (meter && usage) meter({ model: config.OPENAI_MODEL, promptTokens: usage.prompt_tokens, completionTokens: usage.completion_tokens });
  };

  async function structured<T extends z.ZodType>(schema: T, name: string, user: string, meter?: Meter): Promise<z.output<T>> {
    const completion = await client.chat.completions.parse({
      model: config.OPENAI_MODEL,
      messages: [
        { role: 'system', content: SYSTEM_PROMPT },
        { role: 'user', content: user },
      ],
      response_format: zodResponseFormat(schema, name),
    });
    report(meter, completion.usage);
    const message = completion.choices[0]?.message;
    if (!message || message.refusal || message.parsed == null) {
      throw new InvalidReplyError(message?.refusal ? 'refus du modèle' : 'réponse vide');
    }
    return message.parsed as z.output<T>;
  }

  return {
    name: 'openai',
    async ideas(practiceType, meter) {
      const reply = await structured(IdeasReply, 'idees_articles', ideasPrompt(practiceType), meter);
      const ideas = GeneratedIdeas.safeParse(reply.ideas);
      if (!ideas.success) throw new InvalidReplyError(ideas.error.issues[0]?.message ?? 'idées invalides');
      return ideas.data;
    },
    async article(_brief, prompt, correction, meter) {
      const reply = await structured(ArticleReply, 'article', correction ? `${prompt}\n\n${correction}` : prompt, meter);
      const article = GeneratedArticle.safeParse(reply);
      if (!article.success) throw new InvalidReplyError(article.error.issues[0]?.message ?? 'article invalide');
      return article.data;
    },
    /**
     * Streamed structured output: the SDK parses the JSON as it arrives (partial JSON), and the
     * growth of its `content` field is handed on; the last chunk carries the usage
     * (`stream_options.include_usage`). Aborting `signal` closes the provider's connection.
     */
    async streamArticle({ prompt, revision }, { signal, onText, meter }) {
      const messages: OpenAI.ChatCompletionMessageParam[] = [
        { role: 'system', content: SYSTEM_PROMPT },
        { role: 'user', content: prompt },
      ];
      if (revision) {
        messages.push({ role: 'assistant', content: JSON.stringify(revision.previous) }, { role: 'user', content: revision.instruction });
      }
      const stream = client.chat.completions.stream(
        { model: config.OPENAI_MODEL, messages, response_format: zodResponseFormat(ArticleReply, 'article'), stream_options: { include_usage: true } },
        { signal },
      );
      let sent = '';
      stream.on('content.delta', ({ parsed }) => {
        const content = (parsed as { content?: unknown } | null)?.content;
        if (typeof content === 'string' && content.length > sent.length && content.startsWith(sent)) {
          onText(content.slice(sent.length));
          sent = content;
        }
      });
      const completion = await stream.finalChatCompletion();
      report(meter, completion.usage ?? undefined);
      const message = completion.choices[0]?.message;
      if (!message || message.refusal || message.parsed == null) {
        throw new InvalidReplyError(message?.refusal ? 'refus du modèle' : 'réponse vide');
      }
      const article = GeneratedArticle.safeParse(message.parsed);
      if (!article.success) throw new InvalidReplyError(article.error.issues[0]?.message ?? 'article invalide');
      return article.data;
    },
    async image(prompt, meter) {
      const reply = await client.images.generate({
        model: config.OPENAI_IMAGE_MODEL,
        prompt: imagePrompt(prompt),
        n: 1,
        // GPT image models always answer in base64; DALL·E models must be asked to.
        ...(config.OPENAI_IMAGE_MODEL.startsWith('dall-e') ? { response_format: 'b64_json' as const } : {}),
      });
      meter?.({ model: config.OPENAI_IMAGE_MODEL, promptTokens: reply.usage?.input_tokens ?? 0, completionTokens: reply.usage?.output_tokens ?? 0 });
      const data = reply.data?.[0]?.b64_json;
      if (!data) throw new InvalidReplyError('aucune image reçue');
      try {
        return await toPng(Buffer.from(data, 'base64'));
      } catch {
        throw new InvalidReplyError('image illisible');
      }
    },
  };
}
