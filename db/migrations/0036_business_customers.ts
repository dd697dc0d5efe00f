import { type Kysely, sql } from "kysely";

// Invoices to businesses: a bill may name a business customer (its GSTIN, legal name
// and billing address) before it is issued; the invoice keeps the customer's GSTIN and the place
// of supply (the state of that GSTIN), and a supply to another state is taxed as IGST.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("bookings")
    .addColumn("bill_customer_gstin", "text", (c) => c.check(sql`bill_customer_gstin is null or length(bill_customer_gstin) = 15`))
    .execute();
  await db.schema
    .alterTable("bookings")
    .addColumn("bill_customer_name", "text", (c) => c.check(sql`bill_customer_name is null or length(bill_customer_name) <= 120`))
    .execute();
  await db.schema
    .alterTable("bookings")
    .addColumn("bill_customer_address", "text", (c) => c.check(sql`bill_customer_address is null or length(bill_customer_address) <= 300`))
    .execute();
  await db.schema
    .alterTable("invoices")
    .addColumn("customer_gstin", "text", (c) => c.check(sql`customer_gstin is null or length(customer_gstin) = 15`))
    .execute();
  await db.schema
    .alterTable("invoices")
    .addColumn("place_of_supply", "text", (c) => c.notNull().defaultTo("29"))
    .execute();
  await db.schema
    .alterTable("invoices")
    .addColumn("igst_paise", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ["igst_paise", "place_of_supply", "customer_gstin"]) await db.schema.alterTable("invoices").dropColumn(column).execute();
  for (const column of ["bill_customer_address", "bill_customer_name", "bill_customer_gstin"])
    await db.schema.alterTable("bookings").dropColumn(column).execute();
}
