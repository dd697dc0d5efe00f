// Privacy, at the database: erasure replaces the personal fields and keeps what the law
// keeps; the retention job anonymises old closed bookings, deletes spent rate-limit rows, clears old
// audit addresses and alert logs, once a day; the audit trail still refuses any other change;
// staff views are queued by pages and written by the worker; backups keep what the notice says.
import fs from "node:fs";

import { sql } from "kysely";
import { describe, expect, it } from "vitest";

import type { Actor } from "~/models/audit.server";
import { addBillItem, issueBill } from "~/models/bills.server";
import { bookingData } from "~/models/customer-data.server";
import {
  BACKUP_RETENTION_DAYS,
  eraseByCustomer,
  eraseByOwner,
  INVOICE_KEEPS_NAME_FROM_PAISE,
  lastRetentionRun,
  noteBookingView,
  recordBookingViews,
  runRetention,
} from "~/models/privacy.server";
import { db } from "~db/db.server";

import { setEnv } from "../shared/env";
import { storeBooking } from "./booking-fixtures";
import { customer } from "./staff";

const owner: Actor = { adminId: null, email: "owner@example.com", address: "198.51.100.9", device: "Chrome on Android" };

async function row(id: number) {
  return db.selectFrom("bookings").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

describe("erasure", () => {
  it("replaces the personal fields, notes and reasons, cancels a visit to come, drops unsent alerts, and is audited without the values", async () => {
    const id = await storeBooking({
      name: "Kavya Rao",
      phone: "+919811100001",
      address: "No. 9, 3rd Main",
      landmark: "Near the park",
      pin: "560038",
      issue: "Drum noise",
    });
    await db.insertInto("booking_notes").values({ booking_id: id, admin_id: null, admin_email: "office@example.com", body: "Gate code 4411" }).execute();
    const alert = await db
      .insertInto("alerts")
      .values({ booking_id: id, kind: "booking", created_at: new Date().toISOString() })
      .returning("id")
      .executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    await db
      .insertInto("alert_deliveries")
      .values({
        alert_id: alert.id,
        channel: "email",
        target: "office@example.com",
        next_attempt_at: now,
        created_at: now,
        lease_token: null,
        last_error: null,
        sent_at: null,
        push_subscription_id: null,
      })
      .execute();
    const { token } = await row(id);
    expect((await bookingData(id)).booking).toMatchObject({ name: "Kavya Rao", phone: "+919811100001", address: "No. 9, 3rd Main" });

    expect(await eraseByCustomer(token, customer)).toBe("erased");
    expect(await eraseByCustomer(token, customer)).toBe("already");
    const erased = await row(id);
    expect(erased).toMatchObject({
      name: "Erased",
      phone: "erased",
      address: "",
      landmark: "",
      pin: "",
      issue: "",
      erased_by: "customer",
      status: "cancelled",
    });
    expect(erased.erased_at).not.toBeNull();
    expect(await db.selectFrom("booking_notes").select("body").where("booking_id", "=", id).execute()).toEqual([{ body: "[erased]" }]);
    expect(await db.selectFrom("alert_deliveries").select("id").where("alert_id", "=", alert.id).execute()).toEqual([]);
    const audit = await db.selectFrom("audit_log").select(["action", "detail"]).where("booking_id", "=", id).execute();
    expect(audit.map((entry) => entry.action)).toEqual(["booking-erased"]);
    expect(audit[0]!.detail).not.toMatch(/Kavya|9811100001|3rd Main/);
    // The search index no longer finds the name or the phone.
    expect((await sql<{ n: number }>`select count(*) as n from bookings_search where bookings_search match '"9811100001"'`.execute(db)).rows[0]!.n).toBe(0);
    expect(await eraseByCustomer("x".repeat(32), customer)).toBeUndefined();
  });

  it("keeps an invoice's number, date and amounts; its name and address only from ₹50,000, as the law asks", async () => {
    const small = await storeBooking({ name: "Small Bill", phone: "+919811100002", address: "Flat 1" });
    const large = await storeBooking({ name: "Large Bill", phone: "+919811100003", address: "Villa 7" });
    for (const [id, paise] of [
      [small, 299_00],
      [large, INVOICE_KEEPS_NAME_FROM_PAISE],
    ] as const) {
      await addBillItem(id, { description: "Repair", quantity: 1, unitPaise: paise }, owner);
      await issueBill(id, owner);
    }
    for (const id of [small, large]) expect(await eraseByOwner(id, "Phoned on 26 Nov", owner)).toBe("erased");
    const invoices = await db
      .selectFrom("invoices")
      .select(["booking_id", "number", "total_paise", "customer_name", "customer_address"])
      .where("booking_id", "in", [small, large])
      .orderBy("booking_id")
      .execute();
    expect(invoices.map(({ customer_name, customer_address, total_paise }) => [customer_name, customer_address, total_paise])).toEqual([
      ["Erased", "", 299_00],
      ["Large Bill", "Villa 7, Jayanagar", INVOICE_KEEPS_NAME_FROM_PAISE],
    ]);
    expect(invoices.every((invoice) => invoice.number.length > 0)).toBe(true);
    expect((await row(large)).erased_by).toBe("owner");
  });
});

describe("retention", () => {
  it("anonymises bookings closed more than RETENTION_MONTHS ago, deletes spent rate-limit rows, clears old audit addresses and alert logs, once a day", async () => {
    setEnv({ RETENTION_MONTHS: "24" });
    const now = new Date("2030-06-01T00:00:00Z");
    const old = await storeBooking({ name: "Old Customer", phone: "+919811100004" });
    const recent = await storeBooking({ name: "Recent Customer", phone: "+919811100005" });
    const open = await storeBooking({ name: "Open Customer", phone: "+919811100006" });
    for (const [id, at] of [
      [old, "2028-05-01T00:00:00.000Z"],
      [recent, "2029-01-01T00:00:00.000Z"],
    ] as const) {
      await db.updateTable("bookings").set({ status: "completed" }).where("id", "=", id).execute();
      await sql`insert into booking_status_changes (booking_id, old_status, new_status, admin_email, changed_at) values (${id}, 'confirmed', 'completed', 'office@example.com', ${at})`.execute(
        db,
      );
    }
    await db
      .insertInto("rate_limits")
      .values([
        { key: "spent", points: 1, expire: now.getTime() - 1 },
        { key: "live", points: 1, expire: now.getTime() + 60_000 },
      ])
      .execute();
    await db
      .insertInto("audit_log")
      .values({
        created_at: "2029-01-01T00:00:00.000Z",
        admin_id: null,
        actor_email: "owner@example.com",
        action: "signed-in",
        client_address: "198.51.100.1",
        device: "Chrome on Android",
        booking_id: null,
      })
      .execute();

    const run = (await runRetention(now))!;
    expect(run.bookingsAnonymised).toBeGreaterThanOrEqual(1);
    expect((await row(old)).erased_by).toBe("retention");
    expect((await row(old)).phone).toBe("erased");
    expect((await row(recent)).name).toBe("Recent Customer");
    expect((await row(open)).name).toBe("Open Customer");
    expect(run.rateLimitsDeleted).toBeGreaterThanOrEqual(1);
    expect(await db.selectFrom("rate_limits").select("key").where("key", "in", ["spent", "live"]).execute()).toEqual([{ key: "live" }]);
    expect(run.auditAddressesCleared).toBeGreaterThanOrEqual(1);
    expect(await db.selectFrom("audit_log").select(["client_address", "device"]).where("created_at", "=", "2029-01-01T00:00:00.000Z").execute()).toEqual([
      { client_address: null, device: "" },
    ]);
    expect(await lastRetentionRun()).toEqual(run);
    // Once a day.
    expect(await runRetention(new Date(now.getTime() + 60 * 60 * 1000))).toBeNull();
    // The audit trail still refuses any other change, and any deletion.
    await expect(sql`update audit_log set detail = 'changed' where created_at = '2029-01-01T00:00:00.000Z'`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`update audit_log set client_address = '203.0.113.1' where created_at = '2029-01-01T00:00:00.000Z'`.execute(db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from audit_log`.execute(db)).rejects.toThrow(/append-only/);
  });
});

describe("who read what", () => {
  it("queues a staff view from the page and writes it to the audit trail on the worker's pass", async () => {
    const id = await storeBooking({ name: "Viewed Customer" });
    const { reference } = await row(id);
    noteBookingView({ adminId: 7, email: "tech@example.com", address: "198.51.100.20", device: "Chrome on Android" }, { id, reference });
    expect(await db.selectFrom("audit_log").select("id").where("booking_id", "=", id).execute()).toEqual([]);
    expect(await recordBookingViews()).toBe(1);
    expect(await db.selectFrom("audit_log").select(["action", "actor_email", "detail"]).where("booking_id", "=", id).execute()).toEqual([
      { action: "booking-viewed", actor_email: "tech@example.com", detail: `Booking ${reference}` },
    ]);
  });
});

describe("backups", () => {
  it("keep a copy as long as the notice says: litestream.yml's retention is BACKUP_RETENTION_DAYS", () => {
    const retention = /retention:\s*(\d+)h/.exec(fs.readFileSync("litestream.yml", "utf8"))?.[1];
    expect(Number(retention) / 24).toBe(BACKUP_RETENTION_DAYS);
  });
});
