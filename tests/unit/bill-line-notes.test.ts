// A bill line's note kept as a code (migration 0041): said in the reader's language where the line
// is shown; a line added before keeps its description, words and all.
import { describe, expect, it } from "vitest";

import { lineText, saidLines } from "~/lib/i18n/outcome.server";
import { getBill } from "~/models/bills.server";
import { db } from "~db/db.server";
import { migrateTo } from "~db/migrator.server";

import { storeBooking } from "./booking-fixtures";
import { databaseAt } from "./database-at";

describe("a bill line's note", () => {
  it("is said in the reader's language; a line written before the codes reads as it was, in every language", async () => {
    const id = await storeBooking({ visitDate: "2026-11-28", phone: "+919845090909" });
    await db
      .insertInto("bill_items")
      .values([
        { booking_id: id, description: "General repair (labour covered by plan Care 12)", quantity: 1, unit_paise: 0, kind: "service", hsn: "" },
        {
          booking_id: id,
          description: "General repair",
          quantity: 1,
          unit_paise: 0,
          kind: "service",
          hsn: "",
          note_code: "labourCovered",
          note_values: JSON.stringify({ plan: "Care 12" }),
        },
      ])
      .execute();
    const items = (await getBill(id))!.items;
    expect(items.map((item) => item.note)).toEqual([null, { code: "labourCovered", values: { plan: "Care 12" } }]);
    expect(saidLines("en", items).map((item) => item.description)).toEqual([
      "General repair (labour covered by plan Care 12)",
      "General repair (labour covered by plan Care 12)",
    ]);
    expect(saidLines("kn", items).map((item) => item.description)).toEqual([
      "General repair (labour covered by plan Care 12)",
      "General repair (ಯೋಜನೆ Care 12 ಅಡಿ ಕೂಲಿ ಉಚಿತ)",
    ]);
    expect(lineText("hi", items[1]!)).toBe("General repair (योजना Care 12 में मज़दूरी मुफ़्त)");
  });

  it("migration 0041 adds its two columns, and its down takes them away", async () => {
    const database = await databaseAt("0041_bill_line_notes");
    const columns = async () => (await database.introspection.getTables()).find((table) => table.name === "bill_items")!.columns.map((column) => column.name);
    expect(await columns()).toEqual(expect.arrayContaining(["description", "note_code", "note_values"]));
    expect(await migrateTo(database, "0040_identity_by_proof")).toEqual(["0041_bill_line_notes"]);
    expect(await columns()).not.toContain("note_code");
    expect(await columns()).not.toContain("note_values");
    expect(await migrateTo(database, "0041_bill_line_notes")).toEqual(["0041_bill_line_notes"]);
  });
});
