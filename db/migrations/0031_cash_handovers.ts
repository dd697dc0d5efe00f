import { type Kysely, sql } from "kysely";

// The cash a technician hands over at the office: how much, from whom, who received
// it and when. Never changed or removed (a mistake is put right by another handover's amount, not
// an edit); each is audited. What a technician still holds is the cash he took at the door
// (payments.technician_id, not voided) less what he handed over.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("cash_handovers")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    // A technician removed from the list keeps his handovers, under no name (as his payments).
    .addColumn("technician_id", "integer", (c) => c.references("technicians.id").onDelete("set null"))
    .addColumn("amount_paise", "integer", (c) => c.notNull().check(sql`amount_paise > 0`))
    .addColumn("received_by", "text", (c) => c.notNull())
    .addColumn("recorded_at", "text", (c) => c.notNull())
    // The form's submission id: the same post sent twice is one handover.
    .addColumn("submission_id", "text", (c) => c.notNull().unique())
    .execute();
  await db.schema.createIndex("cash_handovers_technician").on("cash_handovers").columns(["technician_id", "recorded_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("cash_handovers").execute();
}
