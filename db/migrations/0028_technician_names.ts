import { type Kysely, sql } from "kysely";

// A technician's name as each language writes it: "On my way" reaches a customer in the
// customer's language, and a Kannada message names him in Kannada script. Empty until the owner
// writes it: the message then uses his first name as entered.
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of ["name_kn", "name_hi"]) {
    await db.schema
      .alterTable("technicians")
      .addColumn(column, "text", (c) =>
        c
          .notNull()
          .defaultTo("")
          .check(sql`length(${sql.ref(column)}) <= 80`),
      )
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ["name_kn", "name_hi"]) await db.schema.alterTable("technicians").dropColumn(column).execute();
}
