/**
 * A fake OpenAI-compatible server on 127.0.0.1 for the tests: it answers
 * POST /v1/chat/completions and POST /v1/images/generations with the replies queued by the
 * test, in order, and records every request it receives.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeReply =
  /** A JSON body with a status (200 unless said). */
  | { status?: number; body: unknown }
  /** Never answers (to test the client's timeout). */
  | { hang: true };

type RecordedRequest = { path: string; headers: http.IncomingHttpHeaders; body: Record<string, unknown> };

export type FakeOpenAi = {
  /** Base URL for the SDK: `http://127.0.0.1:<port>/v1`. */
  url: string;
  requests: RecordedRequest[];
  queueChat: (...replies: FakeReply[]) => void;
  queueImage: (...replies: FakeReply[]) => void;
  reset: () => void;
  close: () => Promise<void>;
};

/** A chat completion whose message content is `content` (objects are sent as JSON text). */
export function chatReply(content: unknown): FakeReply {
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
      usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
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

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const queues: Record<'chat' | 'image', FakeReply[]> = { chat: [], image: [] };
  const requests: RecordedRequest[] = [];
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
    queueChat: (...replies) => queues.chat.push(...replies),
    queueImage: (...replies) => queues.image.push(...replies),
    reset: () => {
      queues.chat.length = 0;
      queues.image.length = 0;
      requests.length = 0;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
