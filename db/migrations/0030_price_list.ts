import { type Kysely, sql } from "kysely";

// The owner's price list: the ready items a technician adds to a bill with one tap
// (the visit charge, kinds of labour, common parts with their HSN code), each named in every
// language the technicians read. A bill keeps its own copy of a line (bill_items), so a price
// changed or an item removed here leaves issued bills as they were.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("price_items")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("name", "text", (c) =>
      c
        .notNull()
        .unique()
        .check(sql`length(name) between 1 and 80`),
    )
    .addColumn("name_kn", "text", (c) =>
      c
        .notNull()
        .defaultTo("")
        .check(sql`length(name_kn) <= 80`),
    )
    .addColumn("name_hi", "text", (c) =>
      c
        .notNull()
        .defaultTo("")
        .check(sql`length(name_hi) <= 80`),
    )
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('service', 'part')`))
    .addColumn("hsn", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("unit_paise", "integer", (c) => c.notNull().check(sql`unit_paise >= 0`))
    .execute();
  // What a shop starts from; the owner changes it under Form Settings → Price List.
  await db
    .insertInto("price_items")
    .values([
      { name: "Visit charge", name_kn: "ಭೇಟಿ ಶುಲ್ಕ", name_hi: "विज़िट चार्ज", kind: "service", hsn: "", unit_paise: 29_900 },
      { name: "Labour: minor repair", name_kn: "ಕೂಲಿ: ಸಣ್ಣ ರಿಪೇರಿ", name_hi: "मज़दूरी: छोटी मरम्मत", kind: "service", hsn: "", unit_paise: 39_900 },
      { name: "Labour: major repair", name_kn: "ಕೂಲಿ: ದೊಡ್ಡ ರಿಪೇರಿ", name_hi: "मज़दूरी: बड़ी मरम्मत", kind: "service", hsn: "", unit_paise: 79_900 },
      { name: "Drain pump", name_kn: "ಡ್ರೇನ್ ಪಂಪ್", name_hi: "ड्रेन पंप", kind: "part", hsn: "8413", unit_paise: 1_20_000 },
      { name: "Inlet valve", name_kn: "ಇನ್‌ಲೆಟ್ ವಾಲ್ವ್", name_hi: "इनलेट वाल्व", kind: "part", hsn: "8481", unit_paise: 65_000 },
      { name: "Door lock", name_kn: "ಡೋರ್ ಲಾಕ್", name_hi: "डोर लॉक", kind: "part", hsn: "8450", unit_paise: 90_000 },
    ])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("price_items").execute();
}
