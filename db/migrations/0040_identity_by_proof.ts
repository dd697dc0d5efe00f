import { type Kysely, sql } from "kysely";

// A typed phone number proves nothing (docs/decisions/0018-identity-by-proof.md): a booking is
// under a maintenance plan only when it was booked from the plan's own page or staff linked it
// after a call (`customer_plan_id`); the customer's switch on a booking's page silences that
// booking only (`messages_off_at`), while a STOP from the number (message_opt_outs) silences the
// number until a START from it. Bookings that took up a plan visit before this are linked to that
// plan, as they were priced under it.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("bookings")
    .addColumn("customer_plan_id", "integer", (c) => c.references("customer_plans.id"))
    .execute();
  await db.schema.alterTable("bookings").addColumn("messages_off_at", "text").execute();
  await sql`update bookings set customer_plan_id = (select customer_plan_id from plan_visits where plan_visits.booking_id = bookings.id)
            where id in (select booking_id from plan_visits where booking_id is not null)`.execute(db);
  await sql`create index bookings_customer_plan on bookings (customer_plan_id) where customer_plan_id is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index bookings_customer_plan`.execute(db);
  await db.schema.alterTable("bookings").dropColumn("messages_off_at").execute();
  await db.schema.alterTable("bookings").dropColumn("customer_plan_id").execute();
}
