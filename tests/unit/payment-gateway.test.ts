// The payment gateway: its settings checked at start; each payment it reports recorded once by its
// id (two deliveries at once included) on the bill its QR code paid, with the RRN as the UTR; another
// amount, or a bill already paid, recorded and to refund; the same money typed by staff before not
// counted twice; migration 0048 keeps the payments there were.
import { sql } from "kysely";
import { describe, expect, it } from "vitest";

import { parseEnv } from "~/env.server";
import { gatewayConfig } from "~/integrations/payment-gateway-config.server";
import type { GatewayPayment } from "~/integrations/razorpay.server";
import type { Actor } from "~/models/audit.server";
import { recordPayment } from "~/models/bill-payments.server";
import { addBillItem, getBill } from "~/models/bills.server";
import { keepGatewayEvent, recordGatewayPayment } from "~/models/gateway-payments.server";
import { db } from "~db/db.server";
import { migrateTo } from "~db/migrator.server";

import { rowKeys, storeBooking } from "./booking-fixtures";
import { databaseAt } from "./database-at";

const office: Actor = { adminId: null, email: "office@example.com", address: "198.51.100.8", device: "Firefox on Windows" };
const SET = { RAZORPAY_KEY_ID: "rzp_live_AbC123", RAZORPAY_KEY_SECRET: "secret", RAZORPAY_WEBHOOK_SECRET: "hook-secret" };

describe("the gateway's settings", () => {
  it("is off with none of them, on with all three, and https only but on loopback", () => {
    expect(gatewayConfig({}).on).toBe(false);
    expect(gatewayConfig(SET)).toEqual({
      on: true,
      config: { keyId: "rzp_live_AbC123", keySecret: "secret", webhookSecret: "hook-secret", apiUrl: "https://api.razorpay.com" },
    });
    expect(gatewayConfig({ ...SET, RAZORPAY_API_URL: "http://127.0.0.1:9000/" })).toMatchObject({ on: true, config: { apiUrl: "http://127.0.0.1:9000" } });
    expect(gatewayConfig({ ...SET, RAZORPAY_API_URL: "http://api.razorpay.com" })).toEqual({
      on: false,
      reason: "RAZORPAY_API_URL must be https://, or http:// on a loopback address",
    });
  });

  it("stops the start when set halfway or wrong, saying what", () => {
    expect(() => parseEnv({ RAZORPAY_KEY_ID: "rzp_live_AbC123" })).toThrow("RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET are not set");
    expect(() => parseEnv({ ...SET, RAZORPAY_KEY_ID: "washfix" })).toThrow("RAZORPAY_KEY_ID is not a Razorpay key id");
    expect(parseEnv(SET).RAZORPAY_KEY_ID).toBe("rzp_live_AbC123");
  });
});

let sequence = 0;
const payment = (amountPaise: number, rrn = String(600_000_000_000 + ++sequence)): GatewayPayment => ({
  id: `pay_Unit${String(++sequence).padStart(6, "0")}`,
  amountPaise,
  captured: true,
  method: "upi",
  vpa: "payer@okicici",
  rrn,
  feePaise: 236,
  taxPaise: 36,
  createdAt: 1_790_000_000,
});

/** A booking billed `paise`, with a QR code of the gateway for it. */
async function billedWithQr(paise: number) {
  const id = await storeBooking();
  await addBillItem(id, { description: "Visit", quantity: 1, unitPaise: paise }, office);
  const qrId = `qr_Unit${String(++sequence).padStart(6, "0")}`;
  await db
    .insertInto("gateway_qrs")
    .values({
      qr_id: qrId,
      booking_id: id,
      customer_plan_id: null,
      amount_paise: paise,
      created_at: new Date().toISOString(),
      close_by: "2999-01-01T00:00:00.000Z",
    })
    .execute();
  return { id, qrId };
}

