import { type Kysely, sql } from "kysely";

// Maintenance plans: the plans the owner defines (withdrawn from sale, never deleted:
// those sold keep their own copy of the terms); a plan sold, tied to the customer's phone and
// machine, from the booking it was sold on, awaiting its payment until it is recorded (at the
// door, as a line of that booking's bill; online, on its own by UPI), then in force from its
// start to its end; and its preventive visits, spread evenly over the term, each due, booked,
// done or missed.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("plans")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("name", "text", (c) => c.notNull().unique())
    .addColumn("price_paise", "integer", (c) => c.notNull().check(sql`price_paise > 0`))
    .addColumn("months", "integer", (c) => c.notNull().check(sql`months in (12, 24)`))
    .addColumn("visits", "integer", (c) => c.notNull().check(sql`visits between 1 and 12`))
    .addColumn("covers_labour", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("covered_parts", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("parts_discount_percent", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`parts_discount_percent between 0 and 100`),
    )
    .addColumn("terms_en", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("terms_kn", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("terms_hi", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("on_sale", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("customer_plans")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("plan_id", "integer", (c) => c.notNull().references("plans.id"))
    // The customer's own page of the plan (/plan/<token>).
    .addColumn("token", "text", (c) => c.notNull().unique())
    .addColumn("booking_id", "integer", (c) => c.notNull().references("bookings.id"))
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("brand", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("machine_type", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("serial", "text", (c) => c.notNull().defaultTo(""))
    // How it is paid: a line of the booking's bill (at the door), or on its own by UPI.
    .addColumn("sold_as", "text", (c) => c.notNull().check(sql`sold_as in ('bill', 'own')`))
    // Sold at the door: its line on the bill (removing the line cancels the plan waiting for it).
    .addColumn("bill_item_id", "integer", (c) => c.references("bill_items.id").onDelete("set null"))
    .addColumn("status", "text", (c) =>
      c
        .notNull()
        .defaultTo("awaiting-payment")
        .check(sql`status in ('awaiting-payment', 'active', 'cancelled')`),
    )
    // The terms as sold: a change to the plan later leaves them as they were.
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("price_paise", "integer", (c) => c.notNull())
    .addColumn("months", "integer", (c) => c.notNull())
    .addColumn("visits", "integer", (c) => c.notNull())
    .addColumn("covers_labour", "integer", (c) => c.notNull())
    .addColumn("covered_parts", "text", (c) => c.notNull())
    .addColumn("parts_discount_percent", "integer", (c) => c.notNull())
    .addColumn("starts_on", "text")
    .addColumn("ends_on", "text")
    .addColumn("paid_at", "text")
    .addColumn("payment_method", "text")
    .addColumn("payment_reference", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("renews_id", "integer", (c) => c.references("customer_plans.id"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("created_by", "text", (c) => c.notNull())
    .execute();
  await sql`create index customer_plans_phone on customer_plans (phone, status)`.execute(db);
  // One plan of a kind asked for on a booking until it is paid or cancelled: a repeat post is the same plan.
  await sql`create unique index customer_plans_once on customer_plans (booking_id, plan_id) where status = 'awaiting-payment'`.execute(db);
  // A plan is renewed once.
  await sql`create unique index customer_plans_renewed_once on customer_plans (renews_id) where renews_id is not null and status != 'cancelled'`.execute(db);

  await db.schema
    .createTable("plan_visits")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("customer_plan_id", "integer", (c) => c.notNull().references("customer_plans.id").onDelete("cascade"))
    .addColumn("seq", "integer", (c) => c.notNull())
    .addColumn("due_on", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) =>
      c
        .notNull()
        .defaultTo("due")
        .check(sql`state in ('due', 'booked', 'done', 'missed')`),
    )
    .addColumn("booking_id", "integer", (c) => c.references("bookings.id"))
    .addColumn("changed_at", "text")
    .execute();
  await sql`create unique index plan_visits_once on plan_visits (customer_plan_id, seq)`.execute(db);
  await sql`create index plan_visits_due on plan_visits (state, due_on)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("plan_visits").execute();
  await db.schema.dropTable("customer_plans").execute();
  await db.schema.dropTable("plans").execute();
}
