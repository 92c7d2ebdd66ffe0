/**
 * The embedded demo's local outbox (issue 17): what would have gone by SMS or e-mail, kept in this process's
 * memory so that someone trying the demo without an SMS gateway or a mail server reads their sign-in code at
 * /dev/outbox. The demo is one process on an embedded database, so memory is the whole story; nothing is
 * written to the database, and a restart empties it. config.ts decides when it exists (never with an SMS
 * provider or an https address).
 */
import { randomUUID } from 'node:crypto';
import type { TOutboxMessage } from '@dawanow/shared/api/dev-outbox';

/** A code lives 5 minutes and a reset link an hour: older messages are no use to anyone. */
const KEPT_FOR_MS = 60 * 60 * 1000;
const KEPT_AT_MOST = 100;

export type DevOutbox = {
  add(message: Omit<TOutboxMessage, 'id' | 'sentAt'>): void;
  /** Newest first */
  list(): TOutboxMessage[];
};

export function createDevOutbox(now: () => number = Date.now): DevOutbox {
  let messages: TOutboxMessage[] = [];
  const fresh = () => {
    const oldest = now() - KEPT_FOR_MS;
    messages = messages.filter((message) => Date.parse(message.sentAt) >= oldest);
    return messages;
  };
  return {
    add(message) {
      messages = [
        { ...message, id: randomUUID(), sentAt: new Date(now()).toISOString() },
        ...fresh().slice(0, KEPT_AT_MOST - 1),
      ];
    },
    list: () => [...fresh()],
  };
}
