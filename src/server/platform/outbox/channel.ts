/**
 * How a claimed outbox row is delivered, by channel. A handler resolves when the peer accepted
 * the message and throws when it did not (the row is retried with backoff); it may answer
 * `{ skipped: reason }` when the message must not be sent at all.
 */
import type { OutboxRow } from '#db/schema';

type ChannelOutcome = void | { skipped: string };
export type ChannelHandler = (row: OutboxRow) => Promise<ChannelOutcome>;
type Payload = OutboxRow['payload'];

/** A delivery channel a feature plugs into the outbox: its handler, and what to close at stop. */
export type OutboxChannel = {
  handler: ChannelHandler;
  close?: () => void;
  /**
   * What of a payload is kept once its message is done with (sent, given up as failed, or
   * skipped): a channel whose payloads carry a secret needed only to send them returns the payload
   * without it. Without it, the payload is kept as it is.
   */
  redactWhenDone?: (payload: Payload) => Payload;
};
export type Channels = Partial<Record<string, OutboxChannel>>;