const paymentsOf = (bookingId: number) =>
  db.selectFrom("payments").select(["amount_paise", "reference", "gateway_payment_id", "payer_vpa", "method"]).where("booking_id", "=", bookingId).execute();

describe("a payment the gateway reports", () => {
  it("is recorded once on its QR code's bill, with the RRN as its UTR, however many deliveries come at once", async () => {
    const { id, qrId } = await billedWithQr(500_00);
    const paid = payment(500_00);
    const outcomes = await Promise.all([1, 2, 3].map(() => recordGatewayPayment(paid, qrId, "webhook")));
    expect(outcomes.filter((outcome) => outcome !== "known")).toEqual([{ outcome: "paid", bookingId: id }]);
    expect(await paymentsOf(id)).toEqual([
      { amount_paise: 500_00, reference: paid.rrn, gateway_payment_id: paid.id, payer_vpa: "payer@okicici", method: "upi" },
    ]);
    const bill = (await getBill(id))!;
    expect([bill.due, bill.issuedAt !== null]).toEqual([0, true]);
    // Its QR code is closed: never shown again.
    expect(await db.selectFrom("gateway_qrs").select("closed_at").where("qr_id", "=", qrId).executeTakeFirstOrThrow()).not.toEqual({ closed_at: null });
  });

  it("of another amount, or for a bill already paid, is recorded and shows as money to refund", async () => {
    const { id, qrId } = await billedWithQr(300_00);
    expect(await recordGatewayPayment(payment(350_00), qrId, "webhook")).toEqual({ outcome: "other-amount", bookingId: id });
    expect((await getBill(id))!.refundDue).toBe(50_00);
    expect(await recordGatewayPayment(payment(300_00), qrId, "reconciliation")).toEqual({ outcome: "already-paid", bookingId: id });
    expect((await getBill(id))!.refundDue).toBe(350_00);
    expect(await paymentsOf(id)).toHaveLength(2);
  });

  it("whose UTR staff typed before is not counted twice, and one for an unknown QR code is kept for the office", async () => {
    const { id, qrId } = await billedWithQr(400_00);
    const paid = payment(400_00);
    expect((await recordPayment(id, { method: "upi", amountPaise: 400_00, reference: paid.rrn }, office)).status).toBe("done");
    expect(await recordGatewayPayment(paid, qrId, "webhook")).toEqual({ outcome: "typed-before", bookingId: id });
    expect(await paymentsOf(id)).toHaveLength(1);
    expect(await recordGatewayPayment(payment(100_00), "qr_NotOurs0001", "webhook")).toEqual({ outcome: "unmatched", bookingId: null });
  });

  it("is kept once per delivery by its event id", async () => {
    const eventId = `evt_Unit${++sequence}`;
    expect(await keepGatewayEvent(eventId, "qr_code.credited", "{}")).toBe(true);
    expect(await keepGatewayEvent(eventId, "qr_code.credited", "{}")).toBe(false);
  });
});

describe("migration 0048", () => {
  it("keeps the payments there were, with no gateway id, no VPA and nothing to check", async () => {
    const database = await databaseAt("0045_handover_undo");
    const { id } = await database
      .insertInto("bookings")
      .values({ ...rowKeys(), name: "Asha", phone: "+919845012345", locality: "Jayanagar" })
      .returning("id")
      .executeTakeFirstOrThrow();
    await sql`insert into payments (booking_id, method, amount_paise, reference, recorded_at, admin_email) values (${id}, 'upi', 10000, '712345678901', '2026-11-01T00:00:00.000Z', 'office@example.com')`.execute(
      database,
    );
    await migrateTo(database, "0048_payment_gateway");
    expect(await database.selectFrom("payments").select(["reference", "gateway_payment_id", "payer_vpa", "check_reason"]).execute()).toEqual([
      { reference: "712345678901", gateway_payment_id: null, payer_vpa: "", check_reason: "" },
    ]);
  });
});
