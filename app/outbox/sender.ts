// A channel of the outbox (e-mail, webhook, staff push, WhatsApp, customer push) is a sender: it
// sends one message and answers what came of it, never throwing; the outbox's loop
// (app/outbox/run.server.ts) records the answer and schedules the next attempt.

/** What came of one attempt: the provider's id for it (WhatsApp's; null when it gives none), or why not and whether trying again can help. */
export type SendResult = { ok: true; providerId: string | null } | { ok: false; error: string; final: boolean };

export type Sender<Message> = (message: Message) => Promise<SendResult>;

/** Every channel gives up on one attempt after this long (WhatsApp sooner); a queue's lease is longer. */
export const SEND_TIMEOUT_MS = 20_000;

export const SENT: SendResult = { ok: true, providerId: null };

/** An error as the log shows it: fetch says "fetch failed" and puts the reason (ECONNREFUSED, a timeout) in its cause. */
export function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : "";
  return `${error.message}${cause}`;
}
