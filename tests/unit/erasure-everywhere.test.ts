// An erasure leaves nothing behind: a booking that went through every staff action
// (a note, a place correction, status reasons, a bill with items, a UPI payment, a void, a
// cancelled and a reissued invoice) and its customer's own changes is erased, and then
// neither its phone, its name nor its address is in any row of any table, nor in the database file
// or its WAL. The audit trail keeps what happened to which record; its free text is blanked.
import fs from "node:fs";

import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { setClock } from "~/lib/time/clock.server";
import { cancelInvoice, recordPayment, voidPayment } from "~/models/bill-payments.server";
import { addBillItem, issueBill } from "~/models/bills.server";
import { addBookingNote, correctPlace, setBookingStatus } from "~/models/booking-triage.server";
import { correctDetailsByCustomer, rescheduleBookingByCustomer } from "~/models/customer-bookings.server";
import { recordPlanPayment } from "~/models/plan-payments.server";
import { addPlan, requestPlanOnline } from "~/models/plans.server";
import { eraseByCustomer, scrubber } from "~/models/privacy.server";
import { rateVisit } from "~/models/ratings.server";
import { db } from "~db/db.server";
import { migrateTo } from "~db/migrator.server";

import { storeBooking } from "./booking-fixtures";
import { databaseAt } from "./database-at";
import { english } from "./outcome-english";
import { customer, staffActor } from "./staff";

const office = staffActor({ id: null as unknown as number, email: "office@example.com" });

/** Every row of every table of the database, as text. */
async function everyRow(): Promise<{ table: string; text: string }[]> {
  const tables = await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db);
  const rows: { table: string; text: string }[] = [];
  for (const { name } of tables.rows) {
    const result = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db);
    for (const row of result.rows)
      rows.push({
        table: name,
        text: JSON.stringify(row, (_key, value: unknown) => (value instanceof Uint8Array ? Buffer.from(value).toString("latin1") : value)),
      });
  }
  return rows;
}

