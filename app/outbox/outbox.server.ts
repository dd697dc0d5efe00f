// The outbox's SQL, written once for both of its tables (app/outbox/queues.ts): claiming the rows
// that are due with a lease, and recording what came of each attempt, once, by the claim that made
// it. What a row says and who it goes to is its table's own (app/models/alerts.server.ts,
// app/models/customer-messages.server.ts); this module touches only the columns every outbox row has.
import { type Kysely, type Selectable, sql } from "kysely";

import type { OutboxQueue, OutboxTable } from "~/outbox/queues";
import { db } from "~db/db.server";
import type { Database } from "~db/schema";

/** The columns every outbox row has (and the two a queue with `statuses` adds). */
type OutboxColumns = {
  id: number;
  state: string;
  attempts: number;
  next_attempt_at: string;
  lease_token: string | null;
  last_error: string | null;
  sent_at: string | null;
  created_at: string;
  status_at: string | null;
  wa_message_id: string | null;
};

const outbox = db as unknown as Kysely<Record<OutboxTable, OutboxColumns>>;

/**
 * Claims up to `limit` due rows of a queue for one pass: each is moved a lease ahead (so no other
 * pass takes it while it is being sent, and a crash mid-send makes it due again when the lease
 * ends), given the claim's token and counted as an attempt. One UPDATE: SQLite runs it alone, so
 * two passes never claim the same row. Oldest due first.
 */
export async function claimDue<T extends OutboxTable>(
  queue: OutboxQueue & { table: T },
  now: Date,
  leaseMs: number = queue.leaseMs,
  limit: number = queue.batchSize,
): Promise<Selectable<Database[T]>[]> {
  const table: OutboxTable = queue.table;
  const rows = await outbox
    .updateTable(table)
    .set({
      next_attempt_at: new Date(now.getTime() + leaseMs).toISOString(),
      lease_token: crypto.randomUUID(),
      attempts: sql<number>`attempts + 1`,
    })
    .where("id", "in", (eb) =>
      eb
        .selectFrom(table)
        .select("id")
        .where("state", "=", queue.waiting)
        .where("next_attempt_at", "<=", now.toISOString())
        .orderBy("next_attempt_at")
        .limit(limit),
    )
    .returningAll()
    .execute();
  // The row as its table types it: the same columns, read back from the same table.
  return rows as unknown as Selectable<Database[T]>[];
}

/** What came of one attempt: sent, over for good (failed, or stopped before sending), or to be tried again. */
export type Outcome =
  { state: "sent"; providerId: string | null } | { state: "failed" | "stopped"; error: string } | { state: "retry"; error: string; retryAt: Date };

/**
 * Records what came of an attempt, by the claim that made it only: a claim whose lease ran out and
 * was taken again changes nothing, so each attempt is recorded once. Answers whether it was.
 */
export async function recordAttempt(queue: OutboxQueue, claim: { id: number; lease: string }, outcome: Outcome, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const status = queue.statuses ? { status_at: at } : {};
  const set =
    outcome.state === "sent"
      ? { state: "sent", sent_at: at, last_error: null, ...(queue.statuses ? { ...status, wa_message_id: outcome.providerId } : {}) }
      : outcome.state === "retry"
        ? { next_attempt_at: outcome.retryAt.toISOString(), last_error: outcome.error }
        : { state: outcome.state, last_error: outcome.error, ...status };
  const result = await outbox
    .updateTable(queue.table)
    .set({ ...set, lease_token: null })
    .where("id", "=", claim.id)
    .where("state", "=", queue.waiting)
    .where("lease_token", "=", claim.lease)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
