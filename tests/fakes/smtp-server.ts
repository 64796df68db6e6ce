/**
 * A real SMTP server (npm `smtp-server`) on 127.0.0.1 that keeps what it receives, parsed with
 * `mailparser`: the peer of the outbox's e-mail tests. `refuse` makes it answer 451 to DATA,
 * `hold` makes it keep the DATA phase open (a server that hangs): a held message is never
 * accepted, the client times out or dies with it.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = ParsedMail & { envelopeTo: string[]; raw: string; secure: boolean };

export type FakeSmtp = {
  url: string;
  port: number;
  received: ReceivedMail[];
  /** Answer 451 to every message while true. */
  refuse: boolean;
  /** Never finish the DATA phase while true. */
  hold: boolean;
  /** Messages accepted but not yet listed in `received` (being parsed). */
  accepting: () => number;
  /** Resolves once `count` messages have been received (rejects after `timeoutMs`). */
  waitFor: (count: number, timeoutMs?: number) => Promise<ReceivedMail[]>;
  close: () => Promise<void>;
};

/** `starttls`: offer STARTTLS with smtp-server's built-in self-signed certificate (its default). */
export async function startSmtp(port = 0, options: { starttls?: boolean } = {}): Promise<FakeSmtp> {
  const received: ReceivedMail[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  const state = { refuse: false, hold: false };
  let accepting = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: options.starttls ? [] : ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.hold) return; // never answers: the client times out
        if (state.refuse) {
          const error = Object.assign(new Error('451 Service momentanément indisponible'), { responseCode: 451 });
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        accepting++;
        void simpleParser(raw).then((mail) => {
          accepting--;
          received.push(Object.assign(mail, { envelopeTo: session.envelope.rcptTo.map((r) => r.address), raw, secure: Boolean(session.secure) }));
          for (const waiter of waiters.filter((w) => received.length >= w.count)) waiter.resolve();
          callback();
        });
      });
    },
  });
  // A client killed mid-conversation (the multi-node and fault tests) resets its connection: the
  // server reports it as an 'error' event, which must not become an uncaught exception.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') console.error('[fake smtp]', error);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  const actualPort = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${actualPort}`,
    port: actualPort,
    received,
    get refuse() {
      return state.refuse;
    },
    set refuse(value: boolean) {
      state.refuse = value;
    },
    get hold() {
      return state.hold;
    },
    set hold(value: boolean) {
      state.hold = value;
    },
    accepting: () => accepting,
    waitFor: (count, timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        if (received.length >= count) return resolve(received);
        const timer = setTimeout(() => reject(new Error(`SMTP: ${received.length}/${count} messages after ${timeoutMs} ms`)), timeoutMs);
        waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve(received);
          },
        });
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