describe("an erasure that leaves nothing behind", () => {
  // Tuesday 24 November 2026, 10:00 in Bengaluru: the visit on Thursday is still to come.
  beforeEach(() => setClock(new Date("2026-11-24T04:30:00Z")));
  afterEach(() => setClock(null));

  it("finds neither the phone, the name nor the address in any table, nor in the database file or its WAL", async () => {
    const name = "Zorawar Quintessa";
    const national = "9845077123";
    const address = "No. 71, Qwertyuiop Cross";
    const moved = "Flat 9, Asdfghjkl Layout";
    const id = await storeBooking({ name, phone: `+91${national}`, address, landmark: "Near Zxcvbnm Temple", pin: "560041", visitDate: "2026-11-26" });
    const { token, reference } = await db.selectFrom("bookings").select(["token", "reference"]).where("id", "=", id).executeTakeFirstOrThrow();

    // The customer corrects the address and moves the visit; staff note, correct, confirm.
    expect(await correctDetailsByCustomer(token, { name, address: moved, landmark: "", pin: "560041" }, customer)).toMatchObject({ status: "done" });
    expect(await rescheduleBookingByCustomer(token, { visitDate: "2026-11-27", timeSlot: "afternoon" }, customer)).toMatchObject({ status: "done" });
    expect(await addBookingNote(id, `Called ${name} on ${national}: gate at ${address}`, office)).toBe(true);
    expect(await correctPlace(id, { locality: "Jayanagar", address, landmark: `Opposite ${name}'s shop`, pin: "560041" }, office)).toBe(true);
    expect((await setBookingStatus(id, "confirmed", office)).status).toBe("done");
    // The bill: an item naming the customer, a UPI payment voided with a reason naming them, the
    // invoice cancelled with their phone in the reason, issued again and paid.
    expect((await addBillItem(id, { description: `Drain pump for ${name}`, quantity: 1, unitPaise: 1_000_00 }, office)).status).toBe("done");
    expect((await recordPayment(id, { method: "upi", amountPaise: 1_000_00, reference: "612345678901" }, office)).status).toBe("done");
    const [first] = await db.selectFrom("payments").select("id").where("booking_id", "=", id).execute();
    expect((await voidPayment(id, first!.id, `Wrong UTR, ${name} will pay again (${national})`, office)).status).toBe("done");
    expect((await cancelInvoice(id, `${name} asked for the bill in another name, call ${national}`, office)).status).toBe("done");
    expect((await issueBill(id, office)).status).toBe("done");
    expect((await recordPayment(id, { method: "upi", amountPaise: 1_000_00, reference: "612345678902" }, office)).status).toBe("done");
    expect((await setBookingStatus(id, "completed", office)).status).toBe("done");
    // The customer rates the visit with a comment naming themselves.
    expect((await rateVisit(id, { stars: 2, comment: `Plokmijnuhb: ${name} waited all day, call ${national}` }, customer)).status).toBe("done");
    // A maintenance plan bought on the completed booking, paid by card with a reference naming the payer.
    const plan = await addPlan({
      name: `Erasure care ${crypto.randomUUID().slice(0, 6)}`,
      price_paise: 2_000_00,
      months: 12,
      visits: 2,
      covers_labour: 1,
      covered_parts: "",
      parts_discount_percent: 0,
      terms_en: "",
      terms_kn: "",
      terms_hi: "",
    });
    if (plan.status !== "done") throw new Error("plan not added");
    const sale = await requestPlanOnline(id, plan.value);
    if (sale.status !== "done") throw new Error("plan not asked for");
    expect(english(await recordPlanPayment(sale.value, id, { method: "card", reference: `Card of ${name}, ${national}` }, office))).toEqual({ status: "done" });

    const before = await everyRow();
    expect(before.some((row) => row.text.includes(national))).toBe(true);
    expect(before.some((row) => row.table === "audit_log" && row.text.includes(name))).toBe(true);

    // The files hold them before (the check below can fail).
    const file = process.env.DATABASE_PATH!;
    const onDisk = () => [file, `${file}-wal`].map((path) => (fs.existsSync(path) ? fs.readFileSync(path).toString("latin1") : "")).join("");
    expect(onDisk()).toContain(national);

    expect(await eraseByCustomer(token, customer)).toBe("erased");

    const after = await everyRow();
    for (const value of [national, name, address, moved, "Zxcvbnm", "Qwertyuiop", "Asdfghjkl", "Plokmijnuhb"]) {
      expect(after.filter((row) => row.text.includes(value)).map((row) => `${row.table}: ${row.text}`)).toEqual([]);
    }
    // The rating keeps its stars (the technician's average), not the words.
    expect(await db.selectFrom("ratings").select(["stars", "comment"]).where("booking_id", "=", id).execute()).toEqual([{ stars: 2, comment: "" }]);
    // What happened to which record stays: the invoice numbers and amounts, the UPI transaction id, the trail's actions.
    const invoices = await db.selectFrom("invoices").select(["number", "total_paise", "cancelled_at"]).where("booking_id", "=", id).orderBy("id").execute();
    expect(invoices.map((invoice) => [invoice.total_paise, invoice.cancelled_at !== null])).toEqual([
      [1_000_00, true],
      [1_000_00, false],
      // The plan's own tax invoice, issued with its payment.
      [2_000_00, false],
    ]);
    expect(await db.selectFrom("payments").select("reference").where("booking_id", "=", id).where("voided_at", "is", null).execute()).toEqual([
      { reference: "612345678902" },
    ]);
    const trail = await db.selectFrom("audit_log").select(["action", "detail", "note", "client_address"]).where("booking_id", "=", id).orderBy("id").execute();
    expect(trail.map((entry) => entry.action)).toEqual(
      expect.arrayContaining([
        "booking-corrected",
        "visit-moved",
        "note-added",
        "status-changed",
        "bill-item-added",
        "payment-voided",
        "invoice-cancelled",
        "booking-erased",
      ]),
    );
    expect(trail.every((entry) => entry.note === "")).toBe(true);
    // The plan stays sold (its price and term), without what tied it to the customer.
    expect(
      await db.selectFrom("customer_plans").select(["status", "price_paise", "payment_method", "payment_reference"]).where("booking_id", "=", id).execute(),
    ).toEqual([{ status: "active", price_paise: 2_000_00, payment_method: "card", payment_reference: "" }]);
    expect(trail.every((entry) => entry.detail.includes(reference))).toBe(true);
    // The customer's own changes are recorded with the address they came from.
    expect(trail.filter((entry) => entry.action === "booking-erased" || entry.action === "visit-moved").map((entry) => entry.client_address)).toEqual([
      customer.address,
      customer.address,
    ]);

    // Nor in the files: the freed pages are zeroed, the WAL checkpointed into the database and emptied.
    const bytes = onDisk();
    for (const value of [national, name, "Qwertyuiop", "Asdfghjkl", "Zxcvbnm"])
      expect({ value, found: bytes.includes(value) }).toEqual({ value, found: false });
  });

  it("refuses every staff write to an erased booking, and links no erased booking to another", async () => {
    const id = await storeBooking({ name: "Erased Soon", phone: "+919845077124" });
    const { token } = await db.selectFrom("bookings").select("token").where("id", "=", id).executeTakeFirstOrThrow();
    expect(await eraseByCustomer(token, customer)).toBe("erased");
    expect(await addBookingNote(id, "After the erasure", office)).toBe(false);
    expect(await correctPlace(id, { locality: "Jayanagar", address: "No. 1" }, office)).toBe(false);
    expect(english(await setBookingStatus(id, "pending", office))).toEqual({ status: "refused", message: expect.stringContaining("erased") });
    const row = await db.selectFrom("bookings").select(["address", "locality"]).where("id", "=", id).executeTakeFirstOrThrow();
    expect(row.address).toBe("");
  });

  it("the triggers allow exactly the erasure's blanking: an open booking's audit notes and invoice stay as written", async () => {
    const id = await storeBooking({ name: "Live Customer", phone: "+919845077125" });
    expect(await addBookingNote(id, "Gate code 1234", office)).toBe(true);
    expect((await addBillItem(id, { description: "Visit", quantity: 1, unitPaise: 299_00 }, office)).status).toBe("done");
    expect((await issueBill(id, office)).status).toBe("done");
    await expect(db.updateTable("audit_log").set({ note: "" }).where("booking_id", "=", id).execute()).rejects.toThrow(/append-only/);
    await expect(db.updateTable("audit_log").set({ detail: "" }).where("booking_id", "=", id).execute()).rejects.toThrow(/append-only/);
    for (const change of [{ customer_name: "Someone Else" }, { lines: "[]" }, { gstin: "29ABCDE1234F1Z5" }, { cgst_paise: 1 }] as const)
      await expect(db.updateTable("invoices").set(change).where("booking_id", "=", id).execute(), JSON.stringify(change)).rejects.toThrow(
        /kept as it was issued/,
      );
    await expect(
      db
        .updateTable("bookings")
        .set({ view_token: null as unknown as string })
        .where("id", "=", id)
        .execute(),
    ).rejects.toThrow(/view link/);
    // Once erased, the same blanking goes through (the erasure did it).
    const { token } = await db.selectFrom("bookings").select("token").where("id", "=", id).executeTakeFirstOrThrow();
    expect(await eraseByCustomer(token, customer)).toBe("erased");
    expect(await db.selectFrom("audit_log").select("note").where("booking_id", "=", id).where("note", "!=", "").execute()).toEqual([]);
  });

  it("cuts a booking's values out of kept text in every way a phone is written", () => {
    const scrub = scrubber({ name: "Asha Rao", phone: "+919811100009", address: "No. 5, 1st Main", landmark: "" });
    expect(scrub("Asha Rao paid; +919811100009, 919811100009, 9811100009 or 98111 00009; No. 5, 1st Main")).toBe(
      "[erased] paid; [erased], [erased], [erased] or [erased]; [erased]",
    );
    expect(scrub('[{"description":"Pump for ASHA RAO","quantity":1}]')).toBe('[{"description":"Pump for [erased]","quantity":1}]');
    expect(scrub("Drain pump")).toBe("Drain pump");
    // A first name alone is still the person's.
    expect(scrub("Asha asked for a receipt")).toBe("[erased] asked for a receipt");
  });
});

