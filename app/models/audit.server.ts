// The audit trail of staff actions: sign-ins (and failed ones), sign-outs, status changes, notes,
// assignments, form settings, admins, passwords, exports, test alerts and push devices. A row is
// written in the same transaction as the change it records; the table refuses updates and
// deletions (migration 0011), and the site has no way to ask for either.
import type { Kysely } from "kysely";

import type { AuditAction } from "~/lib/audit/actions";
import * as clock from "~/lib/time/clock.server";
import { db, transaction } from "~db/db.server";
import type { AuditLogRow, Database } from "~db/schema";

export type { AuditLogRow };

/** Who did it, from where: app/auth.server.ts builds it from the session and the request. */
export type Actor = {
  /** Null for a failed sign-in (nobody was signed in). */
  adminId: number | null;
  /** The admin's e-mail, or the one typed for a failed sign-in. */
  email: string;
  /** The trusted client address, null when none is known. */
  address: string | null;
  /** "Chrome on Android". */
  device: string;
};

/**
 * `detail` says what happened to which record (ids, field names, amounts), never a person's text;
 * `note` holds the free text an action must keep (a reason, a note), which an erasure of the
 * booking blanks (the append-only trigger allows exactly that).
 */
export type AuditEvent = { action: AuditAction; detail?: string; note?: string; bookingId?: number | null };

const DETAIL_MAX = 500;

/** Records one action, in the caller's transaction when the action changed something (`trx`). */
export async function recordAudit(actor: Actor, event: AuditEvent, trx: Kysely<Database> = db, now: Date = clock.now()): Promise<void> {
  const detail = event.detail ?? "";
  await trx
    .insertInto("audit_log")
    .values({
      created_at: now.toISOString(),
      admin_id: actor.adminId,
      actor_email: actor.email.slice(0, 254) || "unknown",
      action: event.action,
      detail: detail.length > DETAIL_MAX ? `${detail.slice(0, DETAIL_MAX - 1)}…` : detail,
      note: (event.note ?? "").slice(0, DETAIL_MAX),
      booking_id: event.bookingId ?? null,
      client_address: actor.address,
      device: actor.device.slice(0, 60),
    })
    .execute();
}

/**
 * Makes a change and records it, in one transaction: `change` does it with `trx` and says what
 * to record (null: nothing changed, nothing recorded).
 */
export async function withAudit<T>(actor: Actor, change: (trx: Kysely<Database>) => Promise<{ value: T; event: AuditEvent | null }>): Promise<T> {
  return transaction(async (trx) => {
    const { value, event } = await change(trx);
    if (event) await recordAudit(actor, event, trx);
    return value;
  });
}

/** Newest first. */
export async function listAuditLog({ limit, offset }: { limit: number; offset: number }): Promise<AuditLogRow[]> {
  return db.selectFrom("audit_log").selectAll().orderBy("id", "desc").limit(limit).offset(offset).execute();
}

export async function countAuditLog(): Promise<number> {
  const row = await db
    .selectFrom("audit_log")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
