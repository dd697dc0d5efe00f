// A plan paid on its own (bought online on a booking's page, or its renewal) is a supply like a bill
// line: its own tax invoice, numbered in the same series as the bills' (decision 0011), issued in the
// transaction that records the plan's payment, under the business's SAC and its GST now (the plan's
// price includes GST, as a bill line's does). One invoice in force per plan (a unique index holds it).
// Books and the GSTR-1 files read it from the invoices table like any other.
import type { Kysely } from "kysely";

import { env } from "~/env.server";
import { billTotals } from "~/lib/billing/bill";
import { HOME_STATE_CODE } from "~/lib/billing/gstin";
import { addressLine } from "~/lib/booking/map-link";
import { currentGst } from "~/models/bill-parts.server";
import { nextDocumentNumber } from "~/models/document-numbers.server";
import type { InvoiceLine } from "~/models/invoices.server";
import { planLine } from "~/models/plans.server";
import type { Database } from "~db/schema";

/** Issues the paid plan's tax invoice (once: an invoice already in force is answered with its number). Returns the number. */
export async function issuePlanInvoice(trx: Kysely<Database>, customerPlanId: number, now: Date): Promise<string> {
  const issued = await trx
    .selectFrom("invoices")
    .select("number")
    .where("customer_plan_id", "=", customerPlanId)
    .where("cancelled_at", "is", null)
    .executeTakeFirst();
  if (issued) return issued.number;
  const plan = await trx
    .selectFrom("customer_plans")
    .innerJoin("bookings", "bookings.id", "customer_plans.booking_id")
    .select([
      "customer_plans.name as planName",
      "customer_plans.price_paise",
      "customer_plans.months",
      "customer_plans.visits",
      "bookings.id as bookingId",
      "bookings.name",
      "bookings.address",
      "bookings.landmark",
      "bookings.locality",
      "bookings.pin",
    ])
    .where("customer_plans.id", "=", customerPlanId)
    .executeTakeFirstOrThrow();
  // A consumer within Karnataka (a plan is bought by the household), taxed as a bill line is.
  const gst = currentGst(null);
  const totals = billTotals([{ description: plan.planName, quantity: 1, unitPaise: plan.price_paise, kind: "service" }], 0, gst);
  const line: InvoiceLine = {
    description: plan.planName,
    note: planLine(plan),
    kind: "service",
    code: env().SERVICE_SAC,
    quantity: 1,
    unitPaise: plan.price_paise,
    taxablePaise: totals.lineTaxable[0] ?? 0,
  };
  const { series, serial, number } = await nextDocumentNumber(trx, "invoices", env().INVOICE_PREFIX, now);
  await trx
    .insertInto("invoices")
    .values({
      booking_id: plan.bookingId,
      customer_plan_id: customerPlanId,
      series,
      serial,
      number,
      issued_at: now.toISOString(),
      gstin: gst?.gstin ?? null,
      gst_percent: gst?.ratePercent ?? null,
      prices_include_gst: gst?.inclusive ? 1 : 0,
      customer_name: plan.name,
      customer_address: addressLine(plan),
      customer_gstin: null,
      place_of_supply: HOME_STATE_CODE,
      lines: JSON.stringify([line]),
      subtotal_paise: totals.subtotal,
      discount_paise: 0,
      taxable_paise: totals.taxable,
      cgst_paise: totals.cgst ?? 0,
      sgst_paise: totals.sgst ?? 0,
      round_off_paise: totals.roundOff,
      total_paise: totals.total,
    })
    .execute();
  return number;
}