describe("migration 0025", () => {
  it("gives every booking a view link, moves the audit trail's old free text to the note, and blanks what erased bookings still held", async () => {
    const database = await databaseAt("0024_money_once");
    await sql`insert into bookings (submission_id, reference, token, name, phone, locality, erased_at) values
      ('s1', 'WF-AAAA1', ${"a".repeat(32)}, 'Ravi', '+919845012345', 'Jayanagar', null),
      ('s2', 'WF-AAAA2', ${"b".repeat(32)}, 'Erased', 'erased', 'Jayanagar', '2026-11-20T10:00:00.000Z')`.execute(database);
    await sql`insert into audit_log (created_at, admin_id, actor_email, action, detail, booking_id) values
      ('2026-11-01T10:00:00.000Z', null, 'office@example.com', 'note-added', 'Booking 1: Called Ravi on 9845012345', 1),
      ('2026-11-01T10:00:00.000Z', null, 'office@example.com', 'note-added', 'Booking 2: Called Asha on 9845012346', 2),
      ('2026-11-01T10:00:00.000Z', null, 'office@example.com', 'bookings-exported', '3 bookings; search "9845012345"', null),
      ('2026-11-01T10:00:00.000Z', null, 'owner@example.com', 'setting-added', 'Number: 098450 12399', null)`.execute(database);
    await sql`insert into bill_items (booking_id, description, quantity, unit_paise) values (2, 'Pump for Asha', 1, 100)`.execute(database);

    expect(await migrateTo(database, "0025_links_and_erasure")).toEqual(["0025_links_and_erasure"]);
    const links = await database.selectFrom("bookings").select(["token", "view_token"]).orderBy("id").execute();
    for (const link of links) expect(link.view_token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(new Set(links.flatMap((link) => [link.token, link.view_token])).size).toBe(4);
    expect(await database.selectFrom("audit_log").select(["detail", "note"]).orderBy("id").execute()).toEqual([
      { detail: "Booking WF-AAAA1 (before migration 0025: see the note)", note: "Booking 1: Called Ravi on 9845012345" },
      { detail: "Booking WF-AAAA2: details erased", note: "" },
      { detail: "Filters not recorded", note: "" },
      { detail: "Number: ending 2399", note: "" },
    ]);
    expect(await database.selectFrom("bill_items").select("description").execute()).toEqual([{ description: "[erased]" }]);
    // Down and up again.
    expect(await migrateTo(database, "0024_money_once")).toEqual(["0025_links_and_erasure"]);
    expect(await migrateTo(database, "0025_links_and_erasure")).toEqual(["0025_links_and_erasure"]);
  });
});
