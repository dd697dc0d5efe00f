// The payment gateway's QR codes: one for each amount due (a booking's bill, a plan's own payment
// or its renewal), made and closed by the job (app/jobs/payment-gateway.server.ts), never by a
// page; the pages read the one in force, for exactly the amount due, and draw it here as SVG.
import QRCode from "qrcode";

import type { GatewayQr } from "~/integrations/razorpay.server";
import { addDays, istDateString } from "~/lib/time/ist";
import { getBill } from "~/models/bills.server";
import { db } from "~db/db.server";

/** An amount a QR code is wanted for: a bill's (booking) or a plan's. */
export type QrWanted = { bookingId: number | null; customerPlanId: number | null; amountPaise: number; description: string };

/** The least a QR code can ask for at the gateway (Razorpay: ₹1); a smaller amount due is the office's to settle. */
const LEAST_PAISE = 100;

/** A bill whose visit is older than this, with no QR code in force, is the office's to chase, not the job's. */
const RECENT_DAYS = 45;

const sameTarget = (a: { booking_id: number | null; customer_plan_id: number | null }, b: QrWanted) =>
  a.booking_id === b.bookingId && a.customer_plan_id === b.customerPlanId;

/** The QR codes in force (made, not closed). */
export function openQrs() {
  return db.selectFrom("gateway_qrs").selectAll().where("closed_at", "is", null).orderBy("id").execute();
}

/** Every amount due now that a QR code should be shown for. */
export async function amountsWanted(now: Date): Promise<QrWanted[]> {
  const since = addDays(istDateString(now), -RECENT_DAYS);
  const open = db.selectFrom("gateway_qrs").select("booking_id").where("closed_at", "is", null).where("booking_id", "is not", null);
  const bookings = await db
    .selectFrom("bookings")
    .select(["id", "reference"])
    .where("status", "!=", "cancelled")
    .where("erased_at", "is", null)
    .where((eb) => eb.exists(eb.selectFrom("bill_items").select("bill_items.id").whereRef("bill_items.booking_id", "=", "bookings.id")))
    .where((eb) => eb.or([eb("visit_date", ">=", since), eb("created_at", ">=", `${since}T00:00:00.000Z`), eb("id", "in", open)]))
    .execute();
  const wanted: QrWanted[] = [];
  for (const booking of bookings) {
    const bill = await getBill(booking.id);
    if (bill && bill.due >= LEAST_PAISE)
      wanted.push({ bookingId: booking.id, customerPlanId: null, amountPaise: bill.due, description: `Booking ${booking.reference}` });
  }
  const plans = await db
    .selectFrom("customer_plans")
    .innerJoin("bookings", "bookings.id", "customer_plans.booking_id")
    .select(["customer_plans.id", "customer_plans.price_paise", "customer_plans.name", "bookings.reference"])
    .where("customer_plans.sold_as", "=", "own")
    .where("customer_plans.status", "=", "awaiting-payment")
    .where("customer_plans.price_paise", ">=", LEAST_PAISE)
    .execute();
  for (const plan of plans)
    wanted.push({ bookingId: null, customerPlanId: plan.id, amountPaise: plan.price_paise, description: `${plan.name} (${plan.reference})` });
  return wanted;
}

/** Whether an open QR code is still the one to show: same bill or plan, same amount, not past its close. */
export function qrStillWanted(
  qr: { booking_id: number | null; customer_plan_id: number | null; amount_paise: number; close_by: string },
  wanted: QrWanted[],
  now: Date,
) {
  return qr.close_by > now.toISOString() && wanted.some((want) => sameTarget(qr, want) && want.amountPaise === qr.amount_paise);
}

export async function keepQr(want: QrWanted, qr: GatewayQr, closeBy: Date, now: Date): Promise<void> {
  await db
    .insertInto("gateway_qrs")
    .values({
      qr_id: qr.id,
      booking_id: want.bookingId,
      customer_plan_id: want.customerPlanId,
      amount_paise: want.amountPaise,
      intent: qr.intent,
      image_url: qr.imageUrl,
      created_at: now.toISOString(),
      close_by: closeBy.toISOString(),
    })
    .execute();
}

export async function qrClosed(id: number, now: Date): Promise<void> {
  await db.updateTable("gateway_qrs").set({ closed_at: now.toISOString() }).where("id", "=", id).where("closed_at", "is", null).execute();
}

/**
 * The QR code in force for a bill or a plan, for exactly this amount, drawn for a page: the UPI link
 * it encodes (and its SVG), or, when the gateway reports only its image's address, that address.
 * Null while the job has not made it (the page's next poll shows it).
 */
export async function gatewayUpi(target: { bookingId: number } | { customerPlanId: number }, amountPaise: number, now: Date) {
  const qr = await db
    .selectFrom("gateway_qrs")
    .select(["intent", "image_url"])
    .where("closed_at", "is", null)
    .where("close_by", ">", now.toISOString())
    .where("amount_paise", "=", amountPaise)
    .where((eb) => ("bookingId" in target ? eb("booking_id", "=", target.bookingId) : eb("customer_plan_id", "=", target.customerPlanId)))
    .orderBy("id", "desc")
    .executeTakeFirst();
  const link = qr?.intent || qr?.image_url;
  if (!link) return null;
  return { link, qr: await QRCode.toString(link, { type: "svg", margin: 2, errorCorrectionLevel: "M" }) };
}
