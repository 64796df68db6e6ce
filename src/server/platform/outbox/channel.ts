/**
 * How a claimed outbox row is delivered, by channel. A handler resolves when the peer accepted
 * the message and throws when it did not (the row is retried with backoff); it may answer
 * `{ skipped: reason }` when the message must not be sent at all.
 */
import type { OutboxRow } from '#db/schema';

type ChannelOutcome = void | { skipped: string };
export type ChannelHandler = (row: OutboxRow) => Promise<ChannelOutcome>;
export type Channels = Partial<Record<string, ChannelHandler>>;

/** A delivery channel a feature plugs into the outbox: its handler, and what to close at stop. */
export type OutboxChannel = { handler: ChannelHandler; close?: () => void };
