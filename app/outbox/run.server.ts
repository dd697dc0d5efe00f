// The outbox's one send loop, for both queues: claim what is due, attempt each row on its channel
// (a sender, app/outbox/sender.ts), record what came of it by the claim that made it, and schedule
// the next attempt on the outbox's backoff or give up a day after the row was due. Run by the jobs
// (app/jobs/alert-delivery.server.ts, customer-messages.server.ts); nothing here can fail a booking.
//
// At least once, not exactly once: if the process dies after a channel took a message and before
// the success was written, the lease runs out and it is sent again. Each channel carries a key
// that is the same every attempt (an e-mail's Message-ID, the webhook's Idempotency-Key, a push's
// tag, WhatsApp's callback data) so the far end can fold the two.
import { env } from "~/env.server";
import * as clock from "~/lib/time/clock.server";
import { redact, secretsOf } from "~/outbox/config.server";
import { type Outcome, recordAttempt } from "~/outbox/outbox.server";
import type { OutboxQueue } from "~/outbox/queues";
import { nextAttemptAt } from "~/outbox/schedule";
import { errorText, type SendResult } from "~/outbox/sender";

/** A claimed row, as the loop needs it: its claim, its attempts (this one counted) and when it was due first. */
export type Claim = { id: number; lease: string; attempts: number; createdAt: string };

/** What an attempt came to: the channel's answer, or a reason it is not to be sent at all. */
export type Attempt = SendResult | { stopped: string };

/** What a pass did: rows claimed, sent, and failed (to be tried again, or given up). */
export type Pass = { claimed: number; sent: number; failed: number };

type Handling<Row extends Claim> = {
  /** Sends the row on its channel (or says why not); may throw: the loop records it as a failure. */
  attempt: (row: Row) => Promise<Attempt>;
  /** After a recorded success (the destination is back: what queued behind it may go at once). */
  afterSent?: (row: Row, now: Date) => Promise<void>;
};

async function settle<Row extends Claim>(queue: OutboxQueue, row: Row, { attempt, afterSent }: Handling<Row>): Promise<Outcome["state"]> {
  let result: Attempt;
  try {
    result = await attempt(row);
  } catch (error) {
    result = { ok: false, error: errorText(error), final: false };
  }
  const now = clock.now();
  if ("stopped" in result) {
    await recordAttempt(queue, row, { state: "stopped", error: result.stopped }, now);
    return "stopped";
  }
  if (result.ok) {
    await recordAttempt(queue, row, { state: "sent", providerId: result.providerId }, now);
    await afterSent?.(row, now);
    return "sent";
  }
  // Never a secret in the log: a channel's error may quote its URL or its server's answer.
  const error = redact(result.error, secretsOf(env()));
  const retryAt = result.final ? null : nextAttemptAt(new Date(row.createdAt), row.attempts, now, queue.firstRetryMs);
  const recorded = retryAt || result.final ? error : `${error} (gave up after ${row.attempts} attempts)`;
  await recordAttempt(queue, row, retryAt ? { state: "retry", error: recorded, retryAt } : { state: "failed", error: recorded }, now);
  console.warn(`${queue.label} ${row.id} failed, attempt ${row.attempts}: ${recorded}`);
  return "failed";
}

/** One pass over the rows `claim` took: each attempted and recorded once. */
export async function sendPass<Row extends Claim>(queue: OutboxQueue, claimed: Row[], handling: Handling<Row>): Promise<Pass> {
  const results: PromiseSettledResult<Outcome["state"]>[] = [];
  if (queue.inParallel) results.push(...(await Promise.allSettled(claimed.map((row) => settle(queue, row, handling)))));
  else for (const row of claimed) results.push(...(await Promise.allSettled([settle(queue, row, handling)])));
  const pass = { claimed: claimed.length, sent: 0, failed: 0 };
  for (const result of results) {
    if (result.status === "fulfilled") {
      if (result.value === "sent") pass.sent += 1;
      else if (result.value !== "stopped") pass.failed += 1;
      continue;
    }
    // Only the database can fail here; the row's lease runs out and it is tried again.
    pass.failed += 1;
    console.error(`Recording a ${queue.label.toLowerCase()} failed`, result.reason);
  }
  return pass;
}

/** Pass after pass while a pass finds a full batch (more may be due): the job's run. */
export async function drain(queue: OutboxQueue, pass: () => Promise<Pass>): Promise<{ sent: number; failed: number }> {
  const total = { sent: 0, failed: 0 };
  for (;;) {
    const done = await pass();
    total.sent += done.sent;
    total.failed += done.failed;
    if (done.claimed < queue.batchSize) return total;
  }
}
