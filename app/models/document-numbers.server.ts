// The next number of a gapless series per financial year (invoices: WF/26-27/0001; credit notes:
// CN/26-27/0001), read in the caller's transaction: one transaction at a time on the app's one
// connection, and the table's unique (series, serial) besides, so two documents never share or
// skip a number (decision 0011).
import type { Kysely } from "kysely";

import { invoiceNumber, invoiceSeries } from "~/lib/billing/bill";
import type { Database } from "~db/schema";

export async function nextDocumentNumber(
  trx: Kysely<Database>,
  table: "invoices" | "credit_notes",
  prefix: string,
  now: Date,
): Promise<{ series: string; serial: number; number: string }> {
  const series = invoiceSeries(prefix, now);
  const last = await trx
    .selectFrom(table)
    .select((eb) => eb.fn.max("serial").as("serial"))
    .where("series", "=", series)
    .executeTakeFirst();
  const serial = Number(last?.serial ?? 0) + 1;
  return { series, serial, number: invoiceNumber(series, serial) };
}
