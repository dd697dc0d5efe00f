// A maintenance plan sold on a bill (plans.server.ts: a line of the bill, started when the bill is
// paid in full) is in force only while that bill stays paid: when a payment is voided and money is
// due again on the bill's invoices, or the invoice carrying its line is cancelled (its lines open
// again; bill-payments.server.ts decides), the plan stops, in the same transaction, audited. It goes back to waiting for its bill (its term and visits gone), so the
// customer who pays the bill after all gets the plan from that day; removing its line while it
// waits cancels it (cancelPlanOfBillItem). A plan not paid for gives no free labour.
import type { Kysely } from "kysely";

import { type Actor, recordAudit } from "~/models/audit.server";
import type { Database } from "~db/schema";

/** Stops the plans in force sold on this booking's bill, `why` saying what happened to the bill. Answers how many. */
export async function stopPlansOfUnpaidBill(trx: Kysely<Database>, bookingId: number, why: string, actor: Actor, now: Date): Promise<number> {
  const plans = await trx
    .selectFrom("customer_plans")
    .innerJoin("bookings", "bookings.id", "customer_plans.booking_id")
    .select(["customer_plans.id", "customer_plans.plan_id", "customer_plans.name", "bookings.reference"])
    .where("customer_plans.booking_id", "=", bookingId)
    .where("customer_plans.sold_as", "=", "bill")
    .where("customer_plans.status", "=", "active")
    .where("customer_plans.bill_item_id", "is not", null)
    .execute();
  for (const plan of plans) {
    // Another request for the same plan on the booking, still waiting, gives way to the sale on the bill.
    await trx
      .updateTable("customer_plans")
      .set({ status: "cancelled", bill_item_id: null })
      .where("booking_id", "=", bookingId)
      .where("plan_id", "=", plan.plan_id)
      .where("status", "=", "awaiting-payment")
      .execute();
    await trx
      .updateTable("customer_plans")
      .set({ status: "awaiting-payment", starts_on: null, ends_on: null, paid_at: null, payment_method: "", payment_reference: "" })
      .where("id", "=", plan.id)
      .execute();
    // Its visits go with its term: the bill paid again starts the plan with a new term and visits.
    await trx.deleteFrom("plan_visits").where("customer_plan_id", "=", plan.id).execute();
    await recordAudit(
      actor,
      { action: "plan-stopped", detail: `Booking ${plan.reference}: ${plan.name} stopped, ${why}; it starts again when the bill is paid`, bookingId },
      trx,
      now,
    );
  }
  return plans.length;
}
