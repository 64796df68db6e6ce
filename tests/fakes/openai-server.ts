/**
 * A fake OpenAI-compatible server on 127.0.0.1 for the tests: it answers
 * POST /v1/chat/completions and POST /v1/images/generations with the replies queued by the
 * test, in order, and records every request it receives. A chat request with `stream: true` is
 * answered as server-sent chunks of the queued message, `chunkDelayMs` apart (a slow model), with a
 * last usage chunk when `stream_options.include_usage` is set; a client closing the stream early
 * is counted in `aborted`.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeReply =
  /** A JSON body with a status (200 unless said). */
  | { status?: number; body: unknown }
  /** Never answers (to test the client's timeout). */
  | { hang: true };

type RecordedRequest = { path: string; headers: http.IncomingHttpHeaders; body: Record<string, unknown> };

type ChatBody = {
  choices: { message: { content: string | null } }[];
  usage?: { prompt_tokens: number; completion_tokens: number; total_tokens: number };
};

export type FakeOptions = {
  /** Wait between two streamed chunks (ms). */
  chunkDelayMs?: number;
  /** Characters of message content per streamed chunk. */
  chunkChars?: number;
};

export type FakeOpenAi = {
  /** Base URL for the SDK: `http://127.0.0.1:<port>/v1`. */
  url: string;
  requests: RecordedRequest[];
  /** The last user message of every chat request, in order (what the model was asked). */
  prompts: () => string[];
  /** Streamed replies the client closed before their end. */
  readonly aborted: number;
  /** Streamed chunks sent so far (all replies). */
  readonly chunksSent: number;
  queueChat: (...replies: FakeReply[]) => void;
  queueImage: (...replies: FakeReply[]) => void;
  reset: () => void;
  close: () => Promise<void>;
};

/** A chat completion whose message content is `content` (objects are sent as JSON text), with its token usage. */
export function chatReply(content: unknown, usage = { prompt: 10, completion: 10 }): FakeReply {
  return {
    body: {
      id: 'chatcmpl-test',
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: 'gpt-4o-mini',
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: typeof content === 'string' ? content : JSON.stringify(content), refusal: null },
          finish_reason: 'stop',
          logprobs: null,
        },
      ],
      usage: { prompt_tokens: usage.prompt, completion_tokens: usage.completion, total_tokens: usage.prompt + usage.completion },
    },
  };
}

/** An images reply carrying `png` in base64. */
export function imageReply(png: Buffer): FakeReply {
  return { body: { created: Math.floor(Date.now() / 1000), data: [{ b64_json: png.toString('base64') }] } };
}

/** An OpenAI-style error reply. */
export function errorReply(status: number, message = 'Erreur simulée'): FakeReply {
  return { status, body: { error: { message, type: 'server_error', code: null } } };
}

/** The chunks of a streamed chat completion (OpenAI's `chat.completion.chunk` objects). */
function streamChunks(body: ChatBody, includeUsage: boolean, chunkChars: number): unknown[] {
  const content = body.choices[0]?.message.content ?? '';
  const base = { id: 'chatcmpl-test', object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model: 'gpt-4o-mini' };
  const chunks: unknown[] = [{ ...base, choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }] }];
  for (let i = 0; i < content.length; i += chunkChars) {
    chunks.push({ ...base, choices: [{ index: 0, delta: { content: content.slice(i, i + chunkChars) }, finish_reason: null }] });
  }
  chunks.push({ ...base, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] });
  if (includeUsage) chunks.push({ ...base, choices: [], usage: body.usage ?? { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 } });
  return chunks;
}

export async function startFakeOpenAi(options: FakeOptions = {}): Promise<FakeOpenAi> {
  const chunkDelayMs = options.chunkDelayMs ?? 5;
  const chunkChars = options.chunkChars ?? 400;
  const queues: Record<'chat' | 'image', FakeReply[]> = { chat: [], image: [] };
  const requests: RecordedRequest[] = [];
  let aborted = 0;
  let chunksSent = 0;

  /** Sends the chunks one by one, `chunkDelayMs` apart, until the end or until the client leaves. */
  function stream(res: http.ServerResponse, chunks: unknown[]) {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    let closed = false;
    res.on('close', () => {
      if (!res.writableFinished) {
        closed = true;
        aborted += 1;
      }
    });
    const next = (i: number) => {
      if (closed) return;
      if (i === chunks.length) {
        res.end('data: [DONE]\n\n');
        return;
      }
      res.write(`data: ${JSON.stringify(chunks[i])}\n\n`);
      chunksSent += 1;
      setTimeout(() => next(i + 1), chunkDelayMs);
    };
    next(0);
  }
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
      const path = req.url ?? '';
      requests.push({ path, headers: req.headers, body });
      const kind = path.endsWith('/chat/completions') ? 'chat' : path.endsWith('/images/generations') ? 'image' : null;
      const reply = kind ? queues[kind].shift() : undefined;
      if (!reply) {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: `Aucune réponse prévue pour ${path}` } }));
        return;
      }
      if ('hang' in reply) return;
      const status = reply.status ?? 200;
      if (kind === 'chat' && body.stream === true && status === 200) {
        const includeUsage = (body.stream_options as { include_usage?: boolean } | undefined)?.include_usage === true;
        stream(res, streamChunks(reply.body as ChatBody, includeUsage, chunkChars));
        return;
      }
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply.body));
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    prompts: () =>
      requests
        .filter((r) => r.path.endsWith('/chat/completions'))
        .map((r) => (r.body.messages as { role: string; content: string }[]).filter((m) => m.role === 'user').at(-1)?.content ?? ''),
    get aborted() {
      return aborted;
    },
    get chunksSent() {
      return chunksSent;
    },
    queueChat: (...replies) => queues.chat.push(...replies),
    queueImage: (...replies) => queues.image.push(...replies),
    reset: () => {
      queues.chat.length = 0;
      queues.image.length = 0;
      requests.length = 0;
      aborted = 0;
      chunksSent = 0;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
